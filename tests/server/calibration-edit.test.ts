import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type { SessionDetailOut } from '../../server/src/modules/calibration/calibration.schemas.ts';
import { codesOf } from './forms-fixtures.ts';
import { json, signIn, useApp, type Client } from './helpers.ts';
import { SESSIONS, email, launchPeriod, shapeForm, userIdOf } from './calibration-fixtures.ts';

/** Changing an open calibration session: `PATCH .../calibration/sessions/<id>/`. */

const ctx = useApp();
let admin: Client;
let manager: Client;
let period: number;
let forms: Map<string, number>;
let dev: number;
const form = (key: string) => forms.get(key) ?? 0;

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  manager = await signIn(ctx.app, 'manager');
  ({ period, forms } = await launchPeriod(ctx, admin, { STND: ['petrov', 'romanov'], SMPL: [] }));
  await shapeForm(ctx, form('petrov'), { stage: 'COMPLETE', overall: 4 });
  await shapeForm(ctx, form('romanov'), { stage: 'COMPLETE', overall: 1 });
  const [d] = await ctx.database.db.select().from(s.departments).where(eq(s.departments.name, 'Разработка'));
  dev = d.id;
});

describe('editing a session', () => {
  it('changes an open session for admins: name, curve, participants, departments until a grade moves', async () => {
    const [sales] = await ctx.database.db.select().from(s.departments).where(eq(s.departments.name, 'Продажи'));
    const created = json<SessionDetailOut>(
      await admin.post(SESSIONS, { name: 'Продажи', period, department_ids: [dev], participant_ids: [] }),
    );
    const at = `${SESSIONS}${created.id}/`;
    const orlovId = await userIdOf(ctx, email('orlov'));
    expect((await manager.patch(at, { name: 'Нет', version: created.version })).statusCode).toBe(403);
    const edited = await admin.patch(at, {
      name: 'Калибровка продаж',
      department_ids: [sales.id],
      participant_ids: [orlovId],
      target_curve: { '2': 20, '3': 60, '4': 20 },
      version: created.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = json<SessionDetailOut>(edited);
    expect(detail).toMatchObject({ name: 'Калибровка продаж', department_ids: [sales.id], version: 2 });
    expect(detail.target_curve).toEqual({ '0': 0, '1': 0, '2': 20, '3': 60, '4': 20, '5': 0 });
    expect(detail.participants.map((p) => p.id)).toEqual([orlovId]);
    expect(detail.people.map((p) => p.form_id)).toEqual([form('romanov')]);
    // The version read, else a 409 with the session as it is now.
    const stale = await admin.patch(at, { name: 'Старое', version: created.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', current: { name: 'Калибровка продаж' } });
    // A 400 names each wrong field.
    const bad = async (change: Record<string, unknown>) =>
      codesOf(await admin.patch(at, { version: detail.version, ...change }));
    expect(Object.keys(await bad({ name: ' ' }))).toEqual(['name']);
    expect(await bad({ department_ids: [999999] })).toEqual({ department_ids: [{ code: 'unknown_ids' }] });
    expect(await bad({ participant_ids: [await userIdOf(ctx, email('petrov'))] })).toEqual({
      participant_ids: [{ code: 'not_a_manager' }],
    });
    expect(await bad({ target_curve: { '3': 50 } })).toEqual({
      target_curve: [{ code: 'target_curve_sum', params: { sum: 50 } }],
    });
    // The period stays: an unknown field, as any other.
    expect(Object.keys(await bad({ period }))).toEqual(['non_field_errors']);
    // Locked: a 409 until reopened.
    expect((await admin.post(`${at}lock/`, { reason: 'Готово' })).statusCode).toBe(200);
    const locked = await admin.patch(at, { name: 'Поздно', version: 3 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'calibration_locked' });
    const reopened = json<SessionDetailOut>(await admin.post(`${at}reopen/`, { reason: 'Исправить' }));
    // Once a grade has moved in it, its departments stay; the rest may still change.
    const moved = await admin.post(`${at}entries/${form('romanov')}/`, {
      calibrated_grade: 2,
      reason: 'Выше среднего по отделу',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await bad({ department_ids: [dev], version: reopened.version })).toEqual({
      department_ids: [{ code: 'calibration_departments_fixed' }],
    });
    const renamed = await admin.patch(at, {
      name: 'Продажи, итог',
      department_ids: [sales.id],
      version: reopened.version,
    });
    expect(json<SessionDetailOut>(renamed)).toMatchObject({ name: 'Продажи, итог', department_ids: [sales.id] });
    expect((await admin.patch(`${SESSIONS}999999/`, { name: 'Нет', version: 1 })).statusCode).toBe(404);
  });
});
