import { request, type Query } from '../httpClient.ts';
import type {
  AgreementItemOut,
  AgreementListOut,
  CurrentFormOut,
  DelegatesOut,
  DelegationBody,
  DelegationOut,
  FormDetailOut,
  FormFilterOptionsOut,
  FormPageOut,
  HipoItemOut,
  LaunchOut,
  LaunchPreviewOut,
  LaunchRequest,
  ManagerFeedbackOut,
  ManagerGradesUpdateOut,
  ParticipantFeedbackOut,
  PeriodListOut,
  ResultCreate,
  ResultOut,
  RevocationBody,
  RevocationOut,
  StageCountsOut,
  TransitionRequest,
  ValueItemOut,
} from './types.ts';

/** What each kind of form item answers to a write (the item as the caller's form page shows it). */
export interface FormItemAnswers {
  values: ValueItemOut;
  agreements: AgreementItemOut;
  hipo: HipoItemOut;
  results: ResultOut;
  manager_grades_update: ManagerGradesUpdateOut;
  manager_feedbacks: ManagerFeedbackOut;
  participant_feedbacks: ParticipantFeedbackOut;
}
export type FormItemKind = keyof FormItemAnswers;

/**
 * A change to one item: the fields a person edited and the version they saw. Each field is sent as its
 * input produced it; the server checks it against the item's schema and answers 400 by field otherwise.
 */
export type ItemWrite = Record<string, unknown>;

/** The review's calls under `companies/companies/{id}/performance_review/` (data provider methods). */
export function reviewCalls(companyId: number) {
  const root = `companies/companies/${companyId}/performance_review/`;
  const forms = `${root}assessment_forms/`;
  return {
    getForm: (id: number) => request<FormDetailOut>('GET', `${forms}${id}/`),
    /** The caller's form in the active period; null when they have none. */
    getCurrentForm: async () => (await request<CurrentFormOut>('GET', `${forms}current/`)).form,
    getForms: (query: Query) => request<FormPageOut>('GET', forms, { query }),
    getStageCounts: (query: Query) => request<StageCountsOut>('GET', `${forms}stage_counts/`, { query }),
    launchPeriod: (body: LaunchRequest) => request<LaunchOut>('POST', forms, { body }),
    /** What the same launch would do: who gets a form and who is skipped, and why; nothing is written. */
    previewLaunch: (body: LaunchRequest) => request<LaunchPreviewOut>('POST', `${forms}launch_preview/`, { body }),
    /** The manager dashboard's period and department choices within the caller's reach. */
    getFormFilterOptions: () => request<FormFilterOptionsOut>('GET', `${forms}filter_options/`),
    moveForm: (id: number, body: TransitionRequest) =>
      request<FormDetailOut>('PATCH', `${forms}${id}/transition/`, { body }),
    getDelegates: () => request<DelegatesOut>('GET', `${root}participants/delegates/`),
    delegateForms: (body: DelegationBody) =>
      request<DelegationOut>('POST', `${root}participants/delegation/`, { body }),
    /** Takes hand-overs back: each form returns to the reviewer it was handed over by. */
    revokeDelegations: (body: RevocationBody) =>
      request<RevocationOut>('POST', `${root}participants/delegation/revoke/`, { body }),
    getPeriods: (query: Query) => request<PeriodListOut>('GET', `${root}assessment_periods/`, { query }),
    getAgreements: (query: Query) => request<AgreementListOut>('GET', `${root}agreements/`, { query }),
    updateFormItem: <K extends FormItemKind>(kind: K, id: number, body: ItemWrite) =>
      request<FormItemAnswers[K]>('PATCH', `${forms}items/${kind}/${id}/`, { body }),
    addResult: (body: ResultCreate) => request<ResultOut>('POST', `${forms}items/results/`, { body }),
    deleteResult: async (id: number) => {
      await request<null>('DELETE', `${forms}items/results/${id}/`);
    },
  };
}

/** The draft key of an item's field, the same path the item is written to. */
export function itemPath(kind: FormItemKind, id: number): string {
  return `assessment_forms/items/${kind}/${id}/`;
}
