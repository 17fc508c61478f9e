import type { RouteName } from '../../../contract/routes.ts';
import type { ApiAnswer, ApiBody } from '../../../server/src/http/api.ts';
import type {
  AgreementItemOut,
  DelegationBody,
  HipoItemOut,
  LaunchRequest,
  ManagerFeedbackOut,
  ManagerGradesUpdateOut,
  ParticipantFeedbackOut,
  ResultCreate,
  ResultOut,
  RevocationBody,
  TransitionRequest,
  ValueItemOut,
} from '../../api/types.ts';
import { call, type Query } from '../../httpClient.ts';

/** What each kind of form item answers to a write (the item as the caller's form page shows it). */
export interface FormItemAnswers {
  values: ValueItemOut;
  agreements: AgreementItemOut;
  hipo: HipoItemOut;
  results: ResultOut;
  manager_grades_update: ManagerGradesUpdateOut;
  manager_feedbacks: ManagerFeedbackOut;
  participant_feedbacks: ParticipantFeedbackOut;
  /** A template item's answer, written to by the form's id with its section and item keys in the body. */
  answers: ApiAnswer<'items.answers'>;
}
export type FormItemKind = keyof FormItemAnswers;

/**
 * A change to one item: the fields a person edited and the version they saw. Each field is sent as its
 * input produced it; the server checks it against the item's schema and answers 400 by field otherwise.
 */
export type ItemWrite = Record<string, unknown>;

/**
 * An item write goes out as the page collected it (the fields a person edited, by name): the server checks it
 * against the item route's body schema and answers 400 by field, so here it is named as that body.
 */
function itemBody<N extends RouteName>(body: ItemWrite): ApiBody<N> {
  return body as ApiBody<N>;
}

/** Each kind's write, by its route: the compiler checks each answer against FormItemAnswers. */
function itemWriters(companyId: number): {
  [K in FormItemKind]: (id: number, body: ItemWrite) => Promise<FormItemAnswers[K]>;
} {
  const params = (id: number) => ({ companyId, id });
  return {
    values: (id, body) => call('items.values', { params: params(id), body: itemBody<'items.values'>(body) }),
    agreements: (id, body) =>
      call('items.agreements', { params: params(id), body: itemBody<'items.agreements'>(body) }),
    hipo: (id, body) => call('items.hipo', { params: params(id), body: itemBody<'items.hipo'>(body) }),
    results: (id, body) => call('results.update', { params: params(id), body: itemBody<'results.update'>(body) }),
    manager_grades_update: (id, body) =>
      call('items.managerGrades', { params: params(id), body: itemBody<'items.managerGrades'>(body) }),
    manager_feedbacks: (id, body) =>
      call('items.managerFeedbacks', { params: params(id), body: itemBody<'items.managerFeedbacks'>(body) }),
    participant_feedbacks: (id, body) =>
      call('items.participantFeedbacks', { params: params(id), body: itemBody<'items.participantFeedbacks'>(body) }),
    answers: (id, body) => call('items.answers', { params: params(id), body: itemBody<'items.answers'>(body) }),
  };
}

/** The review's calls (data provider methods): forms, their items and stages, launch and delegation. */
export function reviewCalls(companyId: number) {
  const writers = itemWriters(companyId);
  return {
    getForm: (id: number) => call('forms.get', { params: { companyId, id } }),
    /** The caller's form in the active period; null when they have none. */
    getCurrentForm: async () => (await call('forms.current', { params: { companyId } })).form,
    getForms: (query: Query) => call('forms.list', { params: { companyId }, query }),
    getStageCounts: (query: Query) => call('forms.stageCounts', { params: { companyId }, query }),
    launchPeriod: (body: LaunchRequest) => call('forms.launch', { params: { companyId }, body }),
    /** What the same launch would do: who gets a form and who is skipped, and why; nothing is written. */
    previewLaunch: (body: LaunchRequest) => call('forms.launchPreview', { params: { companyId }, body }),
    /** The manager dashboard's period and department choices within the caller's reach. */
    getFormFilterOptions: () => call('forms.filterOptions', { params: { companyId } }),
    /** The team's active goals at risk, off track or without a check-in within the cadence. */
    getTeamGoalsAttention: (query: Query) => call('goals.attention', { params: { companyId }, query }),
    moveForm: (id: number, body: TransitionRequest) => call('forms.transition', { params: { companyId, id }, body }),
    getDelegates: () => call('participants.delegates', { params: { companyId } }),
    delegateForms: (body: DelegationBody) => call('participants.delegate', { params: { companyId }, body }),
    /** Takes hand-overs back: each form returns to the reviewer it was handed over by. */
    revokeDelegations: (body: RevocationBody) => call('participants.revoke', { params: { companyId }, body }),
    getPeriods: (query: Query) => call('assessment_periods.list', { params: { companyId }, query }),
    getAgreements: (query: Query) => call('agreements.list', { params: { companyId }, query }),
    updateFormItem: <K extends FormItemKind>(kind: K, id: number, body: ItemWrite) => writers[kind](id, body),
    addResult: (body: ResultCreate) => call('results.create', { params: { companyId }, body }),
    deleteResult: async (id: number) => {
      await call('results.delete', { params: { companyId, id } });
    },
  };
}

/** The draft key of a template answer's field: the path it is written to, then its section and item. */
export function answerPath(formId: number, sectionKey: string, itemKey: string): string {
  return `${itemPath('answers', formId)}${sectionKey}/${itemKey}/`;
}

/** The draft key of an item's field, the same path the item is written to. */
export function itemPath(kind: FormItemKind, id: number): string {
  return `assessment_forms/items/${kind}/${id}/`;
}
