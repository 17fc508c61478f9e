import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type {
  FormFilterOptionsOut,
  FormPageOut,
  StageCountsOut,
} from '../../server/src/modules/forms/forms.schemas.ts';
import { json, signIn, useApp, type Client } from './helpers.ts';
import { FORMS, eipOf } from './forms-fixtures.ts';

const ctx = useApp();
let admin: Client;
let manager: Client;
let period: number;

const total = (counts: StageCountsOut) => Object.values(counts).reduce((a, b) => a + b, 0);

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  manager = await signIn(ctx.app, 'manager');
  const [p] = await ctx.database.db
    .select()
    .from(s.assessmentPeriods)
    .where(and(eq(s.assessmentPeriods.companyId, 1), eq(s.assessmentPeriods.name, 'Оценка за второе полугодие')));
  period = p.id;
});

describe('forms of deactivated people', () => {
  it('are marked in the team list, and the list and its counts can keep or leave them out', async () => {
    const anna = await eipOf(ctx, DEMO_LOGINS.employee);
    const list = (query: string) => manager.get(`${FORMS}?team=true&period=${period}&page_size=500${query}`);
    await ctx.database.db
      .update(s.employeeInPositions)
      .set({ isActive: false })
      .where(eq(s.employeeInPositions.id, anna));
    try {
      const all = json<FormPageOut>(await list(''));
      const annas = all.results.filter((r) => r.employee.id === anna);
      expect(annas.length).toBeGreaterThan(0);
      expect(annas.every((r) => !r.employee.is_active)).toBe(true);
      expect(all.results.filter((r) => r.employee.id !== anna).every((r) => r.employee.is_active)).toBe(true);

      const gone = json<FormPageOut>(await list('&employee_active=false'));
      expect(gone.results.map((r) => r.employee.id)).toEqual(annas.map(() => anna));
      const kept = json<FormPageOut>(await list('&employee_active=true'));
      expect(kept.count).toBe(all.count - gone.count);
      expect(kept.results.some((r) => r.employee.id === anna)).toBe(false);

      const counts = json<StageCountsOut>(
        await manager.get(`${FORMS}stage_counts/?team=true&period=${period}&employee_active=true`),
      );
      expect(total(counts)).toBe(kept.count);
      // An admin's count of this filter is counted, not read from the per-stage counters.
      const adminKept = json<FormPageOut>(await admin.get(`${FORMS}?period=${period}&employee_active=true`));
      const adminAll = json<FormPageOut>(await admin.get(`${FORMS}?period=${period}`));
      expect(adminKept.count).toBe(adminAll.count - gone.count);
    } finally {
      await ctx.database.db
        .update(s.employeeInPositions)
        .set({ isActive: true })
        .where(eq(s.employeeInPositions.id, anna));
    }
  });
});

describe('the dashboard filter choices', () => {
  it("offer a manager their people's departments only, and no draft period without forms", async () => {
    const mine = json<FormFilterOptionsOut>(await manager.get(`${FORMS}filter_options/`));
    const names = mine.departments.map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Разработка', 'Фронтенд']));
    expect(names).not.toContain('Продажи');
    expect(names).not.toContain('Управление персоналом');
    expect(mine.periods.some((p) => p.name === 'Оценка за следующий год')).toBe(false);
    expect(mine.periods.find((p) => p.id === period)?.status).toBe('active');

    const all = json<FormFilterOptionsOut>(await admin.get(`${FORMS}filter_options/`));
    expect(all.departments).toHaveLength(5);
    expect(all.periods).toEqual(mine.periods);
    expect(
      (await admin.get('/api/companies/companies/2/performance_review/assessment_forms/filter_options/')).statusCode,
    ).toBe(404);
  });
});

describe('sorting the list', () => {
  it('by stage and by department, both ways', async () => {
    for (const field of ['stage', 'department']) {
      const up = json<FormPageOut>(await admin.get(`${FORMS}?period=${period}&page_size=500&ordering=${field}`));
      const down = json<FormPageOut>(await admin.get(`${FORMS}?period=${period}&page_size=500&ordering=-${field}`));
      expect(down.results.map((r) => r.id)).toEqual(up.results.map((r) => r.id).reverse());
    }
  });
});
