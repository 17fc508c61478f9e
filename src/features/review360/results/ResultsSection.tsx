import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { ResultsOut } from '../../../api/types.ts';
import { useCompanyApi } from '../../../api/useCompanyApi.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { Section } from '../../forms/sections.tsx';
import { Comments, withComments } from './Comments.tsx';
import { GradesTable } from './GradesTable.tsx';
import { useResultWords, type ResultWords } from './words.ts';

function Results({ data, words }: { data: ResultsOut; words: ResultWords }) {
  if (!data.available) {
    return <Alert severity="info">{words.t(data.reason === 'not_yet' ? 'not_yet' : 'collecting')}</Alert>;
  }
  const graded = data.questions.filter((question) => question.kind === 'value' || question.kind === 'grade');
  const written = withComments(data.questions);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {graded.length ? (
        <Box>
          <GradesTable data={data} questions={graded} words={words} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {`${words.t('overall')}: ${words.t('overall_hint')}.`}
          </Typography>
        </Box>
      ) : null}
      {written.length ? <Comments questions={written} words={words} /> : null}
    </Box>
  );
}

/**
 * "Обратная связь 360" on a form: the person's 360 by reviewer group as the server lets the caller read it, or
 * why there is nothing yet. Hidden when the period has no 360.
 */
export function ResultsSection({ formId }: { formId: number }) {
  const words = useResultWords();
  const { api, companyId } = useCompanyApi();
  const query = useQuery({
    queryKey: queryKeys.review360.results(companyId, formId),
    queryFn: () => api.getReview360Results(formId),
  });
  if (query.data?.reason === 'not_enabled') return null;
  return (
    <Section
      title={words.t('title')}
      note={query.data?.available ? words.t('threshold', { threshold: query.data.anonymity_threshold }) : undefined}
    >
      <QueryState query={query}>{(data) => <Results data={data} words={words} />}</QueryState>
    </Section>
  );
}
