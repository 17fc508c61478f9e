import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach } from 'vitest';
import type { Review360NominationMode } from '../../contract/enums.ts';
import { rowsOf } from '../../server/src/db/client.ts';
import * as s from '../../server/src/db/schema/index.ts';
import type { SubjectOut } from '../../server/src/modules/review360/review360.schemas.ts';
import { codesOf } from './forms-fixtures.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { ACTIVE_PERIOD, C1, eipOf, OTHER_ADMIN, periodOf } from './structure-helpers.ts';

/** The nomination's calls under the demo company. */
export const R = `${C1}/performance_review/review360`;

/** The demo people the tests use, by the part of their email before the @. */
export const PEOPLE = [
  'ceo',
  'hr',
  'manager',
  'employee',
  'petrov',
  'vasilieva',
  'popov',
  'novikova',
  'fedorov',
  'mikhailova',
  'orlov',
  'egorova',
] as const;
export type Person = (typeof PEOPLE)[number];

export type Callers = {
  admin: Client;
  manager: Client;
  employee: Client;
  /** A manager who does not oversee the demo employee. */
  orlov: Client;
  /** The second company's admin. */
  director: Client;
};

/**
 * The demo app with the active period's 360 on (the seed's), everyone signed in, and before each test no
 * 360 row, no notice, the settings back to the seed's and the forms of the people nominated for in SELF.
 */
export function useNominationApp() {
  const ctx = useApp();
  const db = () => ctx.database.db;
  const state: { callers?: Callers; eip?: Record<Person, number>; period?: number } = {};
  beforeAll(async () => {
    state.period = await periodOf(ctx, ACTIVE_PERIOD);
    const eip: Partial<Record<Person, number>> = {};
    for (const p of PEOPLE) eip[p] = await eipOf(ctx, `${p === 'hr' ? 'hr' : p}@demo.example`);
    state.eip = eip as Record<Person, number>;
    state.callers = {
      admin: await signIn(ctx.app, 'admin'),
      manager: await signIn(ctx.app, 'manager'),
      employee: await signIn(ctx.app, 'employee'),
      orlov: await signInAs(ctx, 'orlov@demo.example'),
      director: await signInAs(ctx, OTHER_ADMIN),
    };
  });
  beforeEach(async () => {
    const period = state.period ?? 0;
    await db().delete(s.review360Subjects).where(eq(s.review360Subjects.periodId, period));
    await db().delete(s.notifications);
    await db()
      .update(s.review360Settings)
      .set({
        enabled: true,
        nominationMode: 'employee_proposes',
        minReviewers: 3,
        maxReviewers: 8,
        maxRequestsPerReviewer: 8,
        deadline: null,
      })
      .where(eq(s.review360Settings.periodId, period));
    await db().update(s.employeeInPositions).set({ isActive: true }).where(eq(s.employeeInPositions.companyId, 1));
    await db()
      .update(s.assessmentForms)
      .set({ stage: 'SELF' })
      .where(
        and(
          eq(s.assessmentForms.periodId, period),
          sql`${s.assessmentForms.employeeId} in (${state.eip?.employee ?? 0}, ${state.eip?.manager ?? 0})`,
        ),
      );
  });
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The fixtures are set up before the tests run.');
    return value;
  };
  const eip = (p: Person) => need(state.eip)[p];
  const period = () => need(state.period);

  return {
    ctx,
    db,
    eip,
    period,
    callers: () => need(state.callers),
    /** Sets the period's 360 settings straight in the database. */
    settings: async (
      set: Partial<typeof s.review360Settings.$inferInsert> & { nominationMode?: Review360NominationMode },
    ) => {
      await db().update(s.review360Settings).set(set).where(eq(s.review360Settings.periodId, period()));
    },
    add: (client: Client, reviewer: Person, employee: Person = 'employee') =>
      client.post(`${R}/subjects/reviewers/`, { period: period(), employee: eip(employee), reviewer: eip(reviewer) }),
    /** Adds reviewers one after another, each expected to pass; the person's 360 after the last. */
    addAll: async (client: Client, reviewers: Person[], employee: Person = 'employee'): Promise<SubjectOut> => {
      let last: LightMyRequestResponse | null = null;
      for (const reviewer of reviewers) {
        last = await client.post(`${R}/subjects/reviewers/`, {
          period: period(),
          employee: eip(employee),
          reviewer: eip(reviewer),
        });
        if (last.statusCode !== 201) throw new Error(`adding ${reviewer}: ${String(last.statusCode)} ${last.body}`);
      }
      if (!last) throw new Error('no reviewer given');
      return json<SubjectOut>(last);
    },
    /** The notices queued, as `kind to about` lines, with their data. */
    notices: () =>
      rowsOf<{
        kind: string;
        to: string;
        key: string;
        data: Record<string, unknown>;
        link: string;
        form_id: number | null;
      }>(
        db(),
        sql`select n.kind, split_part(u.email, '@', 1) as "to", n.key, n.data, n.link, n.form_id
        from notifications n join users u on u.id = n.user_id order by n.id`,
      ),
  };
}

/** The first error code of a field in a 400. */
export function codeOf(res: LightMyRequestResponse, field: string): string | undefined {
  const codes = codesOf(res);
  return Object.hasOwn(codes, field) ? codes[field].at(0)?.code : undefined;
}
