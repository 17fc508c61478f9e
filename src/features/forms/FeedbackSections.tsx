import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FormDetailOut as FormDetail } from '../../api/types.ts';
import { CalibratedGrade } from '../calibration/CalibratedGrade.tsx';
import { sourceAnchor } from '../ai/anchors.ts';
import { itemPath } from './api.ts';
import { useDraftKey } from './drafts.ts';
import { ChoiceField, GradeField } from './ChoiceField.tsx';
import { AutoText } from './AutoText.tsx';
import { ConflictNotice } from './ConflictNotice.tsx';
import { SaveState } from './SaveState.tsx';
import { Section, type Editable } from './sections.tsx';
import { useItemSaver } from './useItemSaver.ts';

/** The reviewer's overall grade and final comment (MANAGER stage); the employee reads them from FEEDBACK. */
export function OverallSection({ form, edit }: { form: FormDetail; edit: Editable }) {
  const translate = useTranslate();
  const draftKey = useDraftKey();
  const grades = form.manager_grades;
  const id = grades?.id ?? 0;
  const path = itemPath('manager_grades_update', id);
  const saver = useItemSaver({
    kind: 'manager_grades_update',
    id,
    version: grades?.version ?? 1,
    current: grades ?? undefined,
  });
  if (!grades || (!edit.manager && grades.overall_grade === null && !grades.final_comment)) return null;
  return (
    <Section title={translate('app.form.overall')} action={<SaveState saver={saver} />}>
      <Box>
        <GradeField
          label={translate('app.form.overall_grade')}
          value={grades.overall_grade}
          editable={edit.manager}
          draftKey={draftKey(form.id, path, 'overall_grade')}
          saver={saver}
          field="overall_grade"
        />
      </Box>
      {typeof form.calibrated_grade === 'number' ? (
        <Box>
          <CalibratedGrade grade={form.calibrated_grade} />
        </Box>
      ) : null}
      <AutoText
        label={translate('app.form.final_comment')}
        value={grades.final_comment}
        editable={edit.manager}
        draftKey={draftKey(form.id, path, 'final_comment')}
        saver={saver}
        field="final_comment"
        id={sourceAnchor('feedback', id, 'final_comment')}
      />
      <ConflictNotice saver={saver} />
    </Section>
  );
}

const FEEDBACK_FIELDS = ['strengths', 'growth_areas', 'recommendation'] as const;

/** The reviewer writes it at FEEDBACK; the employee reads it. */
export function ManagerFeedbackSection({ form, edit }: { form: FormDetail; edit: Editable }) {
  const translate = useTranslate();
  const draftKey = useDraftKey();
  const feedback = form.manager_feedback;
  const id = feedback?.id ?? 0;
  const path = itemPath('manager_feedbacks', id);
  const saver = useItemSaver({
    kind: 'manager_feedbacks',
    id,
    version: feedback?.version ?? 1,
    current: feedback ?? undefined,
  });
  if (!feedback || (!edit.managerFeedback && FEEDBACK_FIELDS.every((field) => !feedback[field]))) return null;
  return (
    <Section title={translate('app.form.manager_feedback')} action={<SaveState saver={saver} />}>
      {FEEDBACK_FIELDS.map((field) => (
        <AutoText
          key={field}
          label={translate(`app.form.${field}`)}
          value={feedback[field]}
          editable={edit.managerFeedback}
          draftKey={draftKey(form.id, path, field)}
          saver={saver}
          field={field}
          id={sourceAnchor('feedback', id, field)}
        />
      ))}
      <ConflictNotice saver={saver} />
    </Section>
  );
}

/** The employee's answer at FEEDBACK: agree or not, a comment, feedback to the manager. */
export function ParticipantFeedbackSection({ form, edit }: { form: FormDetail; edit: Editable }) {
  const translate = useTranslate();
  const draftKey = useDraftKey();
  const answer = form.participant_feedback;
  const id = answer?.id ?? 0;
  const path = itemPath('participant_feedbacks', id);
  const saver = useItemSaver({
    kind: 'participant_feedbacks',
    id,
    version: answer?.version ?? 1,
    current: answer ?? undefined,
  });
  if (!answer || form.stage === 'SELF' || form.stage === 'MANAGER') return null;
  if (!edit.participant && !answer.agreement && !answer.comment && !answer.feedback_to_manager) return null;
  const options = (['AGREE', 'DISAGREE'] as const).map((value) => ({
    value,
    label: translate(`app.form.agree.${value}`),
  }));
  return (
    <Section title={translate('app.form.participant_feedback')} action={<SaveState saver={saver} />}>
      <Box>
        <ChoiceField
          label={translate('app.form.agreement')}
          value={answer.agreement}
          options={options}
          emptyLabel={translate('app.form.not_chosen')}
          editable={edit.participant}
          draftKey={draftKey(form.id, path, 'agreement')}
          saver={saver}
          field="agreement"
        />
      </Box>
      <AutoText
        label={translate('app.form.participant_comment')}
        value={answer.comment}
        editable={edit.participant}
        draftKey={draftKey(form.id, path, 'comment')}
        saver={saver}
        field="comment"
        id={sourceAnchor('feedback', id, 'comment')}
      />
      <AutoText
        label={translate('app.form.feedback_to_manager')}
        value={answer.feedback_to_manager}
        editable={edit.participant}
        draftKey={draftKey(form.id, path, 'feedback_to_manager')}
        saver={saver}
        field="feedback_to_manager"
        id={sourceAnchor('feedback', id, 'feedback_to_manager')}
      />
      <ConflictNotice saver={saver} />
    </Section>
  );
}
