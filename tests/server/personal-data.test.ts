import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/src/clock.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { runRetentionSchedule } from '../../server/src/modules/notifications/scheduler.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { TEXTS, figures, personOf, writeHistory, type Person } from './personal-data-fixtures.ts';

const clock = new ManualClock('2031-06-01T09:00:00Z');
const ctx = useApp({}, { clock });
const C = '/api/companies/companies/1/personal_data';
const exportUrl = (id: number) => `${C}/people/${String(id)}/export/`;
const eraseUrl = (id: number) => `${C}/people/${String(id)}/erase/`;

let admin: Client;
let anna: Person;
let manager: Person;

async function deactivate(who: Person, daysAgo = 0): Promise<void> {
  const at = new Date(clock.now().getTime() - daysAgo * 86_400_000);
  await ctx.database.db
    .update(s.employeeInPositions)
    .set({ isActive: false, updatedAt: at })
    .where(eq(s.employeeInPositions.userId, who.userId));
}

/** Three notices the manager got naming her: about her form (with its mail), about their 1:1, and one linked to no form of hers. */
async function noticesToManager() {
  const db = ctx.database.db;
  const [form] = await db
    .select()
    .from(s.assessmentForms)
    .where(eq(s.assessmentForms.employeeId, anna.positionId))
    .limit(1);
  const base = { companyId: 1, userId: manager.userId, createdAt: clock.now(), nextAttemptAt: clock.now() };
  const name = 'Анна Смирнова';
  const rows = await db
    .insert(s.notifications)
    .values([
      {
        ...base,
        kind: 'to_review' as const,
        formId: form.id,
        key: 'erase-test:form',
        data: { employee_name: name },
        subject: `${name} отправила самооценку`,
        bodyText: `${name} ждёт вашей оценки.`,
        bodyHtml: `<p>${name} ждёт вашей оценки.</p>`,
      },
      { ...base, kind: 'one_on_one_prepare' as const, key: 'erase-test:1on1', data: { employee_name: name } },
      { ...base, kind: 'reminder' as const, key: 'erase-test:other', data: { employee_name: name } },
    ])
    .returning({ id: s.notifications.id });
  await db.insert(s.chatDeliveries).values({
    notificationId: rows[0].id,
    companyId: 1,
    channel: 'telegram',
    key: 'erase-test:chat',
    status: 'sent',
    text: `${name} отправила самооценку`,
    nextAttemptAt: clock.now(),
    createdAt: clock.now(),
  });
  return { ids: rows.map((r) => r.id), form: rows[0].id, oneOnOne: rows[1].id, other: rows[2].id };
}

async function audits(userId: number) {
  return ctx.database.db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.targetType, 'user'), eq(s.auditLog.targetId, userId)));
}

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  anna = await personOf(ctx, 'employee');
  manager = await personOf(ctx, 'manager');
  await writeHistory(ctx, anna, manager);
});

describe('personal data: access', () => {
  it('is for admins: an employee gets 403 on the export, the erasure and the retention', async () => {
    const employee = await signIn(ctx.app, 'employee');
    expect((await employee.get(exportUrl(manager.positionId))).statusCode).toBe(403);
    expect((await employee.get(`${exportUrl(manager.positionId)}pdf/`)).statusCode).toBe(403);
    expect((await employee.post(eraseUrl(manager.positionId))).statusCode).toBe(403);
    expect((await employee.get(`${C}/settings/`)).statusCode).toBe(403);
    expect((await employee.put(`${C}/settings/`, { erase_deactivated_after_days: 5 })).statusCode).toBe(403);
  });

  it("answers 404 for another company's person, by either company's path", async () => {
    const [other] = await ctx.database.db
      .select()
      .from(s.employeeInPositions)
      .where(eq(s.employeeInPositions.companyId, 2))
      .limit(1);
    expect((await admin.get(exportUrl(other.id))).statusCode).toBe(404);
    expect((await admin.post(eraseUrl(other.id))).statusCode).toBe(404);
    const theirs = `/api/companies/companies/2/personal_data/people/${String(other.id)}/export/`;
    expect((await admin.get(theirs)).statusCode).toBe(404);
  });
});

describe('personal data: export', () => {
  it('gives everything about the person as JSON, private notes and feedback as counts, no 360 authorship', async () => {
    const res = await admin.get(exportUrl(anna.positionId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*\.json"/);
    const data = json(res);
    const text = res.body;
    expect(data).toMatchObject({
      format_version: 1,
      person: { user_id: anna.userId, email: 'employee@demo.example', first_name: 'Анна', erased_at: null },
      membership: { role: 'EMPLOYEE', is_admin: false },
    });
    for (const written of [TEXTS.selfComment, TEXTS.selfAnswer, TEXTS.point, TEXTS.praise, TEXTS.checkIn, 'Цель Анны'])
      expect(text).toContain(written);
    for (const hidden of [TEXTS.privateNote, TEXTS.peerGiven, TEXTS.peerReceived, TEXTS.answer360, TEXTS.peerAnswer360])
      expect(text).not.toContain(hidden);
    const oneOnOnes = (data as unknown as { one_on_ones: { private_notes_count: number } }).one_on_ones;
    expect(oneOnOnes.private_notes_count).toBeGreaterThanOrEqual(1);
    const feedback = (data as unknown as { feedback: { given_count: number; received_count: number } }).feedback;
    expect(feedback.given_count).toBeGreaterThanOrEqual(1);
    expect(feedback.received_count).toBeGreaterThanOrEqual(1);
    const review360 = (data as unknown as { review360: { asked_to_review: { status: string }[] } }).review360;
    expect(review360.asked_to_review.map((r) => r.status)).toContain('submitted');
    expect((data as unknown as { privacy_note: string }).privacy_note).toMatch(/количество/);
    expect((await audits(anna.userId)).map((a) => a.action)).toContain('person.exported');
  });

  it('gives the same as a PDF, in English when asked', async () => {
    const res = await admin.request('GET', `${exportUrl(anna.positionId)}pdf/`, undefined, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-disposition']).toMatch(/Personal data/);
  });
});

describe('personal data: erasure', () => {
  it('refuses a person with an active position (409) and changes nothing', async () => {
    const res = await admin.post(eraseUrl(anna.positionId));
    expect(res.statusCode).toBe(409);
    expect(json<{ code: string }>(res).code).toBe('person_still_active');
    const [user] = await ctx.database.db.select().from(s.users).where(eq(s.users.id, anna.userId));
    expect(user.erasedAt).toBeNull();
  });

  it('replaces names, email and texts, deletes private rows, keeps every count; idempotent and audited', async () => {
    const session = await signInAs(ctx, 'employee@demo.example');
    expect((await session.get('/api/auth/me/')).statusCode).toBe(200);
    await deactivate(anna);
    const others = await noticesToManager();
    const before = await figures(ctx);
    const res = await admin.post(eraseUrl(anna.positionId));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ user_id: anna.userId, already: false });
    expect(await figures(ctx)).toEqual(before);

    const db = ctx.database.db;
    const [user] = await db.select().from(s.users).where(eq(s.users.id, anna.userId));
    expect(user).toMatchObject({
      firstName: `Удалённый сотрудник ${String(anna.userId)}`,
      lastName: '',
      email: `erased-${String(anna.userId)}@erased.invalid`,
    });
    const forms = await db.select().from(s.assessmentForms).where(eq(s.assessmentForms.employeeId, anna.positionId));
    expect(forms.every((f) => f.employeeFirstName === user.firstName)).toBe(true);
    const dump = JSON.stringify([
      await db.select().from(s.formValueItems),
      await db.select().from(s.formAnswers),
      await db.select().from(s.peerFeedback),
      await db.select().from(s.praise),
      await db.select().from(s.goalCheckIns),
      await db.select().from(s.oneOnOnePoints),
      await db.select().from(s.oneOnOnePrivateNotes),
    ]);
    for (const gone of [TEXTS.selfComment, TEXTS.selfAnswer, TEXTS.peerGiven, TEXTS.praise, TEXTS.checkIn, TEXTS.point])
      expect(dump).not.toContain(gone);
    expect(dump).toContain('[удалено]');
    // Other people's texts stay: the feedback to her, the other reviewer's 360 answer, and hers (unlinked).
    expect(dump).toContain(TEXTS.peerReceived);
    const answers = await db.select().from(s.review360Answers);
    expect(answers.map((a) => a.comment)).toEqual(expect.arrayContaining([TEXTS.answer360, TEXTS.peerAnswer360]));
    const positions = (
      await db.select().from(s.employeeInPositions).where(eq(s.employeeInPositions.userId, anna.userId))
    ).map((p) => p.id);
    expect(
      await db.select().from(s.oneOnOnePrivateNotes).where(inArray(s.oneOnOnePrivateNotes.authorId, positions)),
    ).toEqual([]);
    expect(await db.select().from(s.oneOnOneFeeds).where(inArray(s.oneOnOneFeeds.personId, positions))).toEqual([]);
    expect(await db.select().from(s.sessions).where(eq(s.sessions.userId, anna.userId))).toEqual([]);
    expect(await db.select().from(s.notifications).where(eq(s.notifications.userId, anna.userId))).toEqual([]);
    expect((await session.get('/api/auth/me/')).statusCode).toBe(401);

    // The manager's notices about her forms and their 1:1s name her as erased; a notice about someone else keeps its name.
    const kept = await db.select().from(s.notifications).where(inArray(s.notifications.id, others.ids));
    const about = (id: number) => kept.find((n) => n.id === id);
    for (const id of [others.form, others.oneOnOne]) {
      expect(about(id)?.data).toMatchObject({ employee_name: user.firstName });
      expect(JSON.stringify(about(id))).not.toContain('Анна Смирнова');
    }
    expect(about(others.form)?.subject).toBe(`${user.firstName} отправила самооценку`);
    expect(about(others.other)?.data).toMatchObject({ employee_name: 'Анна Смирнова' });
    const [chat] = await db.select().from(s.chatDeliveries).where(eq(s.chatDeliveries.key, 'erase-test:chat'));
    expect(chat.text).toBe(`${user.firstName} отправила самооценку`);

    const again = await admin.post(eraseUrl(anna.positionId));
    expect(json(again)).toMatchObject({ already: true, erased_at: json<{ erased_at: string }>(res).erased_at });
    expect((await audits(anna.userId)).filter((a) => a.action === 'person.erased')).toHaveLength(1);

    const exported = await admin.get(exportUrl(anna.positionId));
    expect(exported.body).not.toContain('Анна');
    expect(exported.body).not.toContain('employee@demo.example');
  });
});

describe('personal data: retention', () => {
  it('is off by default; an admin sets it (audited), bad values are a 400 naming the field', async () => {
    expect(json(await admin.get(`${C}/settings/`))).toEqual({ erase_deactivated_after_days: null });
    const bad = await admin.put(`${C}/settings/`, { erase_deactivated_after_days: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<{ codes: object }>(bad).codes)).toEqual(['erase_deactivated_after_days']);
    const res = await admin.put(`${C}/settings/`, { erase_deactivated_after_days: 30 });
    expect(json(res)).toEqual({ erase_deactivated_after_days: 30 });
    const [row] = await ctx.database.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.action, 'company.retention_changed'));
    expect(row.data).toMatchObject({
      before: { erase_deactivated_after_days: null },
      after: { erase_deactivated_after_days: 30 },
    });
  });

  it('erases only the people deactivated longer than the setting, by the clock, audited as the rule', async () => {
    const old = await personOf(ctx, 'popov');
    const recent = await personOf(ctx, 'novikova');
    await deactivate(old, 31);
    await deactivate(recent, 10);
    expect(await runRetentionSchedule(ctx.database.db, clock)).toBe(1);
    const erased = async (who: Person) =>
      (await ctx.database.db.select().from(s.users).where(eq(s.users.id, who.userId)))[0].erasedAt;
    expect(await erased(old)).not.toBeNull();
    expect(await erased(recent)).toBeNull();
    const [audit] = (await audits(old.userId)).filter((a) => a.action === 'person.erased');
    expect(audit).toMatchObject({ userId: null, data: { reason: 'retention' } });
    clock.advanceDays(21);
    expect(await runRetentionSchedule(ctx.database.db, clock)).toBe(1);
    expect(await erased(recent)).not.toBeNull();
    expect(await runRetentionSchedule(ctx.database.db, clock)).toBe(0);
  });
});
