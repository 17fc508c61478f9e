import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Box, Button, IconButton, MenuItem, Paper, TextField, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TextArea } from '../../../components/TextArea.tsx';
import { REVIEW360_QUESTION_TEXT_MAX } from '../../../../contract/limits.ts';
import { newKey, type DraftQuestion } from './review360Draft.ts';

const T = 'app.review360.settings.questions';

export type ValueOption = { id: number; name: string; active: boolean };

/** What the admin may add: a company value, or a question of their own graded or answered in words. */
const ADDABLE = [
  { kind: 'value', label: 'add_value' },
  { kind: 'grade', label: 'add_grade' },
  { kind: 'text', label: 'add_text' },
] as const;

type Props = {
  questions: DraftQuestion[];
  onChange: (questions: DraftQuestion[]) => void;
  values: ValueOption[];
  /** Messages by `questions.N.value` / `questions.N.text`, and `questions` for the list as a whole. */
  errors: Partial<Record<string, string>>;
  frozen: boolean;
  onDefaults: () => void;
};

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The wording a reader sees: the value's name, the admin's text, or the fixed "continue" / "change". */
function useWording(values: ValueOption[]) {
  const translate = useTranslate();
  return (question: DraftQuestion) => {
    if (question.kind === 'value') return values.find((v) => v.id === question.value)?.name ?? '';
    if (question.kind === 'continue' || question.kind === 'change') return translate(`${T}.${question.kind}_text`);
    return question.text;
  };
}

function QuestionInput({
  question,
  index,
  values,
  errors,
  onEdit,
}: {
  question: DraftQuestion;
  index: number;
  values: ValueOption[];
  errors: Partial<Record<string, string>>;
  onEdit: (changes: Partial<DraftQuestion>) => void;
}) {
  const translate = useTranslate();
  const wording = useWording(values);
  if (question.kind === 'value') {
    const error = errors[`questions.${String(index)}.value`];
    return (
      <TextField
        select
        size="small"
        required
        label={translate(`${T}.value`)}
        value={question.value ?? ''}
        error={Boolean(error)}
        helperText={error}
        onChange={(event) => onEdit({ value: Number(event.target.value) })}
        sx={{ width: { xs: '100%', sm: 360 } }}
      >
        {values
          .filter((v) => v.active || v.id === question.value)
          .map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {v.active ? v.name : translate(`${T}.value_inactive`, { name: v.name })}
            </MenuItem>
          ))}
      </TextField>
    );
  }
  if (question.kind === 'grade' || question.kind === 'text') {
    const error = errors[`questions.${String(index)}.text`];
    return (
      <TextArea
        size="small"
        required
        fullWidth
        minRows={1}
        label={translate(`${T}.text`)}
        value={question.text}
        error={Boolean(error)}
        helperText={error}
        onChange={(event) => onEdit({ text: event.target.value })}
        htmlInput={{ maxLength: REVIEW360_QUESTION_TEXT_MAX }}
      />
    );
  }
  return <Typography>{wording(question)}</Typography>;
}

/** The frozen list: each question as reviewers read it. */
function FrozenQuestions({ questions, values }: { questions: DraftQuestion[]; values: ValueOption[] }) {
  const translate = useTranslate();
  const wording = useWording(values);
  return (
    <Box component="ol" aria-label={translate(`${T}.list`)} sx={{ m: 0, pl: 3 }}>
      {questions.map((question) => (
        <li key={question.key}>
          <Typography>{wording(question)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${T}.kinds.${question.kind}`)}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/**
 * The period's 360 questions in the order reviewers answer them: added, removed, moved, or back to the
 * defaults; read-only, with the reason, once requests went out.
 */
export function Review360Questions({ questions, onChange, values, errors, frozen, onDefaults }: Props) {
  const translate = useTranslate();
  const edit = (index: number, changes: Partial<DraftQuestion>) =>
    onChange(questions.map((q, i) => (i === index ? { ...q, ...changes } : q)));
  const add = (kind: DraftQuestion['kind']) => onChange([...questions, { key: newKey(), kind, value: null, text: '' }]);
  return (
    <Box component="section" aria-labelledby="review360-questions" sx={{ mt: 3 }}>
      <Typography id="review360-questions" variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        {translate(`${T}.title`)}
      </Typography>
      {frozen ? (
        <>
          <Alert severity="info" sx={{ my: 1 }}>
            {translate(`${T}.frozen`)}
          </Alert>
          <FrozenQuestions questions={questions} values={values} />
        </>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${T}.intro`)}
          </Typography>
          {errors.questions ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {errors.questions}
            </Alert>
          ) : null}
          {questions.length ? null : <Alert severity="warning">{translate(`${T}.empty`)}</Alert>}
          <Box component="ol" aria-label={translate(`${T}.list`)} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {questions.map((question, index) => {
              const n = index + 1;
              return (
                <Paper
                  key={question.key}
                  component="li"
                  variant="outlined"
                  aria-label={translate(`${T}.number`, { n })}
                  sx={{ p: 1.5, mb: 1, display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
                >
                  <Box sx={{ flex: '1 1 280px', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
                    <Typography variant="body2" color="text.secondary">
                      {`${String(n)}. ${translate(`${T}.kinds.${question.kind}`)}`}
                    </Typography>
                    <QuestionInput
                      question={question}
                      index={index}
                      values={values}
                      errors={errors}
                      onEdit={(changes) => edit(index, changes)}
                    />
                  </Box>
                  <Box sx={{ display: 'flex' }}>
                    <Tooltip title={translate(`${T}.move_up`, { n })}>
                      <span>
                        <IconButton
                          aria-label={translate(`${T}.move_up`, { n })}
                          disabled={index === 0}
                          onClick={() => onChange(move(questions, index, index - 1))}
                        >
                          <ArrowUpwardIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={translate(`${T}.move_down`, { n })}>
                      <span>
                        <IconButton
                          aria-label={translate(`${T}.move_down`, { n })}
                          disabled={index === questions.length - 1}
                          onClick={() => onChange(move(questions, index, index + 1))}
                        >
                          <ArrowDownwardIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={translate(`${T}.remove`, { n })}>
                      <IconButton
                        aria-label={translate(`${T}.remove`, { n })}
                        onClick={() => onChange(questions.filter((_, i) => i !== index))}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </Box>
                </Paper>
              );
            })}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
            {ADDABLE.map(({ kind, label }) => (
              <Button key={kind} size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => add(kind)}>
                {translate(`${T}.${label}`)}
              </Button>
            ))}
            <Button size="small" startIcon={<RestoreIcon />} onClick={onDefaults} aria-describedby="review360-defaults">
              {translate(`${T}.defaults`)}
            </Button>
          </Box>
          <Typography id="review360-defaults" variant="caption" color="text.secondary">
            {translate(`${T}.defaults_help`)}
          </Typography>
        </>
      )}
    </Box>
  );
}
