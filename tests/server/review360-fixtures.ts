import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Stage } from '../../contract/enums.ts';
import type { Db } from '../../server/src/db/client.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { STAFF_EMAIL } from '../../server/src/db/seed-data.ts';
import type { RequestDetailOut, RequestOut, ResultsOut } from '../../server/src/modules/review360/review360.schemas.ts';
import { buildCompany, type Built, type CompanySpec } from './analytics-fixtures.ts';
import { json, signInAs, type Client, type TestContext } from './helpers.ts';

/**
 * A company for the 360 tests, its 360 set up and reviewers nominated by writing the rows directly (the
 * nomination endpoints are tested on their own): `boss` heads sales and manages the people reviewed
 * (`ann`, `bob`, ...), peers `p1`..`p8` report to `boss` too, `ann` has direct reports `r1`..`r3`; `om`
 * heads support with `s1`..`s3`; `adm` is an admin. The period runs in 2026 (self deadline 2026-03-01).
 */

export const PEOPLE_REVIEWED = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay'] as const;
const PEERS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];

export function spec360(name: string, extra: string[] = []): CompanySpec {
  const sales = (key: string, manager: string | null) => ({ key, department: 'sales', manager });
  return {
    name,
    departments: [
      { key: 'sales', name: 'Продажи', parent: null, head: 'boss' },
      { key: 'support', name: 'Поддержка', parent: null, head: 'om' },
    ],
    people: [
      { ...sales('boss', null), role: 'MANAGER' },
      { key: 'om', department: 'support', manager: null, role: 'MANAGER' },
      { key: 'adm', department: 'support', manager: null, admin: true },
      ...PEOPLE_REVIEWED.map((k) => sales(k, 'boss')),
      ...PEERS.map((k) => sales(k, 'boss')),
      ...['r1', 'r2', 'r3'].map((k) => sales(k, 'ann')),
      ...['s1', 's2', 's3'].map((k) => ({ key: k, department: 'support', manager: 'om' })),
      ...extra.map((k) => sales(k, 'boss')),
    ],
    values: ['Клиент', 'Команда'],
    skills: ['Лидерство'],
    periods: [
      {
        key: 'y26',
        year: 2026,
        status: 'active',
        forms: [...PEOPLE_REVIEWED, ...extra].map((who) => ({
          who,
          stage: 'SELF',
          reviewer: 'boss',
          self: [4, 2] as [number, number],
        })),
      },
    ],
  };
}

export type Company360 = Built & { questions: number[]; periodId: number };

/** The company, with 360 on for its period: one question per value, then "continue" and "change". */
export async function build360(db: Db, name: string, threshold = 3, extra: string[] = []): Promise<Company360> {
  const c = await buildCompany(db, spec360(name, extra));
  const periodId = c.period.y26;
  await db
    .insert(s.review360Settings)
    .values({ periodId, companyId: c.companyId, enabled: true, anonymityThreshold: threshold });
  const rows = await db
    .insert(s.review360Questions)
    .values([
      ...c.values.map((valueId, order) => ({
        companyId: c.companyId,
        periodId,
        kind: 'value' as const,
        valueId,
        order,
      })),
      { companyId: c.companyId, periodId, kind: 'continue' as const, order: 10 },
      { companyId: c.companyId, periodId, kind: 'change' as const, order: 11 },
    ])
    .returning({ id: s.review360Questions.id });
  return { ...c, periodId, questions: rows.map((r) => r.id) };
}

export async function setThreshold(db: Db, c: Company360, threshold: number): Promise<void> {
  await db
    .update(s.review360Settings)
    .set({ anonymityThreshold: threshold })
    .where(eq(s.review360Settings.periodId, c.periodId));
}

export async function setStage(db: Db, c: Company360, who: string, stage: Stage): Promise<void> {
  await db
    .update(s.assessmentForms)
    .set({ stage })
    .where(eq(s.assessmentForms.id, c.forms[`y26:${who}`]));
}

/** The person's 360 collecting, each reviewer asked (`open`), relationships as the structure says. */
export async function nominate(
  db: Db,
  c: Company360,
  who: string,
  reviewers: string[],
): Promise<Record<string, number>> {
  const [subject] = await db
    .insert(s.review360Subjects)
    .values({ companyId: c.companyId, periodId: c.periodId, subjectId: c.eip[who], status: 'collecting' })
    .returning();
  const people = await db.select().from(s.employeeInPositions).where(eq(s.employeeInPositions.companyId, c.companyId));
  const managerOf = (id: number) => people.find((p) => p.id === id)?.managerId ?? null;
  const requests: Record<string, number> = {};
  for (const key of reviewers) {
    const reviewerId = c.eip[key];
    const relationship =
      managerOf(c.eip[who]) === reviewerId
        ? 'manager'
        : managerOf(reviewerId) === c.eip[who]
          ? 'direct_report'
          : 'peer';
    const [row] = await db
      .insert(s.review360Requests)
      .values({
        companyId: c.companyId,
        periodId: c.periodId,
        subjectRowId: subject.id,
        reviewerId,
        relationship,
        status: 'open',
      })
      .returning();
    requests[key] = row.id;
  }
  return requests;
}

export async function subjectRow(db: Db, c: Company360, who: string) {
  const row = (
    await db
      .select()
      .from(s.review360Subjects)
      .where(and(eq(s.review360Subjects.periodId, c.periodId), eq(s.review360Subjects.subjectId, c.eip[who])))
  ).at(0);
  if (!row) throw new Error(`no 360 for ${who}`);
  return row;
}

export const base360 = (c: Built) => `/api/companies/companies/${c.companyId}/performance_review/review360/`;

/** Signs in as a person of the company, by key. */
export const as = (ctx: TestContext, c: Built, key: string): Promise<Client> => signInAs(ctx, c.email(key));

/** The same person, with staff acting as them (an impersonated session). */
export async function impersonating(ctx: TestContext, c: Built, key: string): Promise<Client> {
  const staff = await signInAs(ctx, STAFF_EMAIL);
  const user = (
    await ctx.database.db
      .select()
      .from(s.users)
      .where(eq(s.users.email, c.email(key)))
  ).at(0);
  if (!user) throw new Error(`no user ${key}`);
  const res = await staff.post('/api/auth/impersonate/start/', { user_id: user.id, reason: 'Проверка 360' });
  expect(res.statusCode, res.body).toBe(200);
  return staff;
}

export type Answers = { grades: [number, number]; comment?: string; keep?: string; change?: string };

export type Body360 = { version: number; answers: { question_id: number; grade?: number | null; comment?: string }[] };

/** The body of a submission: a grade and comment per value, then the texts. */
export function body360(c: Company360, a: Answers, version: number): Body360 {
  const [v1, v2, keep, change] = c.questions;
  return {
    version,
    answers: [
      { question_id: v1, grade: a.grades[0], comment: a.comment ?? '' },
      { question_id: v2, grade: a.grades[1] },
      { question_id: keep, comment: a.keep ?? '' },
      { question_id: change, comment: a.change ?? '' },
    ],
  };
}

/** A reviewer reads their request and submits it; the answer must be a 200. */
export async function submit(client: Client, c: Company360, requestId: number, a: Answers): Promise<RequestOut> {
  const detail = json<RequestDetailOut>(await client.get(`${base360(c)}requests/${requestId}/`));
  const res = await client.post(`${base360(c)}requests/${requestId}/submit/`, body360(c, a, detail.version));
  expect(res.statusCode, res.body).toBe(200);
  return json<RequestOut>(res);
}

/** Nothing at all: every group hidden, every figure null, no comment. */
export function assertAllHidden(r: ResultsOut, what: string): void {
  for (const g of r.groups) expect(g, `${what}: group ${g.group}`).toMatchObject({ shown: false, count: null });
  for (const q of r.questions) {
    expect(q.mean, `${what}: question ${q.id} mean`).toBeNull();
    expect(q.comments, `${what}: question ${q.id} comments`).toEqual([]);
    for (const g of q.groups) {
      expect(g, `${what}: question ${q.id} group ${g.group}`).toEqual({
        group: g.group,
        shown: false,
        mean: null,
        count: null,
        distribution: null,
      });
    }
  }
}

/** Every path at which two JSON answers differ, with both values: what leaked. */
export function differences(a: unknown, b: unknown, path = ''): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return [`${path || '.'}: ${JSON.stringify(a)} -> ${JSON.stringify(b)}`];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((k) =>
    differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k),
  );
}

/**
 * What differs from one call to the next whatever the data: an AI summary's time of writing, and the id of
 * the request that an error answer carries for the logs.
 */
export function perCall(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...body };
  if ('generated_at' in out) out.generated_at = '<time of the call>';
  if ('request_id' in out) out.request_id = '<id of the call>';
  return out;
}
