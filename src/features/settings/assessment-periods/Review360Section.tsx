import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { codeOf, statusOf, useCodedText, useErrorText, useFieldMessages } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { CatalogueOut, PeriodOut, Review360SettingsOut, Review360SettingsPut } from '../../../api/types.ts';
import { useCompanyApi } from '../../../api/useCompanyApi.ts';
import { INCOMPLETE_DATE } from '../../../components/DatePickerField.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { ROUTES } from '../../../resources/registry.ts';
import { Review360Fields } from './Review360Fields.tsx';
import { Review360Questions, type ValueOption } from './Review360Questions.tsx';
import {
  badNumbers,
  bodyOf,
  defaultQuestions,
  draftOf,
  NUMBER_FIELDS,
  NUMBER_RANGES,
  type Draft,
} from './review360Draft.ts';

const T = 'app.review360.settings';
/** The fields this section shows a message beside; a message about any other goes above the save button. */
const SHOWN = new Set<string>(['enabled', 'nomination_mode', 'deadline', 'questions', ...NUMBER_FIELDS]);
const QUESTION_FIELD = /^questions\.\d+\.(value|text)$/;

/** The company's values to ask about: the active ones, and any inactive one a saved question still names. */
function useValueOptions(settings: Review360SettingsOut): { options: ValueOption[]; active: number[] } {
  const { data } = useGetList<CatalogueOut>(ROUTES.values, {
    filter: { is_active: true },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'order', order: 'ASC' },
  });
  const active = (data ?? []).map((v): ValueOption => ({ id: v.id, name: v.name, active: true }));
  const named = settings.questions.flatMap((q): ValueOption[] =>
    q.value !== null && q.value_name !== null && !active.some((v) => v.id === q.value)
      ? [{ id: q.value, name: q.value_name, active: false }]
      : [],
  );
  return { options: [...active, ...named], active: active.map((v) => v.id) };
}

/** What the admin typed that the server would refuse, worded as the server would. */
function useDraftProblems(): (draft: Draft) => Record<string, string> {
  const translate = useTranslate();
  const coded = useCodedText();
  return (draft) => {
    const problems: Record<string, string> = {};
    for (const field of badNumbers(draft.numbers)) {
      problems[field] = translate(`${T}.invalid_number`, NUMBER_RANGES[field]);
    }
    const { min_reviewers: min, max_reviewers: max } = draft.numbers;
    if (!problems.min_reviewers && !problems.max_reviewers && Number(min) > Number(max)) {
      problems.min_reviewers = coded({ code: 'review360_min_above_max', params: { max: Number(max) } });
    }
    if (draft.deadline === INCOMPLETE_DATE) problems.deadline = translate('app.errors.date_incomplete');
    if (!draft.questions.length) problems.questions = translate(`${T}.questions.empty`);
    draft.questions.forEach((q, i) => {
      if (q.kind === 'value' && q.value === null)
        problems[`questions.${String(i)}.value`] = coded({ code: 'review360_value_required' });
      if ((q.kind === 'grade' || q.kind === 'text') && !q.text.trim())
        problems[`questions.${String(i)}.text`] = coded({ code: 'review360_text_required' });
    });
    return problems;
  };
}

function Review360Form({
  periodId,
  settings,
  onReload,
}: {
  periodId: number;
  settings: Review360SettingsOut;
  onReload: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const client = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const { data: period } = useGetOne<PeriodOut>(ROUTES.assessment_periods, { id: periodId });
  const values = useValueOptions(settings);
  const problemsOf = useDraftProblems();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const change = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));

  const save = useMutation({
    mutationFn: (body: Review360SettingsPut) => api.putReview360Settings(periodId, body),
    onSuccess: (saved) => {
      notify(`${T}.saved`, { type: 'info' });
      client.setQueryData(queryKeys.review360.settings(companyId, periodId), saved);
    },
    onError: (error) => {
      const messages = fieldMessages(error);
      if (messages) {
        const shown = Object.entries(messages.fields).filter(([f]) => SHOWN.has(f) || QUESTION_FIELD.test(f));
        const other = Object.entries(messages.fields).filter(([f]) => !SHOWN.has(f) && !QUESTION_FIELD.test(f));
        setErrors(Object.fromEntries(shown));
        const rest = [messages.root, ...other.map(([, text]) => text)].filter(Boolean).join(' ');
        setFailure(rest || null);
        return;
      }
      setErrors({});
      if (statusOf(error) === 409) {
        setConflict(codeOf(error) === 'stale_version' ? translate(`${T}.conflict`) : errorText(error));
        return;
      }
      setFailure(errorText(error));
    },
  });
  const submit = () => {
    setFailure(null);
    setConflict(null);
    const problems = problemsOf(draft);
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate(bodyOf(draft, settings));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {settings.version === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${T}.not_saved_yet`)}
        </Alert>
      ) : null}
      <Review360Fields
        draft={draft}
        onChange={change}
        errors={errors}
        selfDeadline={period?.self_deadline ?? null}
        frozen={settings.questions_frozen}
        released={settings.results_released}
      />
      <Review360Questions
        questions={draft.questions}
        onChange={(questions) => change({ questions })}
        values={values.options}
        errors={errors}
        frozen={settings.questions_frozen}
        onDefaults={() => change({ questions: defaultQuestions(values.active) })}
      />
      {conflict ? (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onReload}>
              {translate(`${T}.reload`)}
            </Button>
          }
        >
          {conflict}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={save.isPending} sx={{ mt: 2 }}>
        {translate(`${T}.save`)}
      </Button>
    </Box>
  );
}

/**
 * "Обратная связь 360" on a period's edit page (admins): its own save, with its own version, beside the
 * period's. Before it was ever saved the server gives the defaults (version 0) and the first save creates it.
 */
export function Review360Section() {
  const translate = useTranslate();
  const { id } = useParams();
  const periodId = Number(id);
  const { api, companyId } = useCompanyApi();
  const [reloads, setReloads] = useState(0);
  const valid = Number.isInteger(periodId) && periodId > 0;
  const settings = useQuery({
    queryKey: queryKeys.review360.settings(companyId, periodId),
    queryFn: () => api.getReview360Settings(periodId),
    enabled: valid,
  });
  if (!valid) return null;
  const reload = () => {
    void settings.refetch().then(() => setReloads((n) => n + 1));
  };
  return (
    <Card component="section" aria-labelledby="review360-settings" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="review360-settings" variant="h6" component="h2">
          {translate(`${T}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.intro`)}
        </Typography>
        <QueryState query={settings} skeletonHeight={320}>
          {(data) => (
            <Review360Form
              key={`${String(data.version)}-${String(reloads)}`}
              periodId={periodId}
              settings={data}
              onReload={reload}
            />
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
