import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ONE_ON_ONE_NOTES_MAX,
  ONE_ON_ONE_POINT_MAX,
  PEER_FEEDBACK_TEXT_MAX,
  PRAISE_TEXT_MAX,
} from '../../contract/limits.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { F1, FORMS, M1, SHARED, staffActingAs, UNSHARED, useWorld, type Between } from './between-reviews-fixtures.ts';
import { codesOf, ok } from './goals-fixtures.ts';
import { json, type Client } from './helpers.ts';
import { C1 } from './structure-helpers.ts';

/** Feedback meant for others and bad input, as each role of two companies and staff acting try them. */
const w = useWorld();
const { ctx } = w;

describe('feedback any time', () => {
  const texts = async (client: Client, box: string) =>
    ok<{ results: { text: string }[] }>(await client.get(`${F1}?box=${box}`)).results.map((f) => f.text);

  it('is read by its recipient, its author and, when shared, her manager: nobody else', async () => {
    expect(await texts(w.employee, 'received')).toEqual(expect.arrayContaining([SHARED, UNSHARED]));
    expect(await texts(w.petrov, 'sent')).toEqual(expect.arrayContaining([SHARED, UNSHARED]));
    expect(await texts(w.manager, 'team')).toContain(SHARED);
    expect(await texts(w.manager, 'team')).not.toContain(UNSHARED);
    for (const client of [w.admin, w.ceo, w.orlov, w.manager])
      for (const box of ['received', 'sent', 'team']) {
        const seen = await texts(client, box);
        if (client === w.manager && box === 'team') continue;
        expect(seen).not.toContain(SHARED);
        expect(seen).not.toContain(UNSHARED);
      }
    for (const client of [w.director, w.worker]) expect((await client.get(`${F1}?box=received`)).statusCode).toBe(404);
    const between = async (client: Client) =>
      ok<Between>(await client.get(`${FORMS}${w.form}/between_reviews/`)).feedback.map((f) => f.text);
    expect(await between(w.employee)).toEqual(expect.arrayContaining([SHARED, UNSHARED]));
    expect(await between(w.manager)).toContain(SHARED);
    expect(await between(w.manager)).not.toContain(UNSHARED);
    expect(await between(w.admin)).toEqual([]);
  });

  it('is never read by staff acting as its recipient, its author or her manager', async () => {
    for (const email of ['employee@demo.example', 'petrov@demo.example', 'manager@demo.example']) {
      const staff = await staffActingAs(ctx, email);
      for (const box of ['received', 'sent', 'team']) {
        const res = await staff.get(`${F1}?box=${box}`);
        expect(json<{ code: string }>(res).code).toBe('staff_private_content');
      }
      const between = await staff.get(`${FORMS}${w.form}/between_reviews/`);
      if (between.statusCode === 200) expect(json<Between>(between).feedback).toEqual([]);
      else expect(between.statusCode).toBe(404);
    }
  });

  it("gives the review form's 1:1 action items to the pair and the reviewer, not to an admin", async () => {
    const items = async (client: Client) =>
      ok<Between>(await client.get(`${FORMS}${w.form}/between_reviews/`)).action_items.length;
    expect(await items(w.manager)).toBeGreaterThan(0);
    expect(await items(w.employee)).toBeGreaterThan(0);
    expect(await items(w.admin)).toBe(0);
  });
});

describe('bad input', () => {
  it('is a coded 400 naming the field; HTML is kept as text', async () => {
    const m = `${M1}${w.meeting}/`;
    expect(codesOf(await w.employee.post(`${m}action_items/`, { text: 'Сделать', owner: w.petrovId }))).toEqual({
      owner: ['one_on_one_owner_not_member'],
    });
    const foreign = await w.employee.patch(`${m}action_items/${w.farItem}/`, { done: true });
    expect([foreign.statusCode, json<{ code: string }>(foreign).code]).toEqual([404, 'one_on_one_not_in_meeting']);
    expect(codesOf(await w.employee.post(`${m}action_items/`, { text: 'Сделать', due_date: '2026-02-30' }))).toEqual({
      due_date: ['invalid_date'],
    });
    expect(codesOf(await w.employee.post(`${m}points/`, { text: 'x'.repeat(ONE_ON_ONE_POINT_MAX + 1) }))).toEqual({
      text: ['too_long'],
    });
    expect(codesOf(await w.employee.put(`${m}private_note/`, { text: 'x'.repeat(ONE_ON_ONE_NOTES_MAX + 1) }))).toEqual({
      text: ['too_long'],
    });
    expect(
      codesOf(await w.employee.patch(m, { shared_notes: 'x'.repeat(ONE_ON_ONE_NOTES_MAX + 1), version: 1 })),
    ).toEqual({ shared_notes: ['too_long'] });
    expect(codesOf(await w.employee.post(F1, { recipient: w.anna, text: 'Себе' }))).toEqual({
      recipient: ['feedback_to_self'],
    });
    expect(
      codesOf(await w.employee.post(F1, { recipient: w.petrovId, text: 'x'.repeat(PEER_FEEDBACK_TEXT_MAX + 1) })),
    ).toEqual({ text: ['too_long'] });
    const P = `${C1}/praise/`;
    expect(codesOf(await w.employee.post(P, { recipients: [w.petrovId], text: 'Спасибо' }))).toEqual({
      value: ['praise_value_required'],
    });
    const [farValue] = await ctx.database.db
      .select({ id: s.values.id })
      .from(s.values)
      .where(eq(s.values.companyId, 2));
    expect(
      codesOf(await w.employee.post(P, { recipients: [w.petrovId], value: farValue.id, text: 'Спасибо' })),
    ).toEqual({
      value: ['praise_value_not_found'],
    });
    const [value] = await ctx.database.db.select({ id: s.values.id }).from(s.values).where(eq(s.values.companyId, 1));
    expect(
      codesOf(
        await w.employee.post(P, { recipients: [w.petrovId], value: value.id, text: 'x'.repeat(PRAISE_TEXT_MAX + 1) }),
      ),
    ).toEqual({ text: ['too_long'] });
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const point = ok<{ points: { text: string }[] }>(await w.employee.post(`${m}points/`, { text: html }), 201);
    expect(point.points.map((p) => p.text)).toContain(html);
    const praise = ok<{ text: string }>(
      await w.employee.post(P, { recipients: [w.boss], value: value.id, text: html }),
      201,
    );
    expect(praise.text).toBe(html);
    const staff = await staffActingAs(ctx, 'employee@demo.example');
    const signed = await staff.post(P, { recipients: [w.petrovId], value: value.id, text: 'От чужого имени' });
    expect(signed.statusCode).toBe(403);
    expect(json<{ code: string }>(signed).code).toBe('praise_impersonation');
  });
});
