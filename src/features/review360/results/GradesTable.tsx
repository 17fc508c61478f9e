import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { Review360Group } from '../../../../contract/enums.ts';
import type { GroupFigureOut, QuestionResultOut, ResultsOut } from '../../../api/types.ts';
import { srOnly } from '../../analytics/Figure.tsx';
import { GROUP_ORDER, type ResultWords } from './words.ts';

/** Small bars of how many gave each grade 0..5; the same counts are read out as text. */
function Distribution({ counts, words }: { counts: number[]; words: ResultWords }) {
  const most = Math.max(1, ...counts);
  const text = counts.map((count, grade) => words.t('grade_count', { grade, count })).join(', ');
  return (
    <>
      <Box aria-hidden="true" sx={{ display: 'inline-flex', alignItems: 'flex-end', gap: '2px', height: 16, ml: 1 }}>
        {counts.map((count, grade) => (
          <Box
            key={grade}
            title={words.t('grade_count', { grade, count })}
            sx={{
              width: 5,
              height: `${Math.max(1, (count / most) * 16)}px`,
              bgcolor: count ? 'primary.main' : 'divider',
            }}
          />
        ))}
      </Box>
      <Box component="span" sx={srOnly}>
        {` (${words.t('distribution', { grades: text })})`}
      </Box>
    </>
  );
}

/** One group's figure: the mean of a group that reached the threshold, else words and never a number. */
function GroupCell({ figure, words }: { figure: GroupFigureOut | undefined; words: ResultWords }) {
  if (figure?.shown && figure.mean !== null) {
    return (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {words.mean(figure.mean)}
        {figure.group !== 'self' && figure.distribution ? (
          <Distribution counts={figure.distribution} words={words} />
        ) : null}
      </Box>
    );
  }
  if (figure?.group === 'self' || !figure) {
    return (
      <>
        <span aria-hidden="true">{words.t('no_self')}</span>
        <Box component="span" sx={srOnly}>
          {words.t('no_self_label')}
        </Box>
      </>
    );
  }
  return (
    <Typography component="span" variant="body2" color="text.secondary" data-hidden-group="true">
      {words.t('hidden')}
    </Typography>
  );
}

/** A column's heading: the group, and how many answered where the group is shown. */
function GroupHead({ group, data, words }: { group: Review360Group; data: ResultsOut; words: ResultWords }) {
  const shown = data.groups.find((item) => item.group === group);
  return (
    <>
      {words.group(group)}
      {shown?.shown && shown.count !== null ? (
        <Typography component="span" variant="caption" sx={{ display: 'block' }} color="text.secondary">
          {words.t('answers', { smart_count: shown.count })}
        </Typography>
      ) : null}
    </>
  );
}

/** The graded questions (each company value, then the period's own grade questions) by group, and the 360 mean. */
export function GradesTable({
  data,
  questions,
  words,
}: {
  data: ResultsOut;
  questions: QuestionResultOut[];
  words: ResultWords;
}) {
  const label = words.t('grades_title');
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={words.t('table_label', { title: label })}
      sx={{ overflowX: 'auto', contain: 'inline-size' }}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ verticalAlign: 'bottom' }}>{words.t('question')}</TableCell>
            {GROUP_ORDER.map((group) => (
              <TableCell key={group} align="right" sx={{ verticalAlign: 'bottom' }}>
                <GroupHead group={group} data={data} words={words} />
              </TableCell>
            ))}
            <TableCell align="right" sx={{ verticalAlign: 'bottom' }}>
              {words.t('overall')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {questions.map((question) => (
            <TableRow key={question.id ?? question.order}>
              <TableCell component="th" scope="row" sx={{ minWidth: 140, maxWidth: 280 }}>
                {words.question(question)}
              </TableCell>
              {GROUP_ORDER.map((group) => (
                <TableCell key={group} align="right">
                  <GroupCell figure={question.groups.find((figure) => figure.group === group)} words={words} />
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {words.mean(question.mean)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
