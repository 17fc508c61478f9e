import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Checkbox, FormControlLabel, IconButton, Stack, TextField, Typography } from '@mui/material';
import { QUESTION_TYPES, type QuestionType, type TemplateQuestion } from '../../../../contract/templates.ts';
import { Choice } from './Choice.tsx';
import { ScalePicker } from './Pickers.tsx';
import { useBuilderTranslate } from './useBuilderTranslate.ts';

type Props = {
  questions: TemplateQuestion[];
  /** An optional section asks for none of its questions, whatever each one says. */
  sectionRequired: boolean;
  readOnly: boolean;
  onChange: (questions: TemplateQuestion[]) => void;
};

/** Options as the admin types them: one a line, "Russian | English". */
const optionsText = (q: TemplateQuestion) => (q.options ?? []).map((o) => `${o.label.ru} | ${o.label.en}`).join('\n');
function parseOptions(text: string): TemplateQuestion['options'] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      const [ru = '', en = ''] = line.split('|').map((part) => part.trim());
      return { key: `o${i + 1}`, label: { ru, en } };
    });
}

function withType(q: TemplateQuestion, type: QuestionType): TemplateQuestion {
  const out: TemplateQuestion = { ...q, type };
  if (type !== 'choice') delete out.options;
  else out.options ??= [];
  if (type !== 'rating') delete out.scaleId;
  return out;
}

/** A questions section's questions: type, text in both languages, required, a rating's scale and a choice's options. */
export function QuestionsEditor({ questions, sectionRequired, readOnly, onChange }: Props) {
  const translate = useBuilderTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.template_builder.question.${key}`, options);
  const update = (i: number, q: TemplateQuestion) => onChange(questions.map((x, j) => (j === i ? q : x)));
  const nextKey = () => {
    let n = questions.length + 1;
    while (questions.some((q) => q.key === `q${n}`)) n += 1;
    return `q${n}`;
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('title')}
      </Typography>
      {sectionRequired ? null : (
        <Typography variant="body2" color="text.secondary">
          {t('section_optional')}
        </Typography>
      )}
      {questions.map((q, i) => (
        <Stack
          key={q.key}
          role="group"
          aria-label={t('group', { n: i + 1 })}
          spacing={1}
          sx={{ my: 1, pl: 1, borderLeft: 2, borderColor: 'divider' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Choice
              label={t('type')}
              value={q.type}
              choices={QUESTION_TYPES}
              labelOf={(type) => t(`types.${type}`)}
              disabled={readOnly}
              onChange={(type) => update(i, withType(q, type))}
            />
            {readOnly ? null : (
              <IconButton
                aria-label={t('remove', { n: i + 1 })}
                onClick={() => onChange(questions.filter((_, j) => j !== i))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
          {(['ru', 'en'] as const).map((lang) => (
            <TextField
              key={lang}
              size="small"
              label={t(`text_${lang}`)}
              value={q.text[lang]}
              disabled={readOnly}
              onChange={(e) => update(i, { ...q, text: { ...q.text, [lang]: e.target.value } })}
            />
          ))}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={q.required}
                  disabled={readOnly}
                  onChange={(e) => update(i, { ...q, required: e.target.checked })}
                />
              }
              label={t('required', { n: i + 1 })}
            />
            {q.type === 'rating' ? (
              <ScalePicker
                label={t('scale', { n: i + 1 })}
                none={t('scale_of_section')}
                value={q.scaleId}
                disabled={readOnly}
                onChange={(scaleId) => {
                  const next: TemplateQuestion = { ...q, scaleId };
                  if (scaleId === undefined) delete next.scaleId;
                  update(i, next);
                }}
              />
            ) : null}
          </Stack>
          {q.type === 'choice' ? (
            <TextField
              multiline
              minRows={2}
              size="small"
              label={t('options')}
              defaultValue={optionsText(q)}
              disabled={readOnly}
              onBlur={(e) => update(i, { ...q, options: parseOptions(e.target.value) })}
            />
          ) : null}
        </Stack>
      ))}
      {readOnly ? null : (
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            onChange([...questions, { key: nextKey(), type: 'text', text: { ru: '', en: '' }, required: true }])
          }
        >
          {t('add')}
        </Button>
      )}
    </Box>
  );
}
