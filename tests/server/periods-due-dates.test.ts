import { beforeAll, describe, expect, it } from 'vitest';
import { json, signIn, useApp, type Client } from './helpers.ts';
import { ACTIVE_PERIOD, C1, eipOf, PAST_PERIOD, periodOf } from './structure-helpers.ts';

// An agreement's due date falls inside its period: the goal is set for that period.
const ctx = useApp();
const A = `${C1}/performance_review/agreements/`;
type Agreement = { id: number; period: number; due_date: string | null; version: number };

let admin: Client;
let petrov: number;
let current: number;
beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  petrov = await eipOf(ctx, 'petrov@demo.example');
  current = await periodOf(ctx, ACTIVE_PERIOD);
});

const body = (over: Record<string, unknown> = {}) => ({ employee: petrov, period: current, title: 'Цель', ...over });

/** The demo's periods are dated from today: their bounds are read, not written down. */
async function periodDates(id: number) {
  return json<{ start_date: string; end_date: string }>(
    await admin.get(`${C1}/performance_review/assessment_periods/${id}/`),
  );
}

/** A day before or after a date, as YYYY-MM-DD. */
const dayFrom = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('agreement due dates', () => {
  it('refuses a due date outside the period, on create, on a change of the date and of the period', async () => {
    const { start_date: start, end_date: end } = await periodDates(current);
    const outside = { due_date: [{ code: 'due_date_outside_period', params: { start, end } }] };
    const after = await admin.post(A, body({ due_date: dayFrom(end, 1) }));
    expect(after.statusCode).toBe(400);
    expect(json<{ codes: unknown }>(after).codes).toEqual(outside);
    expect(json<{ due_date: string[] }>(after).due_date).toEqual([
      `Срок должен быть внутри периода: с ${start} по ${end}.`,
    ]);
    expect(json<{ codes: unknown }>(await admin.post(A, body({ due_date: dayFrom(start, -1) }))).codes).toEqual(
      outside,
    );
    const a = json<Agreement>(await admin.post(A, body({ due_date: end })));
    expect(a.due_date).toBe(end);
    const moved = await admin.patch(`${A}${a.id}/`, { due_date: dayFrom(end, 30), version: 1 });
    expect(json<{ codes: unknown }>(moved).codes).toEqual(outside);
    const past = await periodOf(ctx, PAST_PERIOD);
    const pastDates = await periodDates(past);
    const toPast = await admin.patch(`${A}${a.id}/`, { period: past, version: 1 });
    expect(json<{ codes: unknown }>(toPast).codes).toEqual({
      due_date: [{ code: 'due_date_outside_period', params: { start: pastDates.start_date, end: pastDates.end_date } }],
    });
    const both = await admin.patch(`${A}${a.id}/`, { period: past, due_date: pastDates.end_date, version: 1 });
    expect(json<Agreement>(both)).toMatchObject({ period: past, due_date: pastDates.end_date, version: 2 });
    expect(json<Agreement>(await admin.patch(`${A}${a.id}/`, { due_date: null, version: 2 })).due_date).toBeNull();
  });
});
