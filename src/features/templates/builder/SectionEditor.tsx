import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STAGES } from '../../../../contract/enums.ts';
import {
  ANSWERED_BY,
  GRADED_SECTION_KINDS,
  SECTION_KINDS,
  type SectionKind,
  type TemplateSection,
} from '../../../../contract/templates.ts';
import { Choice } from './Choice.tsx';
import { CompetencyPicker, ScalePicker } from './Pickers.tsx';
import { QuestionsEditor } from './QuestionsEditor.tsx';
import { withKind } from './sections.ts';
import { useBuilderTranslate } from './useBuilderTranslate.ts';

type Props = { section: TemplateSection; readOnly: boolean; onChange: (section: TemplateSection) => void };

const GRADED: readonly SectionKind[] = GRADED_SECTION_KINDS;

/** One section's settings: kind, titles, who answers, from which stage each side sees the other, weight, scale. */
export function SectionEditor({ section, readOnly, onChange }: Props) {
  const translate = useBuilderTranslate();
  const appTranslate = useTranslate();
  const t = (key: string) => translate(`app.template_builder.section.${key}`);
  const set = (patch: Partial<TemplateSection>) => onChange({ ...section, ...patch });
  const graded = GRADED.includes(section.kind);
  const stageSelect = (side: keyof TemplateSection['visibility'], label: string) => (
    <Choice
      label={label}
      value={section.visibility[side]}
      choices={STAGES}
      labelOf={(stage) => appTranslate(`app.stages.${stage}`)}
      disabled={readOnly}
      onChange={(stage) => set({ visibility: { ...section.visibility, [side]: stage } })}
    />
  );

  return (
    <Stack spacing={2}>
      <Choice
        label={t('kind')}
        value={section.kind}
        choices={SECTION_KINDS}
        labelOf={(kind) => t(`kinds.${kind}`)}
        disabled={readOnly}
        onChange={(kind) => onChange(withKind(section, kind))}
      />
      {(['ru', 'en'] as const).map((lang) => (
        <TextField
          key={lang}
          size="small"
          label={t(`title_${lang}`)}
          value={section.title[lang]}
          disabled={readOnly}
          onChange={(e) => set({ title: { ...section.title, [lang]: e.target.value } })}
        />
      ))}
      <Choice
        label={t('answered_by')}
        value={section.answeredBy}
        choices={ANSWERED_BY}
        labelOf={(who) => t(`answerers.${who}`)}
        disabled={readOnly}
        onChange={(answeredBy) => set({ answeredBy })}
      />
      {stageSelect('reviewerSeesEmployeeFrom', t('reviewer_sees'))}
      {stageSelect('employeeSeesReviewerFrom', t('employee_sees'))}
      <FormControlLabel
        control={
          <Checkbox
            checked={section.required}
            disabled={readOnly}
            onChange={(e) => set({ required: e.target.checked })}
          />
        }
        label={t('required')}
      />
      {graded ? (
        <Stack direction="row" spacing={2}>
          <TextField
            size="small"
            type="number"
            label={t('weight')}
            value={section.weight}
            disabled={readOnly}
            onChange={(e) => set({ weight: Number(e.target.value) || 0 })}
          />
          <ScalePicker
            label={t('scale')}
            none={t('scale_default')}
            value={section.scaleId}
            disabled={readOnly}
            onChange={(scaleId) => set({ scaleId })}
          />
        </Stack>
      ) : null}
      {section.kind === 'competencies' ? (
        <CompetencyPicker
          label={t('competencies')}
          value={section.competencyIds ?? []}
          disabled={readOnly}
          onChange={(competencyIds) => set({ competencyIds })}
        />
      ) : null}
      {section.kind === 'questions' ? (
        <QuestionsEditor
          questions={section.questions ?? []}
          sectionRequired={section.required}
          readOnly={readOnly}
          onChange={(questions) => set({ questions })}
        />
      ) : null}
    </Stack>
  );
}
