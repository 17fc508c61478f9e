import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Text for screen readers only. */
export const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export type FigureProps = {
  /** The figure as text; ignored when the cell is withheld. */
  text: string;
  suppressed?: boolean;
  /** A total that leaves out withheld cells. */
  partial?: boolean;
  minGroup: number;
};

/**
 * One figure of a table. A cell the server withholds (fewer people than the privacy threshold) shows "< 3" and
 * says why, never a number; a total over the shown cells only is marked with an asterisk.
 */
export function Figure({ text, suppressed = false, partial = false, minGroup }: FigureProps) {
  const translate = useTranslate();
  if (suppressed) {
    const why = translate('app.analytics.suppressed', { min: minGroup });
    return (
      <Tooltip title={why}>
        <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }} data-suppressed="true">
          <span aria-hidden="true">{`< ${minGroup}`}</span>
          <Box component="span" sx={srOnly}>
            {why}
          </Box>
        </Box>
      </Tooltip>
    );
  }
  if (!partial) return <>{text}</>;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {text}
      <span aria-hidden="true">*</span>
      <Box component="span" sx={srOnly}>
        {` (${translate('app.analytics.partial_short')})`}
      </Box>
    </Box>
  );
}
