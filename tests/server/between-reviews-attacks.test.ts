import { describe, expect, it } from 'vitest';
import {
  HER_NOTE,
  HIS_NOTE,
  keepsNotes,
  M1,
  S1,
  SECRETS,
  SHARED,
  staffActingAs,
  UNSHARED,
  useWorld,
  FORMS,
  type Meeting,
} from './between-reviews-fixtures.ts';
import { exported, pdfText } from './exports-fixtures.ts';
import { createGoal, ok } from './goals-fixtures.ts';
import { json, type Client } from './helpers.ts';
import { ACTIVE_PERIOD, C1, C2, periodOf } from './structure-helpers.ts';

/** Another pair's series and someone's private notes, as each role of two companies and staff acting try them. */
const w = useWorld();
const { ctx } = w;

/** Every way into a meeting and its series, with what each must answer. */
async function tryPair(client: Client, base: string, series: number, meeting: number) {
  const sp = `${base}/one_on_ones/series/${series}/`;
  const m = `${base}/one_on_ones/meetings/${meeting}/`;
  const answers = await Promise.all([
    client.get(sp),
    client.get(`${sp}meetings/`),
    client.get(`${sp}meetings/?search=${encodeURIComponent('ЛИЧНОЕ')}`),
    client.get(`${sp}calendar/`),
    client.post(`${sp}feed/`),
    client.patch(sp, { cadence: 'monthly', version: 1 }),
    client.post(`${sp}meetings/`, {}),
    client.get(m),
    client.patch(m, { shared_notes: 'Взлом', version: 1 }),
    client.put(`${m}private_note/`, { text: 'Взлом' }),
    client.post(`${m}points/`, { text: 'Взлом' }),
    client.post(`${m}action_items/`, { text: 'Взлом' }),
  ]);
  for (const res of answers) keepsNotes(res);
  return { series: answers[0], rest: answers.slice(1).map((res) => res.statusCode) };
}

describe("another pair's series", () => {
  it('is a 404 to anyone outside the pair, their own managers and other companies included', async () => {
    // A colleague, another team's manager, the manager's own manager, and everyone of the second company.
    for (const client of [w.petrov, w.orlov, w.ceo, w.director, w.worker, w.stranger]) {
      const { series, rest } = await tryPair(client, C1, w.series, w.meeting);
      expect(series.statusCode).toBe(404);
      expect(
        rest.every((code) => code === 404),
        rest.join(),
      ).toBe(true);
    }
    // The second company's pair: its other worker, and the first company by either company's address.
    for (const [client, base] of [
      [w.stranger, C2],
      [w.admin, C2],
      [w.admin, C1],
      [w.manager, C2],
      [w.employee, C1],
    ] as const) {
      const { series, rest } = await tryPair(client, base, w.far.id, w.far.upcoming_meeting);
      expect(series.statusCode).toBe(404);
      expect(
        rest.every((code) => code === 404),
        rest.join(),
      ).toBe(true);
    }
    // The first company's ids through the second company's address, by its admin.
    const crossed = await tryPair(w.director, C2, w.series, w.meeting);
    expect([crossed.series.statusCode, ...crossed.rest].every((code) => code === 404)).toBe(true);
  });

  it('shows an admin, or staff acting as one, that it exists and nothing of its meetings', async () => {
    for (const admin of [w.admin, await staffActingAs(ctx, 'hr@demo.example')]) {
      const { series, rest } = await tryPair(admin, C1, w.series, w.meeting);
      expect(ok<{ is_member: boolean }>(series).is_member).toBe(false);
      expect(
        rest.every((code) => code === 403),
        rest.join(),
      ).toBe(true);
      const all = await admin.get(`${S1}?scope=company`);
      keepsNotes(all);
      expect(ok<{ results: { id: number }[] }>(all).results.some((row) => row.id === w.series)).toBe(true);
      expect(json<{ code: string }>(await admin.get(`${M1}${w.meeting}/`)).code).toBe('one_on_one_members_only');
    }
  });
});

describe('private notes', () => {
  it("are the author's alone: not the other side's, not found by search, not staff's acting as either", async () => {
    const hers = await w.employee.get(`${M1}${w.meeting}/`);
    expect(ok<Meeting>(hers).private_note).toBe(HER_NOTE);
    expect(hers.body).not.toContain(HIS_NOTE);
    const his = await w.manager.get(`${M1}${w.meeting}/`);
    expect(ok<Meeting>(his).private_note).toBe(HIS_NOTE);
    expect(his.body).not.toContain(HER_NOTE);
    for (const [client, words] of [
      [w.employee, HIS_NOTE],
      [w.manager, HER_NOTE],
      [w.manager, HIS_NOTE],
    ] as const) {
      const found = await client.get(`${S1}${w.series}/meetings/?search=${encodeURIComponent(words)}`);
      expect(ok<{ count: number }>(found).count).toBe(0);
    }
    for (const email of ['employee@demo.example', 'manager@demo.example']) {
      const staff = await staffActingAs(ctx, email);
      const seen = await staff.get(`${M1}${w.meeting}/`);
      keepsNotes(seen);
      expect(ok<Meeting>(seen).private_note).toBe('');
      const write = await staff.put(`${M1}${w.meeting}/private_note/`, { text: 'Подмена' });
      expect(json<{ code: string }>(write).code).toBe('one_on_one_impersonation');
      keepsNotes(await staff.get(`${C1}/one_on_ones/dashboard/`));
    }
    expect(ok<Meeting>(await w.employee.get(`${M1}${w.meeting}/`)).private_note).toBe(HER_NOTE);
  });

  it('never reach a calendar, the dashboards, the review form, its AI summary or an export', async () => {
    const { url } = ok<{ url: string }>(await w.employee.post(`${S1}${w.series}/feed/`), 201);
    keepsNotes(await ctx.app.inject({ method: 'GET', url: new URL(url).pathname }));
    keepsNotes(await w.employee.get(`${S1}${w.series}/calendar/`));
    for (const client of [w.manager, w.employee, w.admin]) {
      keepsNotes(await client.get(`${C1}/one_on_ones/dashboard/`));
      keepsNotes(await client.get(`${FORMS}${w.form}/between_reviews/`));
    }
    const summary = await w.manager.post(`${C1}/performance_review/ai/get_participant_form_summary/`, {
      form_id: w.form,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    keepsNotes(summary);
    const { res } = await exported(w.admin, { kind: 'review_pdf', form_id: w.form });
    const { text } = await pdfText(res.rawPayload);
    for (const secret of [...SECRETS, SHARED, UNSHARED]) expect(text).not.toContain(secret);
  });
});

describe("a meeting's linked goals", () => {
  it('show each side only the goals they may read: a private goal of a colleague stays with the manager', async () => {
    const goal = await createGoal(w.manager, {
      employee: w.petrovId,
      period: await periodOf(ctx, ACTIVE_PERIOD),
      title: 'Личная цель коллеги',
      visibility: 'private',
    });
    const m = `${M1}${w.meeting}/`;
    const linked = ok<{ goals: { id: number }[] }>(await w.manager.post(`${m}goals/`, { goal: goal.id }));
    expect(linked.goals.map((g) => g.id)).toContain(goal.id);
    const hers = await w.employee.get(m);
    expect(ok<{ goals: { id: number }[] }>(hers).goals.map((g) => g.id)).not.toContain(goal.id);
    expect(hers.body).not.toContain('Личная цель коллеги');
  });
});
