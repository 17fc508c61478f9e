import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { FormPageOut, LaunchOut, LaunchPreviewOut } from '../../server/src/modules/forms/forms.schemas.ts';
import { json, signIn, useApp, type Client } from './helpers.ts';
import { FORMS, codesOf, eipOf, newPeriod } from './forms-fixtures.ts';

const ctx = useApp();
const PREVIEW = `${FORMS}launch_preview/`;
let admin: Client;
let manager: Client;

/** The period's forms as the admin's list counts them. */
const countForms = async (periodId: number) => json<FormPageOut>(await admin.get(`${FORMS}?period=${periodId}`)).count;
const boardId = async () =>
  (
    await ctx.database.db
      .select()
      .from(s.departments)
      .where(and(eq(s.departments.companyId, 1), eq(s.departments.name, 'Руководство')))
  )[0].id;
const setActive = (eip: number, isActive: boolean) =>
  ctx.database.db.update(s.employeeInPositions).set({ isActive }).where(eq(s.employeeInPositions.id, eip));
const byName = (a: { full_name: string }, b: { full_name: string }) => a.full_name.localeCompare(b.full_name);

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  manager = await signIn(ctx.app, 'manager');
});

describe('the launch preview', () => {
  it('names who gets a form (with the reviewer) and who is skipped and why, writing nothing; the launch then does just that', async () => {
    const period = await newPeriod(ctx, 'SMPL');
    const anna = await eipOf(ctx, DEMO_LOGINS.employee);
    const orlov = await eipOf(ctx, 'orlov@demo.example');
    expect(json<LaunchOut>(await admin.post(FORMS, { period, employees: [anna] })).created).toBe(1);
    await setActive(orlov, false);
    try {
      // The root department takes in everyone; Orlov, deactivated, is named one by one.
      const body = { period, departments: [await boardId()], employees: [orlov] };
      const res = await admin.post(PREVIEW, body);
      expect(res.statusCode, res.body).toBe(200);
      const preview = json<LaunchPreviewOut>(res);
      expect(preview.period).toMatchObject({ id: period, status: 'active' });
      expect(preview.skipped.map((r) => [r.full_name, r.reason]).sort()).toEqual([
        ['Андрей Соколов', 'no_reviewer'],
        ['Анна Смирнова', 'already_has_form'],
        ['Павел Орлов', 'employee_inactive'],
      ]);
      expect(preview.skipped_count).toBe(3);
      expect(preview.forms_count).toBe(27);
      expect(preview.forms).toHaveLength(27);
      expect(preview.forms.find((r) => r.full_name === 'Елена Морозова')).toMatchObject({
        position: 'Директор по персоналу',
        department: 'Управление персоналом',
        reviewer: 'Андрей Соколов',
      });
      expect(await countForms(period)).toBe(1);

      const launched = json<LaunchOut>(await admin.post(FORMS, body));
      expect(launched.created).toBe(preview.forms_count);
      expect([...launched.skipped].sort(byName)).toEqual([...preview.skipped].sort(byName));
      expect(await countForms(period)).toBe(28);
    } finally {
      await setActive(orlov, true);
    }
  });

  it('gives someone with nobody above them a form when the launch names a reviewer', async () => {
    const period = await newPeriod(ctx, 'SMPL');
    const ceo = (
      await ctx.database.db
        .select({ id: s.employeeInPositions.id })
        .from(s.employeeInPositions)
        .where(and(eq(s.employeeInPositions.companyId, 1), eq(s.employeeInPositions.position, 'Генеральный директор')))
    )[0].id;
    const reviewer = await eipOf(ctx, DEMO_LOGINS.admin);
    const alone = json<LaunchPreviewOut>(await admin.post(PREVIEW, { period, employees: [ceo] }));
    expect(alone).toMatchObject({ forms_count: 0, skipped: [{ employee_id: ceo, reason: 'no_reviewer' }] });
    const named = json<LaunchPreviewOut>(await admin.post(PREVIEW, { period, employees: [ceo], reviewer }));
    expect(named).toMatchObject({ forms_count: 1, skipped_count: 0, forms: [{ reviewer: 'Елена Морозова' }] });
  });

  it('is for admins, and refuses what the launch refuses', async () => {
    const period = await newPeriod(ctx);
    expect((await manager.post(PREVIEW, { period, all_employees: true })).statusCode).toBe(403);
    expect(codesOf(await admin.post(PREVIEW, { period }))).toEqual({
      employees: [expect.objectContaining({ code: 'choose_employees' })],
    });
    expect(codesOf(await admin.post(PREVIEW, { period, employees: [999999] }))).toEqual({
      employees: [expect.objectContaining({ code: 'not_active_employees' })],
    });
    expect(await countForms(period)).toBe(0);
  });
});
