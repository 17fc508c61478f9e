import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBasename, useNotify } from 'react-admin';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { useNavigate } from 'react-router-dom';
import { GOAL_STATUSES, type GoalOwnerKind } from '../../../contract/enums.ts';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { GoalOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useFilterOptions } from '../../hooks/useFilterOptions.ts';
import { PAGES, useAccess } from '../../shell/access.ts';
import { useCompany } from '../../shell/sessionContext.tsx';
import { GoalFields, type GoalDraft } from './GoalFields.tsx';
import { KeyResultFields } from './KeyResultFields.tsx';
import { emptyKeyResult, keyResultBody, type KeyResultDraft } from './keyResultDraft.ts';
import { OwnerFields, type Owner } from './OwnerFields.tsx';
import { goalPath } from './paths.ts';

/** A key result refused after its goal was made: the goal stays, the key result's form shows why. */
class KeyResultFailure extends Error {
  constructor(readonly failure: unknown) {
    super('key_result');
  }
}

const draftOf = (goal: GoalOut | undefined, period: number | null): GoalDraft => ({
  title: goal?.title ?? '',
  description: goal?.description ?? '',
  period: goal?.period ?? period,
  parent: goal?.parent_goal ? { id: goal.parent_goal.id, title: goal.parent_goal.title } : null,
  due_date: goal?.due_date ?? '',
  weight: String(goal?.weight ?? 1),
  visibility: goal?.visibility ?? 'company',
  status: goal?.status ?? 'draft',
});

/** Creates a goal with its key results, or changes a goal's own fields (`goal` given). */
export function GoalDialog({ goal, onClose }: { goal?: GoalOut; onClose: () => void }) {
  const translate = useGoalsTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const company = useCompany();
  const can = useAccess();
  const options = useFilterOptions();
  const kinds: GoalOwnerKind[] = company.is_admin
    ? ['person', 'department', 'company']
    : can(PAGES.managerDashboard)
      ? ['person', 'department']
      : ['person'];
  const self = company.employee_in_position_id;
  const [draft, setDraft] = useState<GoalDraft>(() => draftOf(goal, options.active?.id ?? null));
  const [owner, setOwner] = useState<Owner>({ kind: 'person', employee: null, department: null });
  const [active, setActive] = useState(false);
  const [keyResults, setKeyResults] = useState<KeyResultDraft[]>(goal ? [] : [emptyKeyResult()]);
  const [created, setCreated] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ error: unknown; keyResult: number | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const messages = failure ? fieldMessages(failure.error) : null;
  const goalErrors = failure?.keyResult === null ? (messages?.fields ?? {}) : {};
  const statuses = goal
    ? GOAL_STATUSES.filter((status) => status !== 'active' || goal.status !== 'draft' || goal.can_approve)
    : null;

  const fields = {
    title: draft.title,
    description: draft.description,
    parent: draft.parent?.id ?? null,
    due_date: draft.due_date || null,
    weight: Number(draft.weight) || 1,
    visibility: draft.visibility,
  };

  async function createAll(): Promise<number> {
    let id = created;
    if (id === null) {
      const ownerFields =
        owner.kind === 'person'
          ? { employee: kinds.length > 1 ? owner.employee?.id : (self ?? undefined) }
          : owner.kind === 'department'
            ? { department: owner.department ?? undefined }
            : {};
      const goalOut = await api.createGoal({
        ...fields,
        ...ownerFields,
        owner_kind: owner.kind,
        period: draft.period ?? options.active?.id ?? 0,
        status: active ? 'active' : 'draft',
      });
      id = goalOut.id;
      setCreated(id);
    }
    for (let index = 0; index < keyResults.length; index++) {
      try {
        await api.createKeyResult(id, keyResultBody(keyResults[index]));
      } catch (error) {
        // The ones made already leave the form: a retry sends only the rest.
        setKeyResults(keyResults.slice(index));
        throw new KeyResultFailure(error);
      }
    }
    return id;
  }

  async function submit() {
    setSaving(true);
    setFailure(null);
    try {
      if (goal) {
        const saved = await api.updateGoal(goal.id, {
          ...fields,
          period: draft.period ?? goal.period,
          status: draft.status === goal.status ? undefined : draft.status,
          version: goal.version,
        });
        queryClient.setQueryData(queryKeys.goals.goal(companyId, goal.id), saved);
        notify(translate('app.goals.form.saved'), { type: 'success' });
      } else {
        const id = await createAll();
        notify(translate('app.goals.form.created'), { type: 'success' });
        void navigate(goalPath(basename, id));
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.goals.lists(companyId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goals.trees(companyId) });
      onClose();
    } catch (error) {
      setFailure(
        error instanceof KeyResultFailure ? { error: error.failure, keyResult: 0 } : { error, keyResult: null },
      );
    } finally {
      setSaving(false);
    }
  }

  const rootMessage = failure ? (messages ? messages.root : errorText(failure.error)) : null;
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="goal-dialog-title">
      <DialogTitle id="goal-dialog-title">
        {translate(`app.goals.form.${goal ? 'edit_title' : 'create_title'}`)}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {rootMessage ? <Alert severity="error">{rootMessage}</Alert> : null}
          {goal || created !== null ? null : (
            <OwnerFields
              owner={owner}
              onChange={setOwner}
              kinds={kinds}
              departments={options.departments ?? []}
              errors={goalErrors}
            />
          )}
          {created === null ? (
            <GoalFields
              draft={{ ...draft, period: draft.period ?? options.active?.id ?? null }}
              onChange={setDraft}
              periods={options.periods}
              statuses={statuses}
              goalId={goal?.id ?? null}
              errors={goalErrors}
            />
          ) : null}
          {!goal && created === null && kinds.length > 1 ? (
            <FormControlLabel
              control={<Checkbox checked={active} onChange={(event) => setActive(event.target.checked)} />}
              label={translate('app.goals.form.create_active')}
            />
          ) : null}
          {goal ? null : (
            <>
              <Typography variant="subtitle1" component="h2">
                {translate('app.goals.key_results.title')}
              </Typography>
              {keyResults.map((keyResult, index) => (
                <Box key={index} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                  <KeyResultFields
                    idPrefix={`new-kr-${String(index)}`}
                    draft={keyResult}
                    onChange={(next) => setKeyResults(keyResults.map((kr, i) => (i === index ? next : kr)))}
                    errors={failure?.keyResult === index ? (messages?.fields ?? {}) : {}}
                  />
                  <Button size="small" onClick={() => setKeyResults(keyResults.filter((_kr, i) => i !== index))}>
                    {translate('app.goals.key_results.remove')}
                  </Button>
                </Box>
              ))}
              <Button startIcon={<AddIcon />} onClick={() => setKeyResults([...keyResults, emptyKeyResult()])}>
                {translate('app.goals.key_results.add')}
              </Button>
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.goals.form.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          {translate('app.goals.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
