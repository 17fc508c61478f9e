import { Box, Card, CardContent, Divider, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { AgreementItem, FormDetail, HipoItem, ValueItem } from './api.ts';
import { AutoText, ConflictNotice, GradeSelect, SaveState } from './fields.tsx';
import { useItemSaver } from './useItemSaver.ts';

export type Editable = { self: boolean; manager: boolean; managerFeedback: boolean; participant: boolean };

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const draft = (form: FormDetail, path: string, field: string) => `perf-review.draft.${form.id}.${path}.${field}`;

/** A value or agreement: the employee's part beside the reviewer's. */
export function GradedRow({ form, item, kind, edit }: { form: FormDetail; item: ValueItem | AgreementItem; kind: 'values' | 'agreements'; edit: Editable }) {
  const translate = useTranslate();
  const selfPath = `assessment_forms/items/${kind}/${item.id}/`;
  const self = useItemSaver({ path: selfPath, version: item.version });
  const mgId = form.manager_grades?.id ?? 0;
  const manager = useItemSaver(
    kind === 'values'
      ? {
          path: `assessment_forms/items/manager_grades_update/${mgId}/`,
          version: item.version,
          build: (p, v) => ({ values: [{ id: item.id, ...p, version: v }] }),
          versionOf: (a) => Number((a.values as { version: number }[])[0].version),
        }
      : { path: selfPath, version: item.version },
  );
  const title = 'name' in item ? item.name : item.title;
  const describe = (c: Record<string, unknown>) => [c.self_grade ?? c.manager_grade ?? '—', c.self_comment ?? c.manager_comment ?? ''].join(' · ');
  const showManager = item.manager_grade !== null || edit.manager || item.manager_comment !== null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid={`${kind}-${item.id}`}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      {item.description ? <Typography variant="body2" color="text.secondary">{item.description}</Typography> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: showManager ? '1fr 1fr' : '1fr' } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <GradeSelect label={translate('app.form.self_grade')} value={item.self_grade} disabled={!edit.self} onChange={(g) => void self.save({ self_grade: g })} />
            <SaveState saver={self} />
          </Box>
          {item.self_comment !== null || edit.self ? (
            <AutoText label={translate('app.form.self_comment')} value={item.self_comment ?? ''} disabled={!edit.self} draftKey={draft(form, selfPath, 'self_comment')} onSave={(t) => self.save({ self_comment: t })} />
          ) : null}
          <ConflictNotice saver={self} describe={describe} />
        </Box>
        {showManager ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <GradeSelect label={translate('app.form.manager_grade')} value={item.manager_grade} disabled={!edit.manager} onChange={(g) => void manager.save({ manager_grade: g })} />
              <SaveState saver={manager} />
            </Box>
            <AutoText label={translate('app.form.manager_comment')} value={item.manager_comment ?? ''} disabled={!edit.manager} draftKey={draft(form, `${selfPath}m`, 'manager_comment')} onSave={(t) => manager.save({ manager_comment: t })} />
            <ConflictNotice saver={manager} describe={describe} />
          </Box>
        ) : null}
      </Box>
      <Divider />
    </Box>
  );
}

export function HipoRow({ form, item, edit }: { form: FormDetail; item: HipoItem; edit: boolean }) {
  const translate = useTranslate();
  const path = `assessment_forms/items/hipo/${item.id}/`;
  const saver = useItemSaver({ path, version: item.version });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField select size="small" sx={{ minWidth: 260 }} label={translate('app.form.hipo_decision')} value={item.decision ?? ''} disabled={!edit} onChange={(e) => void saver.save({ decision: e.target.value || null })}>
          <MenuItem value="">{translate('app.form.no_grade')}</MenuItem>
          <MenuItem value="IS_HIPO">{translate('app.form.hipo.IS_HIPO')}</MenuItem>
          <MenuItem value="IS_NOT_HIPO">{translate('app.form.hipo.IS_NOT_HIPO')}</MenuItem>
        </TextField>
        <SaveState saver={saver} />
      </Box>
      <AutoText label={translate('app.form.comment')} value={item.comment} disabled={!edit} draftKey={draft(form, path, 'comment')} onSave={(t) => saver.save({ comment: t })} minRows={1} />
      <ConflictNotice saver={saver} describe={(c) => String(c.decision ?? '—')} />
    </Box>
  );
}

export function ResultRow({ form, id, text, version, edit, onDelete }: { form: FormDetail; id: number; text: string; version: number; edit: boolean; onDelete: () => void }) {
  const translate = useTranslate();
  const path = `assessment_forms/items/results/${id}/`;
  const saver = useItemSaver({ path, version });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <AutoText label={translate('app.form.result')} value={text} disabled={!edit} draftKey={draft(form, path, 'text')} onSave={(t) => (t.trim() ? saver.save({ text: t }) : Promise.resolve(false))} minRows={1} />
      <SaveState saver={saver} />
      {edit ? (
        <IconButton aria-label={translate('app.form.remove_result')} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      ) : null}
      <ConflictNotice saver={saver} describe={(c) => String(c.text ?? '')} />
    </Box>
  );
}
