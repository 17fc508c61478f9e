import { useTranslate } from 'react-admin';
import { lazyScreen } from '../../../shell/lazyScreen.tsx';
import { WhenNear } from './WhenNear.tsx';

const TeamResultsCard = lazyScreen(() => import('./TeamResultsCard.tsx').then((module) => module.TeamResultsCard));

/** The manager dashboard's "Обратная связь 360 команды" for the active period, loaded once scrolled near. */
export function Review360TeamResults({ period }: { period: number | null }) {
  const translate = useTranslate();
  if (period === null) return null;
  return (
    <WhenNear label={translate('app.review360.results.team.show')}>
      <TeamResultsCard period={period} />
    </WhenNear>
  );
}
