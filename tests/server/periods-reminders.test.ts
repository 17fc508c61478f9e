import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { CodedError } from '../../contract/errors/index.ts';
import type { PeriodOut } from '../../server/src/modules/settings/periods.schemas.ts';
import { json, signIn, useApp, type Client } from './helpers.ts';
import { C1 } from './structure-helpers.ts';

const ctx = useApp();
const P = `${C1}/performance_review/assessment_periods/`;
const codesOf = (res: LightMyRequestResponse) => json<{ codes: Record<string, CodedError[]> }>(res).codes;
const dates = {
  start_date: '2032-01-01',
  self_deadline: '2032-01-20',
  manager_deadline: '2032-02-01',
  feedback_deadline: '2032-02-10',
  end_date: '2032-02-28',
};
const DEFAULTS = {
  reminder_days: [3, 1],
  overdue_every_days: 2,
  overdue_max_times: 3,
  escalate_after_days: 3,
  self_deadline_action: 'none',
};

let admin: Client;
let seq = 0;
/** A new draft period, with the reminder settings given. */
async function create(settings: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  seq += 1;
  return admin.post(P, { name: `Напоминания ${seq}`, ...dates, ...settings });
}

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
});

describe('period reminder settings', () => {
  it('gives a new period the default reminders: 3 and 1 days before, overdue every 2 days 3 times, escalation after 3', async () => {
    const created = await create();
    expect(created.statusCode).toBe(201);
    const period = json<PeriodOut>(created);
    expect(period).toMatchObject(DEFAULTS);
    expect(json<PeriodOut>(await admin.get(`${P}${period.id}/`))).toMatchObject(DEFAULTS);
  });

  it('keeps the settings an admin chose, the reminder days from the farthest to the nearest', async () => {
    const chosen = {
      reminder_days: [1, 7, 0],
      overdue_every_days: 1,
      overdue_max_times: 0,
      escalate_after_days: 10,
      self_deadline_action: 'move_to_manager',
    };
    const period = json<PeriodOut>(await create(chosen));
    expect(period).toMatchObject({ ...chosen, reminder_days: [7, 1, 0] });
    expect(json<PeriodOut>(await create({ reminder_days: [] }))).toMatchObject({ reminder_days: [] });
  });

  it('changes one setting with PATCH and leaves the others; a PUT without them sets the defaults back', async () => {
    const period = json<PeriodOut>(await create({ overdue_every_days: 5, self_deadline_action: 'move_to_manager' }));
    const patched = json<PeriodOut>(await admin.patch(`${P}${period.id}/`, { reminder_days: [14], version: 1 }));
    expect(patched).toMatchObject({
      ...DEFAULTS,
      reminder_days: [14],
      overdue_every_days: 5,
      self_deadline_action: 'move_to_manager',
      version: 2,
    });
    const put = await admin.put(`${P}${period.id}/`, { ...patched, escalate_after_days: 7 });
    expect(json<PeriodOut>(put)).toMatchObject({ reminder_days: [14], escalate_after_days: 7, version: 3 });
    const replaced = await admin.put(`${P}${period.id}/`, {
      name: period.name,
      ...dates,
      status: 'draft',
      form_type: 'SMPL',
      version: 3,
    });
    expect(json<PeriodOut>(replaced)).toMatchObject({ ...DEFAULTS, version: 4 });
  });

  it('names the reminder days a 400 refuses: repeated, out of 0..60, more than five, not whole', async () => {
    expect(codesOf(await create({ reminder_days: [3, 1, 3] }))).toEqual({
      reminder_days: [{ code: 'reminder_day_repeated', params: { day: 3 } }],
    });
    expect(codesOf(await create({ reminder_days: [3, 61] }))).toEqual({
      reminder_days: [{ code: 'max_value', params: { max: 60 } }],
    });
    expect(codesOf(await create({ reminder_days: [-1] }))).toEqual({
      reminder_days: [{ code: 'min_value', params: { min: 0 } }],
    });
    expect(codesOf(await create({ reminder_days: [1, 2, 3, 4, 5, 6] }))).toEqual({
      reminder_days: [{ code: 'too_many', params: { max: 5 } }],
    });
    expect(codesOf(await create({ reminder_days: [1.5] }))).toEqual({
      reminder_days: [{ code: 'invalid_type', params: { expected: 'int' } }],
    });
    expect(Object.keys(codesOf(await create({ reminder_days: '3,1' })))).toEqual(['reminder_days']);
    expect(Object.keys(codesOf(await create({ reminder_days: null })))).toEqual(['reminder_days']);
  });

  it.each([
    ['overdue_every_days', 0, 'min_value', { min: 1 }],
    ['overdue_every_days', 31, 'max_value', { max: 30 }],
    ['overdue_max_times', -1, 'min_value', { min: 0 }],
    ['overdue_max_times', 21, 'max_value', { max: 20 }],
    ['escalate_after_days', 0, 'min_value', { min: 1 }],
    ['escalate_after_days', 61, 'max_value', { max: 60 }],
  ])('refuses %s = %s on create, PATCH and PUT, naming the field', async (field, value, code, params) => {
    expect(codesOf(await create({ [field]: value }))).toEqual({ [field]: [{ code, params }] });
    const period = json<PeriodOut>(await create());
    expect(codesOf(await admin.patch(`${P}${period.id}/`, { [field]: value, version: 1 }))).toEqual({
      [field]: [{ code, params }],
    });
    expect(codesOf(await admin.put(`${P}${period.id}/`, { ...period, [field]: value }))).toEqual({
      [field]: [{ code, params }],
    });
    expect(json<PeriodOut>(await admin.get(`${P}${period.id}/`))).toMatchObject({ ...DEFAULTS, version: 1 });
  });

  it('takes only whole numbers and the known deadline actions', async () => {
    expect(codesOf(await create({ overdue_every_days: 1.5 }))).toEqual({
      overdue_every_days: [{ code: 'invalid_type', params: { expected: 'int' } }],
    });
    expect(codesOf(await create({ escalate_after_days: '3' }))).toEqual({
      escalate_after_days: [{ code: 'invalid_type', params: { expected: 'number' } }],
    });
    expect(codesOf(await create({ self_deadline_action: 'close' }))).toEqual({
      self_deadline_action: [{ code: 'invalid_choice', params: { choices: 'none, move_to_manager' } }],
    });
    const period = json<PeriodOut>(await create());
    expect(
      Object.keys(codesOf(await admin.patch(`${P}${period.id}/`, { self_deadline_action: null, version: 1 }))),
    ).toEqual(['self_deadline_action']);
  });
});
