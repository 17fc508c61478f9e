import {
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { TextArea } from '../../../components/TextArea.tsx';
import { LONG_TEXT_MAX } from '../../../../contract/limits.ts';
import { GRADED_KINDS, type Answer, type Question, type QuestionErrors } from './answers.ts';

const GRADES = [0, 1, 2, 3, 4, 5];

/** What a question asks: a value's name, the web's own wording of "continue" and "change", or the admin's text. */
export function useQuestionTitle(): (question: Question) => string {
  const translate = useTranslate();
  return (question) => {
    if (question.kind === 'value') return question.value_name ?? '';
    if (question.kind === 'continue' || question.kind === 'change')
      return translate(`app.review360.answer.question.${question.kind}`);
    return question.text;
  };
}

type Props = {
  question: Question;
  answer: Answer;
  errors: QuestionErrors[number] | undefined;
  disabled: boolean;
  onChange: (answer: Answer) => void;
};

/** One question of a request: a 0..5 grade as a radio group for graded ones, and a comment or answer. */
export function QuestionField({ question, answer, errors, disabled, onChange }: Props) {
  const translate = useTranslate();
  const title = useQuestionTitle()(question);
  const graded = GRADED_KINDS.has(question.kind);
  const base = `question-${question.id}`;
  const textLabel = translate(
    graded ? 'app.review360.answer.question.comment' : 'app.review360.answer.question.answer',
  );
  const textName = translate(
    graded ? 'app.review360.answer.question.comment_of' : 'app.review360.answer.question.answer_of',
    { subject: title },
  );
  const gradeError = errors?.grade ?? null;
  const textError = errors?.comment ?? errors?.question ?? null;
  return (
    <Card component="section" id={base} tabIndex={-1} aria-labelledby={`${base}-title`} sx={{ outline: 'none' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id={`${base}-title`} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {question.kind === 'value' && question.value_description ? (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {question.value_description}
          </Typography>
        ) : null}
        {graded ? (
          <FormControl component="fieldset" error={gradeError !== null} required disabled={disabled}>
            <FormLabel component="legend">{translate('app.review360.answer.question.grade')}</FormLabel>
            <RadioGroup
              row
              name={`${base}-grade`}
              aria-label={translate('app.review360.answer.question.grade_of', { subject: title })}
              aria-describedby={gradeError ? `${base}-grade-error` : undefined}
              aria-invalid={gradeError ? true : undefined}
              value={answer.grade === null ? '' : String(answer.grade)}
              onChange={(event) => onChange({ ...answer, grade: Number(event.target.value) })}
            >
              {GRADES.map((grade) => (
                <FormControlLabel
                  key={grade}
                  value={String(grade)}
                  control={<Radio />}
                  label={`${grade} — ${translate(`app.form.grades.${grade}`)}`}
                />
              ))}
            </RadioGroup>
            {gradeError ? <FormHelperText id={`${base}-grade-error`}>{gradeError}</FormHelperText> : null}
          </FormControl>
        ) : null}
        <TextArea
          label={textLabel}
          value={answer.comment}
          minRows={graded ? 2 : 3}
          fullWidth
          disabled={disabled}
          error={textError !== null}
          helperText={textError}
          onChange={(event) => onChange({ ...answer, comment: event.target.value })}
          htmlInput={{ maxLength: LONG_TEXT_MAX, 'aria-label': textName }}
        />
      </CardContent>
    </Card>
  );
}
