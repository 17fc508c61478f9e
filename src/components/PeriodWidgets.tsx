import AssignmentIcon from '@mui/icons-material/Assignment';
import EventIcon from '@mui/icons-material/Event';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDate } from '../i18n/useFormatDate.ts';
import { STAGES } from '../../contract/enums.ts';
import type { FormsByStageOut, PeriodBriefOut } from '../api/types.ts';
import { CardWithIcon } from '../features/companies/CardWithIcon.tsx';

/** The active period with its dates and stage deadlines in the reader's locale. */
export function ActivePeriodCard({ period }: { period: PeriodBriefOut | null }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  if (!period) {
    return (
      <CardWithIcon
        icon={<EventIcon />}
        title={translate('app.dashboard.active_period')}
        value={translate('app.dashboard.no_active_period')}
      />
    );
  }
  const deadlines: [string, string | null][] = [
    ['app.dashboard.deadline_self', period.self_deadline],
    ['app.dashboard.deadline_manager', period.manager_deadline],
    ['app.dashboard.deadline_feedback', period.feedback_deadline],
  ];
  return (
    <CardWithIcon icon={<EventIcon />} title={translate('app.dashboard.active_period')} value={period.name}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.dashboard.period_dates', {
          start: formatDate(period.start_date),
          end: formatDate(period.end_date),
        })}
      </Typography>
      {deadlines
        .filter(([, date]) => date)
        .map(([key, date]) => (
          <Typography key={key} variant="body2">
            {translate(key)}: <strong>{formatDate(date)}</strong>
          </Typography>
        ))}
    </CardWithIcon>
  );
}

export function FormsByStageCard({ forms }: { forms: FormsByStageOut }) {
  const translate = useTranslate();
  const total = STAGES.reduce((sum, stage) => sum + forms[stage], 0);
  return (
    <CardWithIcon icon={<AssignmentIcon />} title={translate('app.dashboard.forms_by_stage')} value={total}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {STAGES.map((stage) => (
          <Chip key={stage} size="small" label={`${translate(`app.stages.${stage}`)}: ${forms[stage]}`} />
        ))}
      </Box>
    </CardWithIcon>
  );
}
