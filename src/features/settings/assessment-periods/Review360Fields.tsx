import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { REVIEW360_NOMINATION_MODES } from '../../../../contract/enums.ts';
import { DatePickerField } from '../../../components/DatePickerField.tsx';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { NUMBER_FIELDS, NUMBER_RANGES, type Draft, type NumberField } from './review360Draft.ts';

const T = 'app.review360.settings';

/** Each number's hint under it; the threshold's says what it protects. */
const HELP: Record<NumberField, string> = {
  min_reviewers: 'reviewers_help',
  max_reviewers: 'reviewers_help',
  max_requests_per_reviewer: 'max_requests_per_reviewer_help',
  anonymity_threshold: 'anonymity_threshold_help',
};

type Props = {
  draft: Draft;
  onChange: (changes: Partial<Draft>) => void;
  /** Messages by the API's field names. */
  errors: Partial<Record<string, string>>;
  /** The period's self-assessment deadline, which an empty deadline means. */
  selfDeadline: string | null;
  /** A request of the period went out: the threshold can no longer change. */
  frozen: boolean;
  /** Someone's results of the period are released: the deadline can no longer be extended. */
  released: boolean;
};

function ModeInput({ draft, onChange, errors }: Pick<Props, 'draft' | 'onChange' | 'errors'>) {
  const translate = useTranslate();
  const error = errors.nomination_mode;
  return (
    <FormControl error={Boolean(error)} sx={{ mt: 2 }}>
      <FormLabel id="review360-mode">{translate(`${T}.mode`)}</FormLabel>
      <RadioGroup
        aria-labelledby="review360-mode"
        value={draft.nomination_mode}
        onChange={(_event, value) => {
          const mode = REVIEW360_NOMINATION_MODES.find((m) => m === value);
          if (mode) onChange({ nomination_mode: mode });
        }}
      >
        {REVIEW360_NOMINATION_MODES.map((mode) => (
          <FormControlLabel
            key={mode}
            value={mode}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Box>
                <Typography>{translate(`${T}.modes.${mode}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`${T}.mode_help.${mode}`)}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** The period's 360 settings but its questions: on or off, who nominates, the numbers and the deadline. */
export function Review360Fields({ draft, onChange, errors, selfDeadline, frozen, released }: Props) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const deadlineHelp = selfDeadline
    ? translate(`${T}.deadline_default`, { date: formatDate(selfDeadline) })
    : translate(`${T}.deadline_default_unknown`);
  return (
    <>
      <FormControl error={Boolean(errors.enabled)}>
        <FormControlLabel
          control={<Switch checked={draft.enabled} onChange={(_event, enabled) => onChange({ enabled })} />}
          label={translate(`${T}.enabled`)}
        />
        {errors.enabled ? <FormHelperText>{errors.enabled}</FormHelperText> : null}
      </FormControl>
      <ModeInput draft={draft} onChange={onChange} errors={errors} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mt: 3 }}>
        {NUMBER_FIELDS.map((field) => (
          <TextField
            key={field}
            type="number"
            size="small"
            required
            disabled={frozen && field === 'anonymity_threshold'}
            label={translate(`${T}.${field}`)}
            value={draft.numbers[field]}
            error={Boolean(errors[field])}
            helperText={
              errors[field] ??
              translate(frozen && field === 'anonymity_threshold' ? `${T}.threshold_frozen` : `${T}.${HELP[field]}`)
            }
            onChange={(event) => onChange({ numbers: { ...draft.numbers, [field]: event.target.value } })}
            slotProps={{ htmlInput: { ...NUMBER_RANGES[field], step: 1, inputMode: 'numeric' } }}
            sx={{ width: { xs: '100%', sm: field === 'anonymity_threshold' ? 420 : 220 } }}
          />
        ))}
        <DatePickerField
          label={translate(`${T}.deadline`)}
          value={draft.deadline}
          error={Boolean(errors.deadline)}
          helperText={
            errors.deadline ??
            (released ? translate(`${T}.deadline_released`) : draft.deadline ? undefined : deadlineHelp)
          }
          onChange={(deadline) => onChange({ deadline })}
          sx={{ width: { xs: '100%', sm: 300 } }}
        />
      </Box>
    </>
  );
}
