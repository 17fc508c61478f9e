import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/src/http/errors.ts';
import {
  assertCan,
  can,
  POLICY,
  PREDICATES,
  readsPersonalContent,
  reviewerSql,
  type Action,
} from '../../server/src/policy.ts';

const PEOPLE = {
  employee: { role: 'EMPLOYEE', isAdmin: false },
  manager: { role: 'MANAGER', isAdmin: false },
  'admin (employee role)': { role: 'EMPLOYEE', isAdmin: true },
  'admin (manager role)': { role: 'MANAGER', isAdmin: true },
} as const;
type Person = keyof typeof PEOPLE;

/** Who may do each action: the table the services read, written out by hand. */
const EXPECTED: Record<Action, readonly Person[]> = {
  'analytics.read': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'nine_box.read': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'calibration.read': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'exports.period': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'review360.team': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'agreements.write': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'hipo.read': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'manager_dashboard.open': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'company.administer': ['admin (employee role)', 'admin (manager role)'],
  'exports.review': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'goals.approve': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'goals.company': ['admin (employee role)', 'admin (manager role)'],
  'one_on_ones.company': ['admin (employee role)', 'admin (manager role)'],
  'one_on_ones.questions': ['admin (employee role)', 'admin (manager role)'],
  'praise.hide': ['admin (employee role)', 'admin (manager role)'],
};

type Predicate = keyof typeof PREDICATES;

/** Whom each named question answers yes for, written out by hand. */
const EXPECTED_PREDICATES: Record<Predicate, readonly Person[]> = {
  seesWholeCompany: ['admin (employee role)', 'admin (manager role)'],
  managesPeople: ['manager', 'admin (manager role)'],
  actsForAnyone: ['admin (employee role)', 'admin (manager role)'],
  mayManageCalibration: ['admin (employee role)', 'admin (manager role)'],
};

/** Every row of a table with every person. */
const everyone = <Row extends string>(rows: Record<Row, unknown>) =>
  (Object.keys(rows) as Row[]).flatMap((row) =>
    (Object.keys(PEOPLE) as Person[]).map((person) => [row, person] as const),
  );

describe('the policy: role x action', () => {
  it.each(everyone(POLICY))('%s by %s', (action, person) => {
    const allowed = EXPECTED[action].includes(person);
    expect(can(PEOPLE[person], action)).toBe(allowed);
    if (allowed) expect(() => assertCan(PEOPLE[person], action)).not.toThrow();
    else {
      let refused: unknown = null;
      try {
        assertCan(PEOPLE[person], action);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ statusCode: 403, code: POLICY[action].code });
    }
  });
});

describe('the policy: role x named question', () => {
  it.each(everyone(PREDICATES))('%s for %s', (predicate, person) => {
    expect(PREDICATES[predicate](PEOPLE[person])).toBe(EXPECTED_PREDICATES[predicate].includes(person));
  });
});

describe('the policy: personal content', () => {
  it('is read by the person themselves, never by staff acting as them', () => {
    expect(readsPersonalContent({ impersonatorId: null })).toBe(true);
    expect(readsPersonalContent({ impersonatorId: 7 })).toBe(false);
  });
});

describe('the policy in SQL: who may be handed a review', () => {
  const EXPECTED_REVIEWERS: readonly Person[] = ['manager', 'admin (employee role)', 'admin (manager role)'];
  it('answers yes for managers and admins only', async () => {
    const db = new PGlite();
    try {
      const people = Object.keys(PEOPLE) as Person[];
      const rows = sql.join(
        people.map((person) => sql`(${person}, ${PEOPLE[person].role}, ${PEOPLE[person].isAdmin}::boolean)`),
        sql`, `,
      );
      const query = new PgDialect().sqlToQuery(
        sql`select person, ${reviewerSql(sql.raw('role'), sql.raw('is_admin'))} as may
          from (values ${rows}) as p(person, role, is_admin)`,
      );
      const found = await db.query<{ person: Person; may: boolean }>(query.sql, query.params);
      expect(Object.fromEntries(found.rows.map((r) => [r.person, r.may]))).toEqual(
        Object.fromEntries(people.map((person) => [person, EXPECTED_REVIEWERS.includes(person)])),
      );
    } finally {
      await db.close();
    }
  });
});
