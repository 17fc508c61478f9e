import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { scalar } from './fieldDrafts.ts';
import { FIELD_LABELS, GRADE_FIELDS, gradeKey, type GradeScale } from './fieldWords.ts';
import type { Saver } from './useItemSaver.ts';

function useDescribe(scale: GradeScale) {
  const translate = useTranslate();
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '')
      return translate(GRADE_FIELDS.has(field) ? 'app.form.no_grade' : 'app.form.empty');
    const text = scalar(value);
    if (GRADE_FIELDS.has(field)) return `${text} — ${translate(gradeKey(field, scale, text))}`;
    if (field === 'decision') return translate(`app.form.hipo.${text}`);
    if (field === 'agreement') return translate(`app.form.agree.${text}`);
    return translate('app.form.quoted', { text });
  };
}

/** How an item other than the spec's names its fields and their values (a template answer's). */
export type ConflictWords = { label: (field: string) => string; describe: (field: string, value: unknown) => string };

/** Someone else changed the item: show what the server has now, keep ours, let the person choose. */
export function ConflictNotice({
  saver,
  scale = 'values',
  words,
}: {
  saver: Saver;
  scale?: GradeScale;
  words?: ConflictWords;
}) {
  const translate = useTranslate();
  const describeField = useDescribe(scale);
  if (!saver.conflict) return null;
  const describe = words?.describe ?? describeField;
  const label = words?.label ?? ((field: string) => translate(FIELD_LABELS[field] ?? field));
  const { current, pending, queued } = saver.conflict;
  const named = (field: string, value: unknown) => `${label(field)}: ${describe(field, value)}`;
  const theirs = Object.keys(pending)
    .map((field) => named(field, current[field]))
    .join('; ');
  const waiting = Object.keys(queued).map((field) => {
    const mine = named(field, queued[field]);
    // What the server holds for it now is in sight before the person chooses: nothing goes over it unseen.
    return field in current && scalar(current[field]) !== scalar(queued[field])
      ? translate('app.form.on_server', { mine, theirs: describe(field, current[field]) })
      : mine;
  });
  return (
    <Alert severity="warning" role="alert">
      {translate('app.form.conflict', { theirs })}
      {waiting.length > 0 ? ` ${translate('app.form.conflict_queued', { mine: waiting.join('; ') })}` : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button size="small" color="inherit" variant="outlined" onClick={() => void saver.keepMine()}>
          {translate('app.form.use_mine')}
        </Button>
        <Button size="small" color="inherit" onClick={() => void saver.takeTheirs()}>
          {translate('app.form.take_theirs')}
        </Button>
      </Box>
    </Alert>
  );
}
