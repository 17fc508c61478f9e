import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, List, ListItem, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLocaleState } from 'react-admin';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { useNotifyFailure } from '../../api/errors.ts';
import type { GoalOut, KeyResultOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { GoalProgress } from './GoalProgress.tsx';
import { KeyResultDialog } from './KeyResultDialog.tsx';

/** A number in the reader's language. */
export function useFormatNumber(): (value: number | null) => string {
  const [locale] = useLocaleState();
  return (value) => (value === null ? '—' : value.toLocaleString(locale === 'en' ? 'en' : 'ru'));
}

/** A number in the reader's language with its unit after it, when it has one. */
function useFormatValue(): (value: number | null, unit: string) => string {
  const format = useFormatNumber();
  return (value, unit) => (value !== null && unit ? `${format(value)} ${unit}` : format(value));
}

/** What a key result stands at, in a line: a metric's current value with its start and target, a milestone's state. */
export function useKeyResultLine(): (kr: KeyResultOut) => string {
  const translate = useGoalsTranslate();
  const format = useFormatNumber();
  const formatValue = useFormatValue();
  return (kr) =>
    kr.kind === 'milestone'
      ? translate(`app.goals.key_results.${kr.done ? 'done' : 'not_done'}`)
      : translate('app.goals.key_results.metric_line', {
          current: formatValue(kr.current_value, kr.unit),
          start: format(kr.start_value),
          target: format(kr.target_value),
        });
}

const VALUES = ['start_value', 'current_value', 'target_value'] as const;

/** A key result's values, each named (start, current, target), the names kept with their values as lines wrap. */
function KeyResultValues({ kr }: { kr: KeyResultOut }) {
  const translate = useGoalsTranslate();
  const formatValue = useFormatValue();
  if (kr.kind === 'milestone') {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`app.goals.key_results.${kr.done ? 'done' : 'not_done'}`)}
      </Typography>
    );
  }
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, m: 0 }}>
      {VALUES.map((name) => (
        <Box key={name} sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`app.goals.key_results.values.${name}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: name === 'current_value' ? 600 : 400 }}>
            {formatValue(kr[name], kr.unit)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A goal's key results, each with its progress; added, changed and removed where the caller may edit the goal. */
export function KeyResultsSection({ goal, onChange }: { goal: GoalOut; onChange: (goal: GoalOut) => void }) {
  const translate = useGoalsTranslate();
  const notifyFailure = useNotifyFailure();
  const { api } = useCompanyApi();
  const [editing, setEditing] = useState<KeyResultOut | 'new' | null>(null);
  const [removing, setRemoving] = useState<KeyResultOut | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async (kr: KeyResultOut) => {
    setBusy(true);
    try {
      onChange(await api.deleteKeyResult(goal.id, kr.id));
      setRemoving(null);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const title = translate('app.goals.key_results.title');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        {goal.can_edit ? (
          <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {translate('app.goals.key_results.add')}
          </Button>
        ) : null}
      </Box>
      {goal.key_results.length ? (
        <List dense disablePadding>
          {goal.key_results.map((kr) => (
            <ListItem
              key={kr.id}
              disableGutters
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}
            >
              <Box sx={{ flex: '999 1 240px', minWidth: 0 }}>
                <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
                  {kr.name}
                </Typography>
                <KeyResultValues kr={kr} />
              </Box>
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <GoalProgress progress={kr.progress} />
              </Box>
              {goal.can_edit ? (
                <Box sx={{ flex: 'none', ml: 'auto' }}>
                  <IconButton
                    aria-label={translate('app.goals.key_results.edit', { name: kr.name })}
                    onClick={() => setEditing(kr)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={translate('app.goals.key_results.delete', { name: kr.name })}
                    onClick={() => setRemoving(kr)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
              ) : null}
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.goals.key_results.empty')}
        </Typography>
      )}
      {editing ? (
        <KeyResultDialog
          goal={goal}
          keyResult={editing === 'new' ? null : editing}
          onSaved={onChange}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Confirm
        isOpen={removing !== null}
        loading={busy}
        title={translate('app.goals.key_results.title')}
        content={translate('app.goals.key_results.delete_confirm', { name: removing?.name ?? '' })}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
