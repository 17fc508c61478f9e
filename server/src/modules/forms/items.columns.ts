import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  formAgreementItems,
  formHipoItems,
  formManagerFeedbacks,
  formManagerGrades,
  formParticipantFeedbacks,
  formResults,
  formValueItems,
} from '../../db/schema/index.ts';
import type {
  AgreementItemBody,
  HipoBody,
  ManagerFeedbackBody,
  ManagerGradesBody,
  ManagerValueBody,
  ParticipantFeedbackBody,
  ResultPatch,
  SelfValueBody,
} from './items.schemas.ts';

/** Every table of a form's items: each row carries its form, its company and a version. */
export type ItemTable =
  | typeof formValueItems
  | typeof formAgreementItems
  | typeof formHipoItems
  | typeof formResults
  | typeof formManagerFeedbacks
  | typeof formManagerGrades
  | typeof formParticipantFeedbacks;

type Insert<T extends ItemTable> = T['$inferInsert'];

/** The columns of the table that take every value the body field may hold. */
type ColumnFor<T extends ItemTable, V> = {
  [C in keyof Insert<T>]-?: [Exclude<V, undefined>] extends [Insert<T>[C]] ? C : never;
}[keyof Insert<T>];

/**
 * Which column each field of a write's body goes to. The compiler checks it against the Drizzle table:
 * every field of the body (but `version`, which is checked, not written) must be mapped, to a column the
 * table has and whose type takes the field's values; a misspelt or forgotten column does not compile.
 */
export type ColumnMap<B, T extends ItemTable> = { readonly [K in Exclude<keyof B, 'version'>]-?: ColumnFor<T, B[K]> };

/** One kind of item write: the table it changes and where each field of its body goes. */
export type ItemColumns<T extends ItemTable, B> = { readonly table: T; readonly columns: ColumnMap<B, T> };

/**
 * The SET of an item write: the body's given fields under their columns (a field left out changes nothing).
 * The signature is what ColumnMap guarantees; the body below builds the object key by key, which
 * TypeScript cannot follow through a loop, hence the separate implementation signature.
 */
export function setOf<T extends ItemTable, B extends object>(kind: ItemColumns<T, B>, body: B): PgUpdateSetSource<T>;
export function setOf(
  kind: { readonly columns: Readonly<Record<string, string>> },
  body: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(kind.columns)) {
    if (body[field] !== undefined) set[column] = body[field];
  }
  return set;
}

type SelfPart = Pick<AgreementItemBody, 'self_grade' | 'self_comment'>;
type ManagerPart = Pick<AgreementItemBody, 'manager_grade' | 'manager_comment'>;

/** The column map of every item write of the form page. */
export const COLUMNS = {
  valueSelf: {
    table: formValueItems,
    columns: { self_grade: 'selfGrade', self_comment: 'selfComment' },
  } satisfies ItemColumns<typeof formValueItems, SelfValueBody>,
  valueManager: {
    table: formValueItems,
    columns: { manager_grade: 'managerGrade', manager_comment: 'managerComment' },
  } satisfies ItemColumns<typeof formValueItems, Omit<ManagerValueBody, 'id'>>,
  agreementSelf: {
    table: formAgreementItems,
    columns: { self_grade: 'selfGrade', self_comment: 'selfComment' },
  } satisfies ItemColumns<typeof formAgreementItems, SelfPart>,
  agreementManager: {
    table: formAgreementItems,
    columns: { manager_grade: 'managerGrade', manager_comment: 'managerComment' },
  } satisfies ItemColumns<typeof formAgreementItems, ManagerPart>,
  hipo: {
    table: formHipoItems,
    columns: { decision: 'decision', comment: 'comment' },
  } satisfies ItemColumns<typeof formHipoItems, HipoBody>,
  result: {
    table: formResults,
    columns: { text: 'text' },
  } satisfies ItemColumns<typeof formResults, ResultPatch>,
  managerGrades: {
    table: formManagerGrades,
    columns: { overall_grade: 'overallGrade', final_comment: 'finalComment' },
  } satisfies ItemColumns<typeof formManagerGrades, Pick<ManagerGradesBody, 'overall_grade' | 'final_comment'>>,
  managerFeedback: {
    table: formManagerFeedbacks,
    columns: { strengths: 'strengths', growth_areas: 'growthAreas', recommendation: 'recommendation' },
  } satisfies ItemColumns<typeof formManagerFeedbacks, ManagerFeedbackBody>,
  participantFeedback: {
    table: formParticipantFeedbacks,
    columns: { agreement: 'agreement', comment: 'comment', feedback_to_manager: 'feedbackToManager' },
  } satisfies ItemColumns<typeof formParticipantFeedbacks, ParticipantFeedbackBody>,
};
