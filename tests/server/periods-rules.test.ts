import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type { PeriodOut } from '../../server/src/modules/settings/periods.schemas.ts';
import { json, signIn, type Client, useApp } from './helpers.ts';
import { ACTIVE_PERIOD, C1, periodOf } from './structure-helpers.ts';

const ctx = useApp();
const P = `${C1}/performance_review/assessment_periods/`;
type Period = PeriodOut;
const dates = {
  start_date: '2030-01-01',
  self_deadline: '2030-01-20',
  manager_deadline: '2030-02-01',
  feedback_deadline: '2030-02-10',
  end_date: '2030-02-28',
};

let admin: Client;
beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
});

describe('one active period per company', () => {
  it('refuses a second active period on create and on a change, naming the active one', async () => {
    const created = await admin.post(P, { ...dates, name: 'Будущий период', status: 'active' });
    expect(created.statusCode).toBe(409);
    expect(json(created)).toMatchObject({
      code: 'period_already_active',
      params: { name: ACTIVE_PERIOD },
      active: { id: await periodOf(ctx, ACTIVE_PERIOD), name: ACTIVE_PERIOD },
    });
    const draft = json<Period>(await admin.post(P, { ...dates, name: 'Будущий период' }));
    const activate = await admin.request(
      'PATCH',
      `${P}${draft.id}/`,
      { status: 'active', version: 1 },
      {
        'accept-language': 'en',
      },
    );
    expect(activate.statusCode).toBe(409);
    expect(json(activate).detail).toBe(
      `Only one period can be active, and "${ACTIVE_PERIOD}" is active now. Close it or set it back to draft, then activate this one.`,
    );
    expect(json<Period>(await admin.get(`${P}${draft.id}/`))).toMatchObject({ status: 'draft', version: 1 });
    const active = json<Period>(await admin.get(`${P}${await periodOf(ctx, ACTIVE_PERIOD)}/`));
    expect(
      json<Period>(await admin.patch(`${P}${active.id}/`, { name: active.name, version: active.version })),
    ).toMatchObject({ status: 'active' });
    expect((await admin.delete(`${P}${draft.id}/`)).statusCode).toBe(204);
  });

  it('holds in the database too: a second active row is refused by the index', async () => {
    const insert = ctx.database.db.insert(s.assessmentPeriods).values({
      companyId: 1,
      name: 'В обход API',
      startDate: dates.start_date,
      selfDeadline: dates.self_deadline,
      managerDeadline: dates.manager_deadline,
      feedbackDeadline: dates.feedback_deadline,
      endDate: dates.end_date,
      status: 'active',
    });
    await expect(insert).rejects.toThrow();
    const actives = await ctx.database.db.$count(
      s.assessmentPeriods,
      sql`${s.assessmentPeriods.status} = 'active' and ${s.assessmentPeriods.companyId} = 1`,
    );
    expect(actives).toBe(1);
  });

  it('lets the admin activate another period once the active one is closed', async () => {
    const activeId = await periodOf(ctx, ACTIVE_PERIOD);
    const active = json<Period>(await admin.get(`${P}${activeId}/`));
    const closed = json<Period>(await admin.patch(`${P}${activeId}/`, { status: 'closed', version: active.version }));
    const next = json<Period>(await admin.post(P, { ...dates, name: 'Следующий период', status: 'active' }));
    expect(next.status).toBe('active');
    expect((await admin.delete(`${P}${next.id}/`)).statusCode).toBe(204);
    await admin.patch(`${P}${activeId}/`, { status: 'active', version: closed.version });
    expect(json<Period>(await admin.get(`${P}${activeId}/`)).status).toBe('active');
  });
});

describe('what uses a period', () => {
  it('counts its forms, the unfinished ones and its agreements on every read', async () => {
    const id = await periodOf(ctx, ACTIVE_PERIOD);
    const forms = await ctx.database.db
      .select({ stage: s.assessmentForms.stage })
      .from(s.assessmentForms)
      .where(eq(s.assessmentForms.periodId, id));
    const agreements = await ctx.database.db.$count(s.agreements, eq(s.agreements.periodId, id));
    const expected = {
      forms_count: forms.length,
      open_forms_count: forms.filter((f) => f.stage !== 'COMPLETE').length,
      agreements_count: agreements,
    };
    expect(expected.forms_count).toBeGreaterThan(expected.open_forms_count);
    expect(expected.open_forms_count).toBeGreaterThan(0);
    expect(json<Period>(await admin.get(`${P}${id}/`))).toMatchObject(expected);
    const listed = json<{ results: Period[] }>(await admin.get(P)).results.find((p) => p.id === id);
    expect(listed).toMatchObject(expected);
    const fresh = json<Period>(await admin.post(P, { ...dates, name: 'Пустой период' }));
    expect(fresh).toMatchObject({ forms_count: 0, open_forms_count: 0, agreements_count: 0 });
    expect((await admin.delete(`${P}${fresh.id}/`)).statusCode).toBe(204);
  });
});

describe('period names', () => {
  it('are unique in the company in any letter case, and at most 200 characters', async () => {
    const taken = await admin.post(P, { ...dates, name: `  ${ACTIVE_PERIOD.toUpperCase()} ` });
    expect(taken.statusCode).toBe(400);
    expect(json(taken)).toMatchObject({
      name: [`Период с таким названием уже есть: «${ACTIVE_PERIOD}».`],
      codes: { name: [{ code: 'period_name_taken', params: { name: ACTIVE_PERIOD } }] },
    });
    const own = json<Period>(await admin.post(P, { ...dates, name: 'Своё имя' }));
    const renamed = await admin.patch(`${P}${own.id}/`, { name: 'СВОЁ ИМЯ', version: 1 });
    expect(json<Period>(renamed)).toMatchObject({ name: 'СВОЁ ИМЯ', version: 2 });
    const clash = await admin.patch(`${P}${own.id}/`, { name: ACTIVE_PERIOD, version: 2 });
    expect(json<{ codes: unknown }>(clash).codes).toMatchObject({
      name: [{ code: 'period_name_taken', params: { name: ACTIVE_PERIOD } }],
    });
    const long = await admin.post(P, { ...dates, name: 'П'.repeat(201) });
    expect(json<{ codes: unknown }>(long).codes).toEqual({ name: [{ code: 'too_long', params: { max: 200 } }] });
    expect((await admin.delete(`${P}${own.id}/`)).statusCode).toBe(204);
  });
});
