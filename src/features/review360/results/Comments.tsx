import { Box, Typography } from '@mui/material';
import type { QuestionResultOut } from '../../../api/types.ts';
import { GROUP_ORDER, type ResultWords } from './words.ts';

/** Questions answered in words: the free-text ones always, the graded ones when they drew comments. */
export function withComments(questions: QuestionResultOut[]): QuestionResultOut[] {
  return questions.filter(
    (question) => question.comments.length > 0 || !(question.kind === 'value' || question.kind === 'grade'),
  );
}

/**
 * A question's comments per reviewer group, without names, in the order the server gives (not when they were
 * written). Only groups that reached the threshold have any.
 */
function QuestionComments({ question, words }: { question: QuestionResultOut; words: ResultWords }) {
  const groups = GROUP_ORDER.map((group) => ({
    group,
    texts: question.comments.filter((comment) => comment.group === group).map((comment) => comment.text),
  })).filter((entry) => entry.texts.length > 0);
  const title = words.question(question);
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {words.t('no_comments')}
        </Typography>
      ) : null}
      {groups.map(({ group, texts }) => (
        <Box key={group} sx={{ mt: 1 }}>
          <Typography variant="body2" component="h5" sx={{ fontWeight: 600 }}>
            {words.group(group)}
          </Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
            {texts.map((text, index) => (
              <Typography key={index} component="li" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {text}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function Comments({ questions, words }: { questions: QuestionResultOut[]; words: ResultWords }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {words.t('comments_title')}
      </Typography>
      {questions.map((question) => (
        <QuestionComments key={question.id ?? question.order} question={question} words={words} />
      ))}
    </Box>
  );
}
