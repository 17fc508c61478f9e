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
import { useEffect, useRef, useState } from 'react';
import { useBasename, useNotify } from 'react-admin';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { useNavigate } from 'react-router-dom';
import { GOAL_STATUSES, type GoalOwnerKind } from '../../../contract/enums.ts';
import { useCodedText, useErrorText, useFieldMessages } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { GoalOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useChanged, useDiscardGuard } from '../../components/DiscardGuard.tsx';
import { useFilterOptions } from '../../hooks/useFilterOptions.ts';
import { PAGES, useAccess } from '../../shell/access.ts';
import { useCompany } from '../../shell/sessionContext.tsx';
import { FOCUS_GOAL_STATE } from './focus.ts';
import { GoalFields, type GoalDraft } from './GoalFields.tsx';
import { KeyResultFields } from './KeyResultFields.tsx';
import {
  emptyKeyResult,
  keyResultBody,
  keyResultProblems,
  numberOf,
  type DraftProblems,
  type KeyResultDraft,
} from './keyResultDraft.ts';
import { OwnerFields, type Owner } from './OwnerFields.tsx';
import { goalPath } from './paths.ts';

/** The fields named `prefix…` whose values differ between two drafts: their errors go once they are edited. */
function changedFields<T extends object>(before: T, after: T, prefix = ''): string[] {
  return (Object.keys(after) as (keyof T & string)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => `${prefix}${key}`);
}

const without = (errors: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => !names.includes(name)));

/** The errors of one key result of the list, by its own field names. */
const keyResultErrors = (errors: Record<string, string>, index: number) => {
  const prefix = `key_results.${String(index)}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, text]) => [name.slice(prefix.length), text]),
  );
};

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

/** Creates a goal with its key results (its page opens), or changes a goal's own fields (`goal` given, then `onSaved`). */
export function GoalDialog({ goal, onSaved, onClose }: { goal?: GoalOut; onSaved?: () => void; onClose: () => void }) {
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rootMessage, setRootMessage] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ id: string | null; at: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const codedText = useCodedText();
  const dirty = useChanged({ draft, owner, active, keyResults });
  const guard = useDiscardGuard(dirty, onClose);
  const statuses = goal
    ? GOAL_STATUSES.filter((status) => status !== 'active' || goal.status !== 'draft' || goal.can_approve)
    : null;

  // After a failed save the first field in error takes the focus (the browser scrolls to it); a new key result's name
  // takes it when added.
  useEffect(() => {
    if (!focusTarget) return;
    const target = focusTarget.id
      ? document.getElementById(focusTarget.id)
      : content.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, [focusTarget]);

  const weight = numberOf(draft.weight);
  const fields = {
    title: draft.title,
    description: draft.description,
    parent: draft.parent?.id ?? null,
    due_date: draft.due_date || null,
    weight: weight ?? 1,
    visibility: draft.visibility,
  };

  /** Numbers that are none, each worded at its field; empty when the form may go. */
  function problems(): Record<string, string> {
    const found: DraftProblems = Number.isNaN(weight) ? { weight: 'not_a_number' } : {};
    keyResults.forEach((kr, index) => Object.assign(found, keyResultProblems(kr, `key_results.${String(index)}.`)));
    return Object.fromEntries(Object.entries(found).map(([name, code]) => [name, codedText({ code })]));
  }

  function create(): Promise<GoalOut> {
    const ownerFields =
      owner.kind === 'person'
        ? { employee: kinds.length > 1 ? owner.employee?.id : (self ?? undefined) }
        : owner.kind === 'department'
          ? { department: owner.department ?? undefined }
          : {};
    return api.createGoal({
      ...fields,
      ...ownerFields,
      owner_kind: owner.kind,
      period: draft.period ?? options.active?.id ?? 0,
      status: active ? 'active' : 'draft',
      key_results: keyResults.map(keyResultBody),
    });
  }

  function fail(next: Record<string, string>, root: string | null) {
    setErrors(next);
    setRootMessage(root);
    setFocusTarget({ id: null, at: (focusTarget?.at ?? 0) + 1 });
  }

  async function submit() {
    const found = problems();
    if (Object.keys(found).length) {
      fail(found, null);
      return;
    }
    setSaving(true);
    setErrors({});
    setRootMessage(null);
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
        onSaved?.();
      } else {
        const made = await create();
        queryClient.setQueryData(queryKeys.goals.goal(companyId, made.id), made);
        notify(translate('app.goals.form.created'), { type: 'success' });
        void navigate(goalPath(basename, made.id), { state: FOCUS_GOAL_STATE });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.goals.lists(companyId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goals.trees(companyId) });
      onClose();
    } catch (error) {
      const messages = fieldMessages(error);
      fail(messages?.fields ?? {}, messages ? messages.root : errorText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={guard.close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="goal-dialog-title"
    >
      <DialogTitle id="goal-dialog-title">
        {translate(`app.goals.form.${goal ? 'edit_title' : 'create_title'}`)}
      </DialogTitle>
      <DialogContent ref={content}>
        {guard.confirmation}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {rootMessage ? <Alert severity="error">{rootMessage}</Alert> : null}
          {goal ? null : (
            <OwnerFields
              owner={owner}
              onChange={(next) => {
                setErrors(without(errors, changedFields(owner, next)));
                setOwner(next);
              }}
              kinds={kinds}
              departments={options.departments ?? []}
              errors={errors}
            />
          )}
          <GoalFields
            draft={{ ...draft, period: draft.period ?? options.active?.id ?? null }}
            onChange={(next) => {
              setErrors(without(errors, changedFields(draft, next)));
              setDraft(next);
            }}
            periods={options.periods}
            statuses={statuses}
            goalId={goal?.id ?? null}
            errors={errors}
          />
          {!goal && kinds.length > 1 ? (
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
                    onChange={(next) => {
                      setErrors(without(errors, changedFields(keyResult, next, `key_results.${String(index)}.`)));
                      setKeyResults(keyResults.map((kr, i) => (i === index ? next : kr)));
                    }}
                    errors={keyResultErrors(errors, index)}
                  />
                  <Button
                    size="small"
                    onClick={() => {
                      setErrors(
                        Object.fromEntries(Object.entries(errors).filter(([n]) => !n.startsWith('key_results.'))),
                      );
                      setKeyResults(keyResults.filter((_kr, i) => i !== index));
                    }}
                  >
                    {translate('app.goals.key_results.remove')}
                  </Button>
                </Box>
              ))}
              <Button
                startIcon={<AddIcon />}
                onClick={() => {
                  setKeyResults([...keyResults, emptyKeyResult()]);
                  setFocusTarget({ id: `new-kr-${String(keyResults.length)}-name`, at: (focusTarget?.at ?? 0) + 1 });
                }}
              >
                {translate('app.goals.key_results.add')}
              </Button>
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={guard.close}>{translate('app.goals.form.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          {translate('app.goals.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
