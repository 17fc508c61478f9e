import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { lazyScreen } from '../../../shell/lazyScreen.tsx';
import { WhenNear } from './WhenNear.tsx';

const ResultsSection = lazyScreen(() => import('./ResultsSection.tsx').then((module) => module.ResultsSection));

/** The form's address hash that opens it at its 360 section (the team table's names link there). */
export const REVIEW360_ANCHOR = 'review360';

/**
 * The form's "Обратная связь 360": its code and data come once the reader scrolls near it, or at once, scrolled
 * to, when the form was opened for it (`#review360`): who came for the 360 results finds them, not a form
 * without them.
 */
export function Review360FormResults({ formId }: { formId: number }) {
  const translate = useTranslate();
  const { hash } = useLocation();
  const asked = hash === `#${REVIEW360_ANCHOR}`;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asked) ref.current?.scrollIntoView({ block: 'start' });
  }, [asked]);
  if (asked) {
    return (
      <Box ref={ref} id={REVIEW360_ANCHOR} sx={{ scrollMarginTop: 80 }}>
        <ResultsSection formId={formId} />
      </Box>
    );
  }
  return (
    <WhenNear label={translate('app.review360.results.show')}>
      <ResultsSection formId={formId} />
    </WhenNear>
  );
}
