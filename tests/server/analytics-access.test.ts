import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { loadMember } from '../../server/src/http/access.ts';
import type { CompletionOut, GradesOut } from '../../server/src/modules/analytics/analytics.schemas.ts';
import { analyticsContext } from '../../server/src/modules/analytics/context.ts';
import type { FormPageOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { analyticsUrl, buildCompany, measureOf, MEASURES, type Built } from './analytics-fixtures.ts';
import { ALPHA, BETA } from './analytics-data.ts';
import { json, signInAs, useApp, type Client } from './helpers.ts';

// Who may read analytics, what each reads, and how a request is answered (analytics-data.ts: m oversees
// Разработка and Фронтенд, k Продажи, hr is the admin, d1 an employee; Бета is another company).
const clock = new ManualClock('2026-04-15T09:00:00Z');
const ctx = useApp({}, { seed: false, clock });

let A: Built;
let B: Built;
let admin: Client;
let m: Client;
let k: Client;
let employee: Client;

const url = analyticsUrl;
const get = <T>(client: Client, measure: string, query = '') => measureOf<T>(client, A, measure, query);
const dept = (c: Built, key: string) => c.dept[key];
let forms: string;

beforeAll(async () => {
  A = await buildCompany(ctx.database.db, ALPHA);
  B = await buildCompany(ctx.database.db, BETA);
  admin = await signInAs(ctx, A.email('hr'));
  m = await signInAs(ctx, A.email('m'));
  k = await signInAs(ctx, A.email('k'));
  employee = await signInAs(ctx, A.email('d1'));
  forms = `/api/companies/companies/${String(A.companyId)}/performance_review/assessment_forms/`;
});

describe('who may read analytics', () => {
  it('refuses employees with a 403 on every measure', async () => {
    for (const measure of MEASURES) {
      const res = await employee.get(url(A, measure));
      expect(res.statusCode, measure).toBe(403);
      expect(json(res).code).toBe('analytics_staff_only');
    }
  });

  it("answers a period, a department or a company of another company's with a 404", async () => {
    for (const measure of MEASURES) {
      expect((await admin.get(url(A, measure, `period=${B.period.B0}`))).statusCode, measure).toBe(404);
      expect((await admin.get(url(A, measure, `department=${dept(B, 'X')}`))).statusCode, measure).toBe(404);
      expect((await admin.get(url(B, measure))).statusCode, measure).toBe(404);
      expect((await m.get(url(A, measure, `period=999999`))).statusCode, measure).toBe(404);
    }
  });

  it('gives a manager the forms of the people they oversee, not their own', async () => {
    const mine = await get<CompletionOut>(m, 'completion');
    expect(mine.scope.suppression).toBe(true);
    expect(mine.departments.map((d) => d.department.id)).toEqual([dept(A, 'D'), dept(A, 'F')]);
    const theirs = await get<CompletionOut>(k, 'completion');
    expect(theirs.departments.map((d) => [d.department.id, d.forms])).toEqual([[dept(A, 'S'), 3]]);
    // m's own form (in Компания, reviewed by hr) is not in m's analytics.
    const grades = await get<GradesOut>(m, 'grades');
    expect(grades.departments.map((d) => d.department.id)).not.toContain(dept(A, 'R'));
  });

  it('covers exactly the forms the forms list shows a manager, their own left out', async () => {
    for (const who of ['m', 'k', 'l']) {
      const client = await signInAs(ctx, A.email(who));
      const list = json<FormPageOut>(
        await client.get(`${forms}?team=true&period=${String(A.period.P0)}&page_size=500`),
      );
      const [user] = await ctx.database.db
        .select()
        .from(s.users)
        .where(eq(s.users.email, A.email(who)));
      const member = await loadMember(ctx.database.db, user.id, A.companyId);
      if (!member) throw new Error(`${who} is no member`);
      const { input } = await analyticsContext(ctx.database.db, clock, member, {});
      const ids = (text: string | null) => (text ? text.split(',').map(Number) : []).sort((a, b) => a - b);
      expect(ids(input.formIds), who).toEqual(ids(list.results.map((r) => r.id).join(',')));
    }
  });

  it("keeps in a manager's scope a form they handed over, as the forms list does", async () => {
    // s2 was m's to review (across departments) and m handed it over to l.
    const s2 = A.forms['P0:s2'];
    await ctx.database.db.update(s.assessmentForms).set({ reviewerId: A.eip.l }).where(eq(s.assessmentForms.id, s2));
    await ctx.database.db
      .insert(s.delegations)
      .values({ companyId: A.companyId, formId: s2, fromReviewerId: A.eip.m, toReviewerId: A.eip.l });
    try {
      const list = json<{ count: number }>(
        await m.get(
          `/api/companies/companies/${String(A.companyId)}/performance_review/assessment_forms/?team=true&period=${String(A.period.P0)}`,
        ),
      );
      expect(list.count).toBe(8);
      const out = await get<CompletionOut>(m, 'completion');
      expect(out.departments.map((d) => [d.department.id, d.suppressed])).toEqual([
        [dept(A, 'S'), true],
        [dept(A, 'D'), false],
        [dept(A, 'F'), true],
      ]);
    } finally {
      await ctx.database.db.delete(s.delegations).where(eq(s.delegations.formId, s2));
      await ctx.database.db.update(s.assessmentForms).set({ reviewerId: A.eip.k }).where(eq(s.assessmentForms.id, s2));
    }
  });
});

describe('bad query parameters', () => {
  const cases: [string, string, string][] = [
    ['completion', 'period=abc', 'period'],
    ['grades', 'period=0', 'period'],
    ['heatmap', 'department=1,x', 'department'],
    ['gap', 'department=', 'department'],
    ['leniency', 'page_size=501', 'page_size'],
    ['leniency', 'ordering=salary', 'ordering'],
    ['leniency', 'page=0', 'page'],
    ['trend', 'periods=13', 'periods'],
    ['trend', 'periods=0', 'periods'],
    ['hipo', 'period=1.5', 'period'],
  ];
  it.each(cases)('%s?%s is a 400 naming %s', async (measure, query, field) => {
    const res = await admin.get(url(A, measure, query));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res))).toContain(field);
  });
});

describe('statements', () => {
  it('runs three statements a request whatever the measure and role', async () => {
    const counter = ctx.database.counter;
    for (const client of [admin, m]) {
      for (const measure of MEASURES) {
        const { count, result: res } = await counter.counted(() =>
          client.get(url(A, measure, `department=${dept(A, 'D')}`)),
        );
        expect(res.statusCode).toBe(200);
        expect(count, measure).toBe(3);
      }
    }
  });
});
