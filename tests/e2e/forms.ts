import { and, eq } from 'drizzle-orm';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { FormDetailOut, LaunchOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { signIn, type E2E } from './harness.ts';

/**
 * Review forms put in a stage through the API, as the people of each stage would have left them, so that a browser
 * test starts at the step it is about instead of relying on the test before it.
 */
export const PR = 'companies/companies/1/performance_review';

/** A call of the API as the person signed in now, with the CSRF token; the answer's body as JSON. */
export async function call<T>(e: E2E, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const csrf = (await e.context.cookies(e.origin)).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const res = await e.context.request.fetch(`${e.origin}/api/${PR}/${path}`, {
    method,
    data,
    headers: { 'x-csrftoken': csrf },
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

export const formOf = (e: E2E, id: number) => call<FormDetailOut>(e, 'GET', `assessment_forms/${id}/`);
export const move = (e: E2E, id: number, stage: string) =>
  call(e, 'PATCH', `assessment_forms/${id}/transition/`, { stage });
export const item = (e: E2E, kind: string, id: number, body: Record<string, unknown>) =>
  call(e, 'PATCH', `assessment_forms/items/${kind}/${id}/`, body);

/** The form's stage as stored. */
export async function stageOf(e: E2E, id: number): Promise<string> {
  const [row] = await e.database.db
    .select({ stage: s.assessmentForms.stage })
    .from(s.assessmentForms)
    .where(eq(s.assessmentForms.id, id));
  return row.stage;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A new active period starting tomorrow, its deadlines ahead (the one active before is closed: one active period a
 * company); its id.
 */
export async function openPeriod(e: E2E, name: string): Promise<number> {
  await e.database.db
    .update(s.assessmentPeriods)
    .set({ status: 'closed' })
    .where(and(eq(s.assessmentPeriods.companyId, 1), eq(s.assessmentPeriods.status, 'active')));
  const [period] = await e.database.db
    .insert(s.assessmentPeriods)
    .values({
      companyId: 1,
      name,
      startDate: day(1),
      selfDeadline: day(10),
      managerDeadline: day(20),
      feedbackDeadline: day(30),
      endDate: day(40),
      status: 'active',
      formType: 'STND',
    })
    .returning({ id: s.assessmentPeriods.id });
  return period.id;
}

/** The company's active period. */
export async function activePeriod(e: E2E): Promise<number> {
  const [row] = await e.database.db
    .select({ id: s.assessmentPeriods.id })
    .from(s.assessmentPeriods)
    .where(and(eq(s.assessmentPeriods.companyId, 1), eq(s.assessmentPeriods.status, 'active')));
  return row.id;
}

/** A person's place in the demo company, by their email. */
export async function placeOf(e: E2E, email: string): Promise<number> {
  const [row] = await e.database.db
    .select({ id: s.employeeInPositions.id })
    .from(s.employeeInPositions)
    .innerJoin(s.users, eq(s.users.id, s.employeeInPositions.userId))
    .where(and(eq(s.users.email, email), eq(s.employeeInPositions.companyId, 1)));
  return row.id;
}

/** The demo employee's place in the demo company. */
const annasPlace = (e: E2E) => placeOf(e, DEMO_LOGINS.employee);

/** The demo employee's form in the period. */
export async function annasFormIn(e: E2E, period: number): Promise<number> {
  const [row] = await e.database.db
    .select({ id: s.assessmentForms.id })
    .from(s.assessmentForms)
    .where(and(eq(s.assessmentForms.periodId, period), eq(s.assessmentForms.employeeId, await annasPlace(e))));
  return row.id;
}

export const SELF_COMMENT = 'Всегда думаю о пользе для клиента.';
export const RESULT = 'Перевела отчёты на новую базу данных';
export const STRENGTHS = 'Надёжность и забота о клиентах.';
export const GROWTH = 'Больше делиться опытом.';
export const ANSWER = 'Спасибо, согласна.';

/** The employee's part: a result, 4 on every value and agreement, a comment on the first value; sent to her manager. */
async function selfAssess(e: E2E, id: number): Promise<void> {
  await signIn(e, 'employee');
  await call(e, 'POST', 'assessment_forms/items/results/', { form: id, text: RESULT });
  const detail = await formOf(e, id);
  for (const [n, value] of detail.values.entries()) {
    await item(e, 'values', value.id, {
      self_grade: 4,
      ...(n === 0 ? { self_comment: SELF_COMMENT } : {}),
      version: value.version,
    });
  }
  for (const agreement of detail.agreements)
    await item(e, 'agreements', agreement.id, { self_grade: 4, version: agreement.version });
  await move(e, id, 'MANAGER');
}

/**
 * The manager's part: 3 on every value and agreement (overall 4, or `overall`), the first hipo skill decided yes
 * and the rest no when `hipo`, else none; moved to feedback, whose strengths and growth areas he writes.
 */
async function managerAssess(e: E2E, id: number, opts: { overall: number; firstIsHipo: boolean }): Promise<void> {
  await signIn(e, 'manager');
  let detail = await formOf(e, id);
  const grades = detail.manager_grades;
  if (!grades) throw new Error('no manager grades on the form');
  await item(e, 'manager_grades_update', grades.id, {
    overall_grade: opts.overall,
    version: grades.version,
    values: detail.values.map((value) => ({ id: value.id, manager_grade: 3, version: value.version })),
  });
  for (const [n, hipo] of detail.hipo.entries()) {
    const decision = n === 0 && opts.firstIsHipo ? 'IS_HIPO' : 'IS_NOT_HIPO';
    await item(e, 'hipo', hipo.id, { decision, version: hipo.version });
  }
  for (const agreement of detail.agreements)
    await item(e, 'agreements', agreement.id, { manager_grade: 3, version: agreement.version });
  await move(e, id, 'FEEDBACK');
  detail = await formOf(e, id);
  const feedback = detail.manager_feedback;
  if (!feedback) throw new Error('no manager feedback on the form');
  await item(e, 'manager_feedbacks', feedback.id, {
    strengths: STRENGTHS,
    growth_areas: GROWTH,
    version: feedback.version,
  });
}

/** The employee's answer to the feedback: she agrees, with a comment. */
async function answer(e: E2E, id: number): Promise<void> {
  await signIn(e, 'employee');
  const reply = (await formOf(e, id)).participant_feedback;
  if (!reply) throw new Error('no answer for the employee on the form');
  await item(e, 'participant_feedbacks', reply.id, { agreement: 'AGREE', comment: ANSWER, version: reply.version });
}

/** How far `annasFormAt` brings the form: a stage, or FEEDBACK with the employee's answer written. */
export type Step = 'SELF' | 'MANAGER' | 'FEEDBACK' | 'ANSWERED';

/**
 * The demo employee's form in a new period `name` (launched for her alone, her manager the demo manager), brought
 * through the API to `step` with what each earlier step's person writes. Leaves the browser signed in as whoever
 * wrote last (the admin when nobody has).
 */
export async function annasFormAt(e: E2E, name: string, step: Step): Promise<number> {
  const period = await openPeriod(e, name);
  await signIn(e, 'admin');
  const launched = await call<LaunchOut>(e, 'POST', 'assessment_forms/', { period, employee: await annasPlace(e) });
  const id = launched.form_ids[0];
  if (step === 'SELF') return id;
  await selfAssess(e, id);
  if (step === 'MANAGER') return id;
  await managerAssess(e, id, { overall: 4, firstIsHipo: false });
  if (step === 'ANSWERED') await answer(e, id);
  return id;
}

/**
 * The demo employee's form of the active period (in SELF in the demo data) completed through the API: the admin
 * skips it to her manager, who grades every value (overall 3), decides the hipo skills (the first yes), grades the
 * agreements and writes the feedback; she agrees with it, and the manager completes it.
 */
export async function completeAnnasForm(e: E2E): Promise<number> {
  await signIn(e, 'employee');
  const current = await call<{ form: { id: number } | null }>(e, 'GET', 'assessment_forms/current/');
  const id = current.form?.id;
  if (!id) throw new Error('the demo employee has no current form');
  await signIn(e, 'admin');
  await move(e, id, 'MANAGER');
  await managerAssess(e, id, { overall: 3, firstIsHipo: true });
  await answer(e, id);
  await signIn(e, 'manager');
  await move(e, id, 'COMPLETE');
  return id;
}
