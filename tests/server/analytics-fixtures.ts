import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../server/src/db/client.ts';
import * as s from '../../server/src/db/schema/index.ts';
import type { HipoDecision, PeriodStatus, Stage } from '../../contract/enums.ts';
import { json, type Client } from './helpers.ts';

/**
 * Hand-made companies for the analytics tests: a few people with grades chosen so that every figure can be
 * worked out by hand (analytics.test.ts shows the sums).
 */

type Grade = number | null;
type FormSpec = {
  who: string;
  stage: Stage;
  reviewer: string;
  self?: [Grade, Grade];
  manager?: [Grade, Grade];
  overall?: Grade;
  calibrated?: Grade;
  hipo?: [HipoDecision | null, HipoDecision | null];
};
type PersonSpec = {
  key: string;
  department: string;
  manager: string | null;
  role?: 'MANAGER' | 'EMPLOYEE';
  admin?: boolean;
};
export type CompanySpec = {
  name: string;
  departments: { key: string; name: string; parent: string | null; head: string | null }[];
  people: PersonSpec[];
  values: string[];
  skills: string[];
  periods: { key: string; year: number; status: PeriodStatus; forms: FormSpec[] }[];
};

export type Built = {
  companyId: number;
  dept: Record<string, number>;
  eip: Record<string, number>;
  period: Record<string, number>;
  values: number[];
  email: (key: string) => string;
  forms: Record<string, number>;
};

function known<T>(map: Record<string, T>, key: string): T {
  if (!Object.hasOwn(map, key)) throw new Error(`unknown key ${key}`);
  return map[key];
}

export async function buildCompany(db: Db, spec: CompanySpec): Promise<Built> {
  const [company] = await db.insert(s.companies).values({ name: spec.name }).returning();
  const companyId = company.id;
  const email = (key: string) => `${key}@c${companyId}.analytics.example`;
  const dept: Record<string, number> = {};
  for (const d of spec.departments) {
    const [row] = await db
      .insert(s.departments)
      .values({ companyId, name: d.name, parentId: d.parent ? known(dept, d.parent) : null })
      .returning();
    dept[d.key] = row.id;
  }
  const eip: Record<string, number> = {};
  for (const p of spec.people) {
    const [user] = await db
      .insert(s.users)
      .values({ email: email(p.key), firstName: p.key, lastName: spec.name })
      .returning();
    await db
      .insert(s.memberships)
      .values({ companyId, userId: user.id, role: p.role ?? 'EMPLOYEE', isAdmin: p.admin ?? false });
    const [pos] = await db
      .insert(s.employeeInPositions)
      .values({
        companyId,
        userId: user.id,
        departmentId: known(dept, p.department),
        position: `Должность ${p.key}`,
        managerId: p.manager ? known(eip, p.manager) : null,
      })
      .returning();
    eip[p.key] = pos.id;
  }
  for (const d of spec.departments) {
    if (d.head) {
      await db
        .update(s.departments)
        .set({ headId: known(eip, d.head) })
        .where(eq(s.departments.id, known(dept, d.key)));
    }
  }
  const values = [];
  for (const [order, name] of spec.values.entries()) {
    const [row] = await db.insert(s.values).values({ companyId, name, order }).returning();
    values.push(row.id);
  }
  const skills = [];
  for (const [order, name] of spec.skills.entries()) {
    const [row] = await db.insert(s.hipoSkills).values({ companyId, name, order }).returning();
    skills.push(row.id);
  }
  const period: Record<string, number> = {};
  const forms: Record<string, number> = {};
  for (const p of spec.periods) {
    const y = p.year;
    const [row] = await db
      .insert(s.assessmentPeriods)
      .values({
        companyId,
        name: `Период ${p.key}`,
        startDate: `${y}-01-01`,
        endDate: `${y}-06-30`,
        selfDeadline: `${y}-03-01`,
        managerDeadline: `${y}-04-01`,
        feedbackDeadline: `${y}-05-01`,
        status: p.status,
        formType: 'STND',
      })
      .returning();
    period[p.key] = row.id;
    for (const f of p.forms)
      forms[`${p.key}:${f.who}`] = await addForm(db, companyId, row.id, f, { eip, values, skills });
  }
  return { companyId, dept, eip, period, values, email, forms };
}

async function addForm(
  db: Db,
  companyId: number,
  periodId: number,
  f: FormSpec,
  ids: { eip: Record<string, number>; values: number[]; skills: number[] },
): Promise<number> {
  const [form] = await db
    .insert(s.assessmentForms)
    .values({
      companyId,
      periodId,
      employeeId: known(ids.eip, f.who),
      reviewerId: known(ids.eip, f.reviewer),
      type: 'STND',
      stage: f.stage,
    })
    .returning();
  await db.insert(s.formValueItems).values(
    ids.values.map((valueId, k) => ({
      companyId,
      formId: form.id,
      valueId,
      selfGrade: f.self?.[k] ?? null,
      managerGrade: f.manager?.[k] ?? null,
    })),
  );
  await db
    .insert(s.formHipoItems)
    .values(
      ids.skills.map((hipoSkillId, k) => ({ companyId, formId: form.id, hipoSkillId, decision: f.hipo?.[k] ?? null })),
    );
  await db.insert(s.formManagerGrades).values({
    companyId,
    formId: form.id,
    overallGrade: f.overall ?? null,
    calibratedGrade: f.calibrated ?? null,
  });
  return form.id;
}

export const MEASURES = ['completion', 'grades', 'heatmap', 'gap', 'hipo', 'leniency', 'trend'] as const;

export const analyticsUrl = (c: Built, measure: string, query = '') =>
  `/api/companies/companies/${c.companyId}/performance_review/analytics/${measure}/${query ? `?${query}` : ''}`;

/** A measure of the company as the client reads it, which must be a 200. */
export async function measureOf<T>(client: Client, c: Built, measure: string, query = ''): Promise<T> {
  const res = await client.get(analyticsUrl(c, measure, query));
  expect(res.statusCode, res.body).toBe(200);
  return json<T>(res);
}

/** The row of a department in an answer's `departments`. */
export function rowOf<T extends { department: { id: number | null } }>(rows: T[], id: number): T {
  const found = rows.find((r) => r.department.id === id);
  if (!found) throw new Error(`no row for department ${id}`);
  return found;
}
