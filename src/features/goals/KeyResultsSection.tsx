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

/** What a key result stands at: a metric's start → current → target with its unit, a milestone done or not. */
export function useKeyResultLine(): (kr: KeyResultOut) => string {
  const translate = useGoalsTranslate();
  const format = useFormatNumber();
  return (kr) =>
    kr.kind === 'milestone'
      ? translate(`app.goals.key_results.${kr.done ? 'done' : 'not_done'}`)
      : translate('app.goals.key_results.metric_line', {
          start: format(kr.start_value),
          current: format(kr.current_value),
          target: format(kr.target_value),
          unit: kr.unit,
        }).trim();
}

/** A goal's key results, each with its progress; added, changed and removed where the caller may edit the goal. */
export function KeyResultsSection({ goal, onChange }: { goal: GoalOut; onChange: (goal: GoalOut) => void }) {
  const translate = useGoalsTranslate();
  const line = useKeyResultLine();
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
            <ListItem key={kr.id} disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
                  {kr.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {line(kr)}
                </Typography>
              </Box>
              <Box sx={{ flex: '0 1 240px' }}>
                <GoalProgress progress={kr.progress} />
              </Box>
              {goal.can_edit ? (
                <Box>
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
