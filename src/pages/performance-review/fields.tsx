import { Alert, Box, Button, Chip, MenuItem, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { useItemSaver } from './useItemSaver.ts';

type Saver = ReturnType<typeof useItemSaver>;

export function SaveState({ saver }: { saver: Saver }) {
  const translate = useTranslate();
  if (saver.status === 'idle') return null;
  if (saver.status === 'error') {
    return <Chip size="small" color="error" label={translate('app.form.save_error')} onClick={() => void saver.retry()} />;
  }
  if (saver.status === 'conflict') return null;
  return <Chip size="small" variant="outlined" color={saver.status === 'saved' ? 'success' : 'default'} label={translate(`app.form.${saver.status}`)} />;
}

/** Someone else changed the item: show their version, keep ours, let the person choose. */
export function ConflictNotice({ saver, describe }: { saver: Saver; describe: (current: Record<string, unknown>) => string }) {
  const translate = useTranslate();
  if (!saver.conflict) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mt: 1 }}
      action={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" color="inherit" onClick={saver.useMine}>
            {translate('app.form.use_mine')}
          </Button>
          <Button size="small" color="inherit" onClick={saver.takeTheirs}>
            {translate('app.form.take_theirs')}
          </Button>
        </Box>
      }
    >
      {translate('app.form.conflict', { theirs: describe(saver.conflict.current) })}
    </Alert>
  );
}

export const GRADES = [0, 1, 2, 3, 4, 5];

export function GradeSelect({ label, value, disabled, onChange }: { label: string; value: number | null; disabled: boolean; onChange: (grade: number | null) => void }) {
  const translate = useTranslate();
  // Shown at once; the form's data catches up when it is read again after the save.
  const [local, setLocal] = useState(value);
  useEffect(() => setLocal(value), [value]);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={local === null ? '' : String(local)}
      disabled={disabled}
      onChange={(e) => {
        const next = e.target.value === '' ? null : Number(e.target.value);
        setLocal(next);
        onChange(next);
      }}
      sx={{ minWidth: 260 }}
    >
      <MenuItem value="">{translate('app.form.no_grade')}</MenuItem>
      {GRADES.map((g) => (
        <MenuItem key={g} value={String(g)}>
          {g} — {translate(`app.form.grades.${g}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Text that saves itself: after a pause in typing and when the field is left. Until saved, the text
 * is kept in the browser too, so a reload or a failed save loses nothing.
 */
export function AutoText({ label, value, disabled, draftKey, onSave, minRows = 2 }: { label: string; value: string; disabled: boolean; draftKey: string; onSave: (text: string) => Promise<boolean>; minRows?: number }) {
  const [text, setText] = useState(() => localStorage.getItem(draftKey) ?? value);
  const saved = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (localStorage.getItem(draftKey) === null) {
      setText(value);
      saved.current = value;
    }
  }, [value, draftKey]);

  const flush = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next === saved.current) return;
    void onSave(next).then((ok) => {
      if (!ok) return;
      saved.current = next;
      if (localStorage.getItem(draftKey) === next) localStorage.removeItem(draftKey);
    });
  };

  return (
    <TextField
      label={label}
      value={text}
      disabled={disabled}
      multiline
      minRows={minRows}
      fullWidth
      size="small"
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        localStorage.setItem(draftKey, next);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => flush(next), 800);
      }}
      onBlur={() => flush(text)}
    />
  );
}
