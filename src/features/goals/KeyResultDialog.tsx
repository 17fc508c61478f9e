import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useGoalsTranslate } from './useGoalsTranslate.ts';
import { useCodedText, useErrorText, useFieldMessages } from '../../api/errors.ts';
import type { GoalOut, KeyResultOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useChanged, useDiscardGuard } from '../../components/DiscardGuard.tsx';
import { KeyResultFields } from './KeyResultFields.tsx';
import { draftOf, emptyKeyResult, keyResultBody, keyResultProblems } from './keyResultDraft.ts';

/** Adds a key result to a goal, or changes one (`keyResult` given); the answer is the whole goal. */
export function KeyResultDialog({
  goal,
  keyResult,
  onSaved,
  onClose,
}: {
  goal: GoalOut;
  keyResult: KeyResultOut | null;
  onSaved: (goal: GoalOut) => void;
  onClose: () => void;
}) {
  const translate = useGoalsTranslate();
  const { api } = useCompanyApi();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [draft, setDraft] = useState(() => (keyResult ? draftOf(keyResult) : emptyKeyResult()));
  const [error, setError] = useState<unknown>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const codedText = useCodedText();
  const messages = error === null ? null : fieldMessages(error);
  const guard = useDiscardGuard(useChanged(draft), onClose);
  const submit = async () => {
    const found = keyResultProblems(draft, '', keyResult !== null);
    setTyped(Object.fromEntries(Object.entries(found).map(([name, code]) => [name, codedText({ code })])));
    if (Object.keys(found).length) return;
    setSaving(true);
    setError(null);
    try {
      const body = keyResultBody(draft);
      const saved = keyResult
        ? await api.updateKeyResult(goal.id, keyResult.id, { ...body, version: keyResult.version })
        : await api.createKeyResult(goal.id, body);
      onSaved(saved);
      onClose();
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };
  const title = keyResult
    ? translate('app.goals.key_results.edit', { name: keyResult.name })
    : translate('app.goals.key_results.add');
  const root = error === null ? null : messages ? messages.root : errorText(error);
  return (
    <Dialog
      open
      onClose={guard.close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="kr-dialog-title"
    >
      <DialogTitle id="kr-dialog-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {guard.confirmation}
        {root ? <Alert severity="error">{root}</Alert> : null}
        <KeyResultFields
          idPrefix="kr"
          draft={draft}
          onChange={(next) => {
            setTyped({});
            setError(null);
            setDraft(next);
          }}
          errors={{ ...messages?.fields, ...typed }}
          showCurrent={keyResult !== null}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={guard.close}>{translate('app.goals.form.cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void submit()}>
          {translate('app.goals.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
