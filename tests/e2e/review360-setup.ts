import { eq } from 'drizzle-orm';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type {
  AnswerIn,
  RequestDetailOut,
  RequestListOut,
  SubjectOut,
} from '../../server/src/modules/review360/review360.schemas.ts';
import { activePeriod, call, placeOf } from './forms.ts';
import { signIn, type E2E } from './harness.ts';

/**
 * The demo employee's 360 of the active period put in a state through the API, as she, her manager and her
 * colleagues would have left it, so that a browser test of the 360 starts at the step it is about.
 */
const R = 'review360/';

/** A colleague who answers: their email, the grade of each value (in the order of `values`), what they write. */
export type Colleague = { email: string; grades: number[]; comment: string; keep: string; change: string };

/** The value whose comment the colleagues write. */
export const COMMENTED_VALUE = 'Ответственность';

/** No 360 in the active period: nobody's list, request or answer. */
export async function clear360(e: E2E): Promise<void> {
  await e.database.db.delete(s.review360Subjects).where(eq(s.review360Subjects.periodId, await activePeriod(e)));
}

/** The demo employee's list of `emails`, sent to her manager for approval (she stays signed in). */
export async function nominated(e: E2E, emails: string[]): Promise<SubjectOut> {
  const period = await activePeriod(e);
  const employee = await placeOf(e, DEMO_LOGINS.employee);
  await signIn(e, 'employee');
  let subject: SubjectOut | null = null;
  for (const email of emails) {
    const reviewer = await placeOf(e, email);
    subject = await call<SubjectOut>(e, 'POST', `${R}subjects/reviewers/`, { period, employee, reviewer });
  }
  if (!subject?.id) throw new Error('no reviewer nominated');
  return call<SubjectOut>(e, 'POST', `${R}subjects/${subject.id}/submit/`, { version: subject.version });
}

/** The same list approved by her manager: the requests are out (he stays signed in). */
export async function approved(e: E2E, emails: string[]): Promise<void> {
  const subject = await nominated(e, emails);
  await signIn(e, 'manager');
  await call(e, 'POST', `${R}subjects/${subject.id ?? 0}/approve/`, { version: subject.version });
}

/** The colleague's answer to the demo employee's request, sent (they stay signed in). */
export async function answered(e: E2E, colleague: Colleague, values: string[]): Promise<void> {
  const subject = await placeOf(e, DEMO_LOGINS.employee);
  await signIn(e, { email: colleague.email });
  const requests = await call<RequestListOut>(e, 'GET', `${R}requests/?status=open`);
  const request = requests.results.find((r) => r.subject === subject);
  if (!request) throw new Error(`${colleague.email} has no request about the demo employee`);
  const detail = await call<RequestDetailOut>(e, 'GET', `${R}requests/${request.id}/`);
  const answers = detail.questions.map((question): AnswerIn => {
    const id = question.id ?? 0;
    if (question.kind === 'continue') return { question_id: id, grade: null, comment: colleague.keep };
    if (question.kind === 'change') return { question_id: id, grade: null, comment: colleague.change };
    const comment = question.value_name === COMMENTED_VALUE ? colleague.comment : '';
    return { question_id: id, grade: colleague.grades[values.indexOf(question.value_name ?? '')], comment };
  });
  await call(e, 'POST', `${R}requests/${request.id}/submit/`, { answers, version: detail.version });
}
