import { z } from 'zod';
import {
  REVIEW360_GROUPS,
  REVIEW360_NOMINATION_MODES,
  REVIEW360_QUESTION_KINDS,
  REVIEW360_RELATIONSHIPS,
  REVIEW360_REQUEST_STATUSES,
  REVIEW360_SUBJECT_STATUSES,
  STAGES,
} from '../../../../contract/enums.ts';
import {
  LONG_TEXT_MAX,
  REVIEW360_QUESTION_TEXT_MAX,
  REVIEW360_QUESTIONS_MAX,
  REVIEW360_REASON_MAX,
  REVIEW360_REQUESTS_PER_REVIEWER_MAX,
  REVIEW360_REVIEWERS_MAX,
  REVIEW360_THRESHOLD_MIN,
} from '../../../../contract/limits.ts';
import { pageOut } from '../../http/page-schema.ts';
import { acceptsReadOnly } from '../../http/read-only.ts';
import { listQuery } from '../../http/pagination.ts';
import { dateString, q } from '../../http/zod.ts';
import { INT_MAX } from '../../db/sql.ts';
import { recordId, versionField } from '../settings/fields.ts';

/**
 * The 360 feedback API under `companies/companies/{id}/performance_review/review360/`: one contract for the
 * server (validation, the OpenAPI document, the services' types) and the web (type-only imports).
 *
 * Anonymity (DESIGN section 9): what a reviewer answered is readable only aggregated per relationship group,
 * once answering has closed for the person (`released`) and only for groups of at least the period's
 * threshold. Nothing here carries a reviewer's answers with their name, and to anyone but admins and the
 * reviewer a submitted request reads as `open`.
 */

const id = z.number().int();
const grade = z.number().int().min(0).max(5);
/** An id in the query string. */
const queryId = () => z.coerce.number().int().positive().max(INT_MAX, 'no_record');

// Settings and questions ------------------------------------------------------------------------------------

export const questionOut = z.object({
  /** null on the defaults of a period whose 360 was never saved. */
  id: id.nullable(),
  kind: z.enum(REVIEW360_QUESTION_KINDS),
  /** The company value a `value` question asks about. */
  value: id.nullable(),
  value_name: z.string().nullable(),
  value_description: z.string().nullable(),
  /** The admin's wording of `grade` and `text` questions; empty for the others (the web words them). */
  text: z.string(),
  order: z.number().int(),
});
export type QuestionOut = z.infer<typeof questionOut>;

export const settingsOut = z.object({
  period: id,
  period_name: z.string(),
  enabled: z.boolean(),
  nomination_mode: z.enum(REVIEW360_NOMINATION_MODES),
  min_reviewers: z.number().int(),
  max_reviewers: z.number().int(),
  max_requests_per_reviewer: z.number().int(),
  anonymity_threshold: z.number().int(),
  /** As set; null: the period's self-assessment deadline, which `effective_deadline` then gives. */
  deadline: z.string().nullable(),
  effective_deadline: z.string(),
  questions: z.array(questionOut),
  /** Whether a request of the period went out: the questions and the threshold can no longer change. */
  questions_frozen: z.boolean(),
  /** Whether anyone's results of the period are released: the deadline can no longer be extended. */
  results_released: z.boolean(),
  /** 0 while the period's 360 was never saved. */
  version: z.number().int().min(0),
  updated_at: z.string().nullable(),
});
export type SettingsOut = z.infer<typeof settingsOut>;

export const questionIn = acceptsReadOnly(
  z.strictObject({
    kind: z.enum(REVIEW360_QUESTION_KINDS),
    value: recordId().nullable().default(null),
    text: z.string().trim().max(REVIEW360_QUESTION_TEXT_MAX).default(''),
  }),
  questionOut,
);
export type QuestionIn = z.infer<typeof questionIn>;

/**
 * PUT replaces the period's 360 (admins). `version` 0 creates it; `questions` omitted: kept as they are
 * (the defaults on creation: a grade and comment per active company value, then "continue" and "change").
 * A `value` question names a value of the company; a `grade` or `text` question has its wording.
 */
export const settingsPut = acceptsReadOnly(
  z.strictObject({
    enabled: z.boolean(),
    nomination_mode: z.enum(REVIEW360_NOMINATION_MODES),
    min_reviewers: z.number().int().min(1).max(REVIEW360_REVIEWERS_MAX),
    max_reviewers: z.number().int().min(1).max(REVIEW360_REVIEWERS_MAX),
    max_requests_per_reviewer: z.number().int().min(1).max(REVIEW360_REQUESTS_PER_REVIEWER_MAX),
    anonymity_threshold: z.number().int().min(REVIEW360_THRESHOLD_MIN).max(REVIEW360_REVIEWERS_MAX),
    deadline: dateString().nullable(),
    questions: z.array(questionIn).min(1).max(REVIEW360_QUESTIONS_MAX).optional(),
    version: z.number().int().min(0).max(INT_MAX),
  }),
  settingsOut,
);
export type SettingsPut = z.infer<typeof settingsPut>;

export const periodParam = z.object({
  companyId: z.coerce.number().int().positive(),
  periodId: z.coerce.number().int().positive().max(INT_MAX),
});

// Nomination ------------------------------------------------------------------------------------------------

export const requestBriefOut = z.object({
  id,
  reviewer: id,
  reviewer_name: z.string(),
  reviewer_position: z.string(),
  reviewer_department: z.string().nullable(),
  relationship: z.enum(REVIEW360_RELATIONSHIPS),
  /** `submitted` only for admins; the person reviewed and their manager read it as `open`. */
  status: z.enum(REVIEW360_REQUEST_STATUSES),
  /** The reason of a decline, for the manager and admins; empty for the person reviewed. */
  decline_reason: z.string(),
});
export type RequestBriefOut = z.infer<typeof requestBriefOut>;

/** A person reviewed in a period (or, before any nomination, the person who could be: `id` null). */
export const subjectOut = z.object({
  id: id.nullable(),
  period: id,
  employee: id,
  employee_name: z.string(),
  position: z.string(),
  department: z.string().nullable(),
  form_id: id.nullable(),
  form_stage: z.enum(STAGES).nullable(),
  status: z.enum(REVIEW360_SUBJECT_STATUSES),
  requests: z.array(requestBriefOut),
  /** What the caller may do now: add or remove reviewers, send the list for approval, approve it. */
  can_edit: z.boolean(),
  can_submit: z.boolean(),
  can_approve: z.boolean(),
  version: z.number().int().min(0),
});
export type SubjectOut = z.infer<typeof subjectOut>;
export const subjectList = pageOut(subjectOut);
export type SubjectListOut = z.infer<typeof subjectList>;

/** Employees: themselves; managers: the people they oversee; admins: everyone with a form in the period. */
export const subjectListQuery = listQuery.omit({ ordering: true }).extend({
  period: queryId(),
  status: q.enums(REVIEW360_SUBJECT_STATUSES).optional(),
  department: q.ids().optional(),
});
export type SubjectListQuery = z.infer<typeof subjectListQuery>;

export const mySubjectQuery = z.object({ period: queryId() });

/** Adds a reviewer to a person's list (creating the person's 360 row on the first one). */
export const reviewerAdd = z.strictObject({
  period: recordId(),
  employee: recordId(),
  reviewer: recordId(),
});
export type ReviewerAdd = z.infer<typeof reviewerAdd>;

/** Sending the list for approval, approving it: the person's 360 as it was read. */
export const subjectAction = z.strictObject({ version: versionField() });

/** Colleagues to nominate: the company's active people, found by name, position or department. */
export const peopleQuery = listQuery.omit({ ordering: true }).extend({
  period: queryId(),
  /** The person being reviewed: left out of the answer, and each colleague's relationship to them given. */
  employee: queryId(),
  department: q.ids().optional(),
});
export type PeopleQuery = z.infer<typeof peopleQuery>;

export const personOut = z.object({
  id,
  name: z.string(),
  position: z.string(),
  department: z.string().nullable(),
  department_id: id.nullable(),
  relationship: z.enum(REVIEW360_RELATIONSHIPS),
  /** Requests this person already received in the period, and whether they reached the cap. */
  requests_received: z.number().int(),
  full: z.boolean(),
});
export type PersonOut = z.infer<typeof personOut>;
export const peopleList = pageOut(personOut);
export type PeopleListOut = z.infer<typeof peopleList>;

// Answering -------------------------------------------------------------------------------------------------

/** A request in its reviewer's list ("Запросы на обратную связь"). */
export const requestOut = z.object({
  id,
  period: id,
  period_name: z.string(),
  subject: id,
  subject_name: z.string(),
  subject_position: z.string(),
  relationship: z.enum(REVIEW360_RELATIONSHIPS),
  status: z.enum(REVIEW360_REQUEST_STATUSES),
  deadline: z.string(),
  /** Answering closed for the person (their results released): the request can no longer be answered. */
  closed: z.boolean(),
  decline_reason: z.string(),
  version: z.number().int(),
});
export type RequestOut = z.infer<typeof requestOut>;
export const requestList = pageOut(requestOut);
export type RequestListOut = z.infer<typeof requestList>;

export const requestListQuery = listQuery.omit({ ordering: true, search: true }).extend({
  period: q.ids().optional(),
  status: q.enums(REVIEW360_REQUEST_STATUSES).optional(),
});
export type RequestListQuery = z.infer<typeof requestListQuery>;

export const answerIn = z.strictObject({
  question_id: recordId(),
  grade: grade.nullable().default(null),
  comment: z.string().max(LONG_TEXT_MAX).default(''),
});
export type AnswerIn = z.infer<typeof answerIn>;

/** The reviewer's own view of a request: the questions and their draft (empty once submitted). */
export const requestDetailOut = requestOut.extend({
  questions: z.array(questionOut),
  answers: z.array(z.object({ question_id: id, grade: grade.nullable(), comment: z.string() })),
});
export type RequestDetailOut = z.infer<typeof requestDetailOut>;

/** Saves the draft; submitting takes the same body, and then every grade question must have its grade. */
export const draftPut = z.strictObject({
  answers: z.array(answerIn).max(REVIEW360_QUESTIONS_MAX),
  version: versionField(),
});
export type DraftPut = z.infer<typeof draftPut>;

export const declineIn = z.strictObject({
  reason: z.string().trim().min(1).max(REVIEW360_REASON_MAX),
  version: versionField(),
});
export type DeclineIn = z.infer<typeof declineIn>;

// Results ---------------------------------------------------------------------------------------------------

/**
 * One group's figures for a question. Below the threshold (or before answering closed) `shown` is false
 * and every figure null: not even a count.
 */
export const groupFigureOut = z.object({
  group: z.enum(REVIEW360_GROUPS),
  shown: z.boolean(),
  mean: z.number().nullable(),
  count: z.number().int().nullable(),
  /** Answers per grade 0..5. */
  distribution: z.array(z.number().int()).length(6).nullable(),
});
export type GroupFigureOut = z.infer<typeof groupFigureOut>;

export const questionResultOut = questionOut.extend({
  groups: z.array(groupFigureOut),
  /** Over the shown reviewer groups only (so no hidden group can be worked out by subtraction). */
  mean: z.number().nullable(),
  /** The comments of the shown groups, without names, in an order unrelated to when they were written. */
  comments: z.array(z.object({ group: z.enum(REVIEW360_RELATIONSHIPS), text: z.string() })),
});
export type QuestionResultOut = z.infer<typeof questionResultOut>;

/**
 * A person's 360 as the caller may read it: `available` false with `reason` says why there is nothing
 * (`not_enabled`, `collecting`: answering still open, `not_yet`: the person reads theirs from FEEDBACK on).
 * `self` figures are the form's own self grades, shown by the form's rules.
 */
export const resultsOut = z.object({
  form_id: id,
  period: id,
  employee: id,
  status: z.enum(REVIEW360_SUBJECT_STATUSES).nullable(),
  available: z.boolean(),
  reason: z.enum(['not_enabled', 'collecting', 'not_yet']).nullable(),
  anonymity_threshold: z.number().int(),
  /** Per reviewer group: whether it reached the threshold, and then how many answered. */
  groups: z.array(
    z.object({ group: z.enum(REVIEW360_RELATIONSHIPS), shown: z.boolean(), count: z.number().int().nullable() }),
  ),
  questions: z.array(questionResultOut),
});
export type ResultsOut = z.infer<typeof resultsOut>;

export const resultsQuery = z.object({ form: queryId() });

/** The 360 mean per company value of each person of a manager's team (or, for admins, of the company). */
export const teamResultsQuery = listQuery.omit({ ordering: true }).extend({ period: queryId() });
export const teamResultOut = z.object({
  form_id: id,
  employee: id,
  employee_name: z.string(),
  /** Null when the period has no 360. */
  status: z.enum(REVIEW360_SUBJECT_STATUSES).nullable(),
  /** The reviewers nominated for the person (any request status): none on a closed 360 reads "no reviewers". */
  reviewers: z.number().int(),
  available: z.boolean(),
  values: z.array(z.object({ value: id, value_name: z.string(), mean: z.number().nullable() })),
});
export type TeamResultOut = z.infer<typeof teamResultOut>;
export const teamResultList = pageOut(teamResultOut);
export type TeamResultListOut = z.infer<typeof teamResultList>;
