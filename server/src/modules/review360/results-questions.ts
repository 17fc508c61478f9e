import { and, asc, eq } from 'drizzle-orm';
import { REVIEW360_GRADED_KINDS } from '../../../../contract/enums.ts';
import type { Executor } from '../../db/client.ts';
import { review360Questions, values } from '../../db/schema/index.ts';
import type { QuestionOut } from './review360.schemas.ts';
import type { StateAliases } from './state.ts';

/** The closing rule's tables by their own names, for statements that join them unaliased. */
export const tables: StateAliases = {
  subject: 'review360_subjects',
  settings: 'review360_settings',
  period: 'assessment_periods',
  form: 'assessment_forms',
};

/** The columns of a question as the API gives it, with its value's name and description. */
export const questionColumns = {
  id: review360Questions.id,
  kind: review360Questions.kind,
  value: review360Questions.valueId,
  value_name: values.name,
  value_description: values.description,
  text: review360Questions.text,
  order: review360Questions.order,
};

/** A period's 360 questions in their order (one statement). */
export async function periodQuestions(ex: Executor, companyId: number, periodId: number): Promise<QuestionOut[]> {
  return ex
    .select(questionColumns)
    .from(review360Questions)
    .leftJoin(values, eq(values.id, review360Questions.valueId))
    .where(and(eq(review360Questions.companyId, companyId), eq(review360Questions.periodId, periodId)))
    .orderBy(asc(review360Questions.order), asc(review360Questions.id));
}

/** Questions answered with a grade: a company value's or the admin's own grade question. */
export const isGraded = (q: Pick<QuestionOut, 'kind'>): boolean => REVIEW360_GRADED_KINDS.includes(q.kind);
