import { Box, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { KEY_RESULT_DIRECTIONS, KEY_RESULT_KINDS } from '../../../contract/enums.ts';
import type { KeyResultDraft } from './keyResultDraft.ts';

/** One key result's inputs; `errors` are the server's words by field, `showCurrent` on an existing one. */
export function KeyResultFields({
  draft,
  onChange,
  errors = {},
  showCurrent = false,
  idPrefix,
}: {
  draft: KeyResultDraft;
  onChange: (next: KeyResultDraft) => void;
  errors?: Record<string, string>;
  showCurrent?: boolean;
  idPrefix: string;
}) {
  const translate = useGoalsTranslate();
  const label = (name: string) => translate(`app.goals.key_results.${name}`);
  const set = (patch: Partial<KeyResultDraft>) => onChange({ ...draft, ...patch });
  const field = (name: 'unit' | 'start_value' | 'target_value' | 'current_value' | 'weight', numeric = true) => (
    <TextField
      id={`${idPrefix}-${name}`}
      size="small"
      label={label(name)}
      value={draft[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ htmlInput: numeric ? { inputMode: 'decimal' } : {} }}
      sx={{ flex: '1 1 160px' }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <TextField
        id={`${idPrefix}-name`}
        size="small"
        required
        label={label('name')}
        value={draft.name}
        onChange={(event) => set({ name: event.target.value })}
        error={Boolean(errors.name)}
        helperText={errors.name}
        sx={{ flex: '1 1 100%' }}
      />
      <TextField
        select
        id={`${idPrefix}-kind`}
        size="small"
        label={label('kind')}
        value={draft.kind}
        onChange={(event) => set({ kind: event.target.value === 'milestone' ? 'milestone' : 'metric' })}
        sx={{ flex: '1 1 140px' }}
      >
        {KEY_RESULT_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {translate(`app.goals.key_results.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {draft.kind === 'metric' ? (
        <>
          <TextField
            select
            id={`${idPrefix}-direction`}
            size="small"
            label={label('direction')}
            value={draft.direction}
            onChange={(event) =>
              set({ direction: KEY_RESULT_DIRECTIONS.find((d) => d === event.target.value) ?? 'increase' })
            }
            error={Boolean(errors.direction)}
            helperText={errors.direction}
            sx={{ flex: '1 1 140px' }}
          >
            {KEY_RESULT_DIRECTIONS.map((direction) => (
              <MenuItem key={direction} value={direction}>
                {translate(`app.goals.key_results.directions.${direction}`)}
              </MenuItem>
            ))}
          </TextField>
          {field('start_value')}
          {field('target_value')}
          {showCurrent ? field('current_value') : null}
          {field('unit', false)}
        </>
      ) : (
        <FormControlLabel
          control={<Checkbox checked={draft.done} onChange={(event) => set({ done: event.target.checked })} />}
          label={label('done')}
        />
      )}
      {field('weight')}
    </Box>
  );
}
