import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type { SettingsOut, SettingsPut } from '../../server/src/modules/review360/review360.schemas.ts';
import { codesOf } from './forms-fixtures.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { ACTIVE_PERIOD, C1, C2, DRAFT_PERIOD, eipOf, OTHER_ADMIN, PAST_PERIOD, periodOf } from './structure-helpers.ts';

const ctx = useApp();
const db = () => ctx.database.db;
const settingsOf = (periodId: number, company = C1) => `${company}/performance_review/review360/settings/${periodId}/`;

let admin: Client;
let manager: Client;
let employee: Client;
let director: Client;
let draft: number;
let past: number;
let active: number;
let valueIds: number[];

beforeAll(async () => {
  [admin, manager, employee] = await Promise.all([
    signIn(ctx.app, 'admin'),
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
  ]);
  director = await signInAs(ctx, OTHER_ADMIN);
  [draft, past, active] = await Promise.all([
    periodOf(ctx, DRAFT_PERIOD),
    periodOf(ctx, PAST_PERIOD),
    periodOf(ctx, ACTIVE_PERIOD),
  ]);
  const values = await db().select().from(s.values).where(eq(s.values.companyId, 1)).orderBy(s.values.order);
  valueIds = values.map((v) => v.id);
});

const body = (extra: Partial<SettingsPut> = {}): SettingsPut => ({
  enabled: true,
  nomination_mode: 'manager_assigns',
  min_reviewers: 2,
  max_reviewers: 5,
  max_requests_per_reviewer: 4,
  anonymity_threshold: 2,
  deadline: '2031-01-15',
  version: 0,
  ...extra,
});

describe('a period’s 360 settings', () => {
  it('answer the defaults to every member before an admin saves them, with the default questions', async () => {
    const [period] = await db().select().from(s.assessmentPeriods).where(eq(s.assessmentPeriods.id, draft));
    for (const client of [admin, manager, employee]) {
      const res = await client.get(settingsOf(draft));
      expect(res.statusCode, res.body).toBe(200);
      const out = json<SettingsOut>(res);
      expect(out).toMatchObject({
        period: draft,
        period_name: DRAFT_PERIOD,
        enabled: false,
        nomination_mode: 'employee_proposes',
        min_reviewers: 3,
        max_reviewers: 8,
        max_requests_per_reviewer: 8,
        anonymity_threshold: 3,
        deadline: null,
        effective_deadline: period.selfDeadline,
        questions_frozen: false,
        version: 0,
        updated_at: null,
      });
      expect(out.questions.map((q) => [q.id, q.kind, q.value, q.order])).toEqual([
        ...valueIds.map((v, k) => [null, 'value', v, k + 1]),
        [null, 'continue', null, valueIds.length + 1],
        [null, 'change', null, valueIds.length + 2],
      ]);
      expect(out.questions[0].value_name).toBe('Клиент в центре');
    }
  });

  it('are created by an admin with version 0, the default questions saved with them', async () => {
    const res = await admin.put(settingsOf(past), body());
    expect(res.statusCode, res.body).toBe(200);
    const out = json<SettingsOut>(res);
    expect(out).toMatchObject({ ...body(), effective_deadline: '2031-01-15', version: 1 });
    expect(out.questions).toHaveLength(valueIds.length + 2);
    expect(out.questions.every((q) => q.id !== null)).toBe(true);
    expect(json<SettingsOut>(await employee.get(settingsOf(past)))).toEqual(out);
  });

  it('replace the questions when given, and answer 409 with the current settings to a stale version', async () => {
    const current = json<SettingsOut>(await admin.get(settingsOf(past)));
    const questions = [
      { kind: 'value' as const, value: valueIds[1], text: 'ignored' },
      { kind: 'grade' as const, value: null, text: 'Как он ведёт встречи?' },
      { kind: 'text' as const, value: valueIds[0], text: 'Что ещё сказать?' },
    ];
    const res = await admin.put(settingsOf(past), body({ version: current.version, questions }));
    expect(res.statusCode, res.body).toBe(200);
    const out = json<SettingsOut>(res);
    expect(out.questions.map((q) => [q.kind, q.value, q.text, q.order])).toEqual([
      ['value', valueIds[1], '', 1],
      ['grade', null, 'Как он ведёт встречи?', 2],
      ['text', null, 'Что ещё сказать?', 3],
    ]);
    const stale = await admin.put(settingsOf(past), body({ version: current.version }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', current: { version: out.version } });
    const created = await admin.put(settingsOf(past), body({ version: 0 }));
    expect(created.statusCode).toBe(409);
  });

  it('refuse bad input with a 400 naming the field, and change nothing', async () => {
    const before = json<SettingsOut>(await admin.get(settingsOf(past)));
    const cases: [Partial<SettingsPut> | Record<string, unknown>, string, string][] = [
      [{ min_reviewers: 6, max_reviewers: 5 }, 'min_reviewers', 'review360_min_above_max'],
      [{ questions: [{ kind: 'value', value: null, text: '' }] }, 'questions.0.value', 'review360_value_required'],
      [{ questions: [{ kind: 'grade', value: null, text: '  ' }] }, 'questions.0.text', 'review360_text_required'],
      [
        { questions: [{ kind: 'continue' }, { kind: 'text', text: '' }] },
        'questions.1.text',
        'review360_text_required',
      ],
      [{ anonymity_threshold: 1 }, 'anonymity_threshold', 'min_value'],
    ];
    for (const [extra, field, code] of cases) {
      const res = await admin.put(settingsOf(past), { ...body({ version: before.version }), ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(codesOf(res)[field][0].code, `${JSON.stringify(extra)}: ${res.body}`).toBe(code);
    }
    const [otherValue] = await db().select().from(s.values).where(eq(s.values.companyId, 2)).limit(1);
    const foreign = await admin.put(settingsOf(past), {
      ...body({ version: before.version }),
      questions: [{ kind: 'value', value: otherValue.id }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(codesOf(foreign)['questions.0.value'][0].code).toBe('no_record');
    expect(json<SettingsOut>(await admin.get(settingsOf(past)))).toEqual(before);
  });

  it('ignore the read-only fields a client sends back', async () => {
    const current = json<SettingsOut>(await admin.get(settingsOf(past)));
    const res = await admin.put(settingsOf(past), { ...current, min_reviewers: 3, period: 999, period_name: 'x' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<SettingsOut>(res)).toMatchObject({ period: past, period_name: PAST_PERIOD, min_reviewers: 3 });
    expect(json<SettingsOut>(res).questions.map((q) => q.id)).toEqual(current.questions.map((q) => q.id));
  });

  it('freeze the questions once a request went out; the other fields still change', async () => {
    const current = json<SettingsOut>(await admin.get(settingsOf(active)));
    expect(current.questions_frozen).toBe(false);
    const [subject] = await db()
      .insert(s.review360Subjects)
      .values({
        companyId: 1,
        periodId: active,
        subjectId: await eipOf(ctx, 'petrov@demo.example'),
        status: 'collecting',
      })
      .returning();
    await db()
      .insert(s.review360Requests)
      .values({
        companyId: 1,
        periodId: active,
        subjectRowId: subject.id,
        reviewerId: await eipOf(ctx, 'popov@demo.example'),
        relationship: 'peer',
        status: 'open',
      });
    const frozen = json<SettingsOut>(await admin.get(settingsOf(active)));
    expect(frozen.questions_frozen).toBe(true);
    const changed = await admin.put(settingsOf(active), {
      ...frozen,
      questions: [{ kind: 'continue' }],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'review360_questions_frozen' });
    const same = await admin.put(settingsOf(active), { ...frozen, max_reviewers: 7 });
    expect(same.statusCode, same.body).toBe(200);
    expect(json<SettingsOut>(same)).toMatchObject({ max_reviewers: 7, questions: frozen.questions });
    await db().delete(s.review360Subjects).where(eq(s.review360Subjects.id, subject.id));
  });

  it('are changed by admins only', async () => {
    for (const client of [manager, employee]) {
      const res = await client.put(settingsOf(draft), body());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'admin_only' });
    }
    expect(json<SettingsOut>(await admin.get(settingsOf(draft))).version).toBe(0);
  });

  it('of another company are a 404, read or written', async () => {
    expect((await director.get(settingsOf(draft))).statusCode).toBe(404);
    expect((await director.get(settingsOf(draft, C2))).statusCode).toBe(404);
    expect((await director.put(settingsOf(draft, C2), body())).statusCode).toBe(404);
    expect((await admin.get(settingsOf(draft, C2))).statusCode).toBe(404);
    expect((await admin.get(settingsOf(2_147_483_647))).statusCode).toBe(404);
  });
});
