import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCodedText } from '../../api/errors.ts';
import type { ImportReportOut } from '../../api/types.ts';
import { IMPORT_ACTIONS } from './importActions.ts';

const SHOWN_DEPARTMENTS = 10;
const COLOR = {
  create: 'success.main',
  update: 'info.main',
  unchanged: 'text.secondary',
  error: 'error.main',
} as const;

/** The counts of a dry run (what would happen) or of an applied import (what happened). */
export function ImportSummary({ report }: { report: ImportReportOut }) {
  const translate = useTranslate();
  const codedText = useCodedText();
  const tense = report.applied ? 'done' : 'plan';
  const more = report.new_departments.length - SHOWN_DEPARTMENTS;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
        role="list"
        aria-label={translate('app.structure.import.summary_label')}
      >
        {IMPORT_ACTIONS.map((action) => (
          <Paper key={action} variant="outlined" sx={{ p: 1.5 }} role="listitem">
            <Typography
              variant="h5"
              component="p"
              sx={{ color: report.summary[action] ? COLOR[action] : 'text.disabled' }}
            >
              {report.summary[action]}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.structure.import.summary.${tense}.${action}`, { smart_count: report.summary[action] })}
            </Typography>
          </Paper>
        ))}
      </Box>
      {report.new_departments.length ? (
        <Typography variant="body2">
          {translate(
            report.applied ? 'app.structure.import.new_departments_done' : 'app.structure.import.new_departments',
            { smart_count: report.new_departments.length },
          )}{' '}
          {report.new_departments.slice(0, SHOWN_DEPARTMENTS).join(', ')}
          {more > 0 ? ` ${translate('app.structure.import.and_more', { smart_count: more })}` : ''}
        </Typography>
      ) : null}
      {report.warnings.map((warning, index) => (
        <Typography key={`${warning.code}-${index}`} variant="body2" color="warning.main">
          {codedText(warning)}
        </Typography>
      ))}
    </Box>
  );
}
