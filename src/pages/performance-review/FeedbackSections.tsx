import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FormDetail } from './api.ts';
import { AutoText, ConflictNotice, GradeSelect, SaveState } from './fields.tsx';
import { Section, type Editable } from './sections.tsx';
import { useItemSaver } from './useItemSaver.ts';

const key = (form: FormDetail, part: string) => `perf-review.draft.${form.id}.${part}`;

export function OverallSection({ form, edit }: { form: FormDetail; edit: Editable }) {
  const translate = useTranslate();
  const grades = form.manager_grades;
  const saver = useItemSaver({ path: `assessment_forms/items/manager_grades_update/${grades?.id ?? 0}/`, version: grades?.version ?? 1 });
  if (!grades) return null;
  return (
    <Section title={translate('app.form.overall')}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <GradeSelect label={translate('app.form.overall_grade')} value={grades.overall_grade} disabled={!edit.manager} onChange={(g) => void saver.save({ overall_grade: g })} />
        <SaveState saver={saver} />
      </Box>
      <AutoText label={translate('app.form.final_comment')} value={grades.final_comment} disabled={!edit.manager} draftKey={key(form, 'final_comment')} onSave={(t) => saver.save({ final_comment: t })} />
      <ConflictNotice saver={saver} describe={(c) => `${c.overall_grade ?? '—'} · ${c.final_comment ?? ''}`} />
    </Section>
  );
}

export function ManagerFeedbackSection({ form, edit }: { form: FormDetail; edit: Editable }) {
  const translate = useTranslate();
  const fb = form.manager_feedback;
  const saver = useItemSaver({ path: `assessment_forms/items/manager_feedbacks/${fb?.id ?? 0}/`, version: fb?.version ?? 1 });
  if (!fb || (!edit.managerFeedback && !fb.strengths && !fb.growth_areas && !fb.recommendation)) return null;
  return (
    <Section title={translate('app.form.manager_feedback')}>
      <Box>
        <SaveState saver={saver} />
      </Box>
      {(['strengths', 'growth_areas', 'recommendation'] as const).map((field) => (
        <AutoText key={field} label={translate(`app.form.${field}`)} value={fb[field]} disabled={!edit.managerFeedback} draftKey={key(form, field)} onSave={(t) => saver.save({ [field]: t })} />
      ))}
      <ConflictNotice saver={saver} describe={(c) => String(c.strengths ?? '')} />
    </Section>
  );
}

export function ParticipantFeedbackSection({ form, edit }: { form: FormDetail; edit: Editable }) {
  const translate = useTranslate();
  const pf = form.participant_feedback;
  const saver = useItemSaver({ path: `assessment_forms/items/participant_feedbacks/${pf?.id ?? 0}/`, version: pf?.version ?? 1 });
  if (!pf || form.stage === 'SELF' || form.stage === 'MANAGER') return null;
  return (
    <Section title={translate('app.form.participant_feedback')}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField select size="small" sx={{ minWidth: 260 }} label={translate('app.form.agreement')} value={pf.agreement ?? ''} disabled={!edit.participant} onChange={(e) => void saver.save({ agreement: e.target.value || null })}>
          <MenuItem value="">—</MenuItem>
          <MenuItem value="AGREE">{translate('app.form.agree.AGREE')}</MenuItem>
          <MenuItem value="DISAGREE">{translate('app.form.agree.DISAGREE')}</MenuItem>
        </TextField>
        <SaveState saver={saver} />
      </Box>
      <AutoText label={translate('app.form.participant_comment')} value={pf.comment} disabled={!edit.participant} draftKey={key(form, 'pf_comment')} onSave={(t) => saver.save({ comment: t })} />
      <AutoText label={translate('app.form.feedback_to_manager')} value={pf.feedback_to_manager} disabled={!edit.participant} draftKey={key(form, 'pf_to_manager')} onSave={(t) => saver.save({ feedback_to_manager: t })} />
      <ConflictNotice saver={saver} describe={(c) => String(c.comment ?? '')} />
    </Section>
  );
}
