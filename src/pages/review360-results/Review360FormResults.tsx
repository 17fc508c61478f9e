import { useTranslate } from 'react-admin';
import { lazyScreen } from '../../shell/lazyScreen.tsx';
import { WhenNear } from './WhenNear.tsx';

const ResultsSection = lazyScreen(() => import('./ResultsSection.tsx').then((module) => module.ResultsSection));

/** The form's "Обратная связь 360": its code and data come once the reader scrolls near it. */
export function Review360FormResults({ formId }: { formId: number }) {
  const translate = useTranslate();
  return (
    <WhenNear label={translate('app.review360.results.show')}>
      <ResultsSection formId={formId} />
    </WhenNear>
  );
}
