import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type {
  ChangeOut,
  SessionDetailOut,
  SessionPersonOut,
  SessionSummaryOut,
} from '../../server/src/modules/calibration/calibration.schemas.ts';
import { codesOf, FORMS, type FormBody } from './forms-fixtures.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { SESSIONS, email, launchPeriod, otherCompanyForm, shapeForm, userIdOf } from './calibration-fixtures.ts';

const ctx = useApp();
let admin: Client;
let manager: Client;
let orlov: Client;
let kuznetsova: Client;
let employee: Client;
let period: number;
let forms: Map<string, number>;
let dev: number;
let session: SessionDetailOut;

const H = 'IS_HIPO' as const;
const N = 'IS_NOT_HIPO' as const;
const form = (key: string) => forms.get(key) ?? 0;
const url = (tail = '') => `${SESSIONS}${session.id}/${tail}`;
const entry = (key: string) => url(`entries/${form(key)}/`);
const person = (detail: SessionDetailOut, key: string) => detail.people.find((p) => p.form_id === form(key));
const share = (detail: SessionDetailOut, grade: number) => detail.distribution.grades[grade];

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  manager = await signIn(ctx.app, 'manager');
  employee = await signIn(ctx.app, 'employee');
  orlov = await signInAs(ctx, email('orlov'));
  kuznetsova = await signInAs(ctx, email('kuznetsova'));
  ({ period, forms } = await launchPeriod(ctx, admin, {
    STND: ['employee', 'petrov', 'vasilieva', 'popov', 'novikova', 'egorova', 'nikitin', 'romanov'],
    SMPL: [],
  }));
  const shape = async (key: string, sh: Parameters<typeof shapeForm>[2]) => shapeForm(ctx, form(key), sh);
  await shape('employee', { stage: 'FEEDBACK', overall: 3, hipo: [H, N, N] });
  await shape('petrov', { stage: 'COMPLETE', overall: 4, hipo: [H, H, H] });
  await shape('vasilieva', { stage: 'FEEDBACK', overall: 3, hipo: [N, N, N] });
  await shape('popov', { stage: 'MANAGER', overall: 2, hipo: [H, N, null] });
  // Not calibrated: no overall grade yet, and a form in SELF whatever it holds.
  await shape('novikova', { stage: 'MANAGER', values: [4, 4, 4, 4, 4] });
  await shape('egorova', { stage: 'SELF', overall: 5 });
  await shape('nikitin', { stage: 'COMPLETE', overall: 5 });
  // Sales: outside the session's departments.
  await shape('romanov', { stage: 'COMPLETE', overall: 1 });
  const [d] = await ctx.database.db.select().from(s.departments).where(eq(s.departments.name, 'Разработка'));
  dev = d.id;
  const res = await admin.post(SESSIONS, {
    name: 'Калибровка разработки',
    period,
    department_ids: [dev],
    participant_ids: [await userIdOf(ctx, email('manager')), await userIdOf(ctx, email('orlov'))],
    target_curve: { '1': 10, '2': 20, '3': 40, '4': 20, '5': 10 },
  });
  expect(res.statusCode).toBe(201);
  session = json<SessionDetailOut>(res);
});

describe('a calibration session', () => {
  it('holds the forms of its departments past SELF with an overall grade, and their distribution against the target', () => {
    expect(session.people.map((p) => p.full_name).sort()).toEqual(
      ['Анна Смирнова', 'Максим Никитин', 'Мария Васильева', 'Сергей Петров', 'Алексей Попов'].sort(),
    );
    expect(session.status).toBe('open');
    expect(session.participants.map((p) => p.full_name).sort()).toEqual(['Дмитрий Иванов', 'Павел Орлов']);
    expect(session.target_curve).toEqual({ '0': 0, '1': 10, '2': 20, '3': 40, '4': 20, '5': 10 });
    expect(share(session, 3)).toEqual({
      grade: 3,
      count: 2,
      percent: 40,
      manager_count: 2,
      manager_percent: 40,
      target: 40,
      deviation: 0,
    });
    expect(share(session, 5)).toMatchObject({ count: 1, percent: 20, target: 10, deviation: 10 });
    expect(session.distribution.total).toBe(5);
    expect(person(session, 'petrov')?.final).toEqual({
      grade: 4,
      performance: 'high',
      potential: 'high',
      box: 'high_high',
    });
    expect(person(session, 'nikitin')?.final.box).toBeNull();
    expect(session.no_potential.form_ids).toEqual([form('nikitin')]);
    expect(session.boxes.find((b) => b.key === 'low_medium')?.form_ids).toEqual([form('popov')]);
    expect(session.me).toEqual({ is_admin: true, is_participant: false, can_edit: true });
  });

  it('is opened by admins only, with a 400 naming each wrong field', async () => {
    const body = { name: 'Ещё одна', period, department_ids: [dev], participant_ids: [] };
    expect((await manager.post(SESSIONS, body)).statusCode).toBe(403);
    const bad = async (change: Record<string, unknown>) => codesOf(await admin.post(SESSIONS, { ...body, ...change }));
    expect(Object.keys(await bad({ name: '  ' }))).toEqual(['name']);
    expect(await bad({ period: 999999 })).toEqual({ period: [{ code: 'no_period' }] });
    expect(await bad({ department_ids: [dev, 999999] })).toEqual({ department_ids: [{ code: 'unknown_ids' }] });
    expect((await bad({ department_ids: [dev, dev] })).department_ids[0].code).toBe('duplicate_ids');
    expect(await bad({ participant_ids: [await userIdOf(ctx, email('petrov'))] })).toEqual({
      participant_ids: [{ code: 'not_a_manager' }],
    });
    expect(await bad({ participant_ids: [await userIdOf(ctx, 'director@veter.example')] })).toEqual({
      participant_ids: [{ code: 'not_a_manager' }],
    });
    expect(await bad({ target_curve: { '3': 50, '4': 40 } })).toEqual({
      target_curve: [{ code: 'target_curve_sum', params: { sum: 90 } }],
    });
    expect(Object.keys(await bad({ target_curve: { '6': 100 } }))).toEqual(['target_curve']);
    const list = json<{ count: number }>(await admin.get(SESSIONS));
    expect(list.count).toBe(1);
  });

  it('is read by admins and invited managers; others of the company get a 403, another company a 404', async () => {
    const mine = json<{ results: SessionSummaryOut[] }>(await manager.get(SESSIONS));
    expect(mine.results.map((r) => r.id)).toEqual([session.id]);
    const detail = json<SessionDetailOut>(await orlov.get(url()));
    expect(detail.me).toEqual({ is_admin: false, is_participant: true, can_edit: true });
    expect(json<{ count: number }>(await kuznetsova.get(SESSIONS)).count).toBe(0);
    expect((await kuznetsova.get(url())).json()).toMatchObject({ code: 'calibration_not_invited' });
    expect((await kuznetsova.get(url('history/'))).statusCode).toBe(403);
    expect((await employee.get(url())).statusCode).toBe(403);
    expect((await employee.get(SESSIONS)).statusCode).toBe(403);
    const other = await signInAs(ctx, 'director@veter.example');
    expect((await other.get(url())).statusCode).toBe(404);
    const theirs = `/api/companies/companies/2/performance_review/calibration/sessions/${session.id}/`;
    expect((await other.get(theirs)).statusCode).toBe(404);
    expect((await other.post(`${theirs}lock/`, {})).statusCode).toBe(404);
  });
});

describe('moves in a session', () => {
  it('change the grade and the box, each with its reason in the history, and the distribution follows', async () => {
    const graded = await manager.post(entry('petrov'), {
      calibrated_grade: 5,
      reason: 'Вывел продукт в срок',
      version: 0,
    });
    expect(graded.statusCode).toBe(200);
    expect(json<SessionPersonOut>(graded)).toMatchObject({
      overall_grade: 4,
      entry: { calibrated_grade: 5, version: 1, updated_by: { full_name: 'Дмитрий Иванов' } },
      final: { grade: 5 },
    });
    const move = { performance: 'medium', reason: 'Сравнили с командой', version: 1 };
    expect((await orlov.post(entry('petrov'), move)).statusCode).toBe(400);
    const moved = await orlov.post(entry('petrov'), { ...move, calibrated_grade: 3 });
    expect(json<SessionPersonOut>(moved)).toMatchObject({
      entry: { calibrated_grade: 3, performance: 'medium', potential: null, version: 2 },
      final: { grade: 3, performance: 'medium', potential: 'high', box: 'medium_high' },
    });
    const detail = json<SessionDetailOut>(await admin.get(url()));
    expect(share(detail, 3)).toMatchObject({ count: 3, manager_count: 2, percent: 60, deviation: 20 });
    expect(share(detail, 4)).toMatchObject({ count: 0, manager_count: 1, deviation: -20 });
    expect(detail.boxes.find((b) => b.key === 'medium_high')?.form_ids).toEqual([form('petrov')]);

    const history = json<{ count: number; results: ChangeOut[] }>(await manager.get(url('history/')));
    expect(history.count).toBe(3);
    expect(history.results.map((c) => [c.kind, c.reason, c.by?.full_name, c.employee_name])).toEqual([
      ['box', 'Сравнили с командой', 'Павел Орлов', 'Сергей Петров'],
      ['grade', 'Сравнили с командой', 'Павел Орлов', 'Сергей Петров'],
      ['grade', 'Вывел продукт в срок', 'Дмитрий Иванов', 'Сергей Петров'],
    ]);
    expect(history.results[0]).toMatchObject({
      before: { performance: 'high', potential: 'high' },
      after: { performance: 'medium', potential: 'high' },
    });
    expect(history.results[1]).toMatchObject({ before: { grade: 5, calibrated_grade: 5 }, after: { grade: 3 } });
    expect(history.results[2]).toMatchObject({ before: { grade: 4, calibrated_grade: null }, after: { grade: 5 } });
    const page = json<{ results: ChangeOut[]; next: string | null }>(await manager.get(url('history/?page_size=1')));
    expect(page.results.map((c) => c.kind)).toEqual(['box']);
    expect(page.next).toContain('page=2');
  });

  it('carry the version read: a stale one is a 409 with the entry as it is now', async () => {
    const res = await manager.post(entry('petrov'), { calibrated_grade: 3, reason: 'Ещё раз', version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'stale_version',
      current: { entry: { version: 2, calibrated_grade: 3 } },
    });
  });

  it("of the same person at once: one wins, the other gets a 409 with the winner's entry", async () => {
    const [a, b] = await Promise.all([
      manager.post(entry('vasilieva'), { calibrated_grade: 4, reason: 'Первый', version: 0 }),
      orlov.post(entry('vasilieva'), { calibrated_grade: 2, reason: 'Второй', version: 0 }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    const winner = json<SessionPersonOut>(won).entry.calibrated_grade;
    expect(lost.json()).toMatchObject({
      code: 'stale_version',
      current: { entry: { version: 1, calibrated_grade: winner } },
    });
    const history = json<{ results: ChangeOut[] }>(await admin.get(url('history/')));
    const theirs = history.results.filter((c) => c.form_id === form('vasilieva'));
    expect(theirs.map((c) => [c.kind, c.after.grade ?? winner])).toEqual([
      ['box', winner],
      ['grade', winner],
    ]);
  });

  it('reach only the people of the session and only its participants and admins', async () => {
    const body = { calibrated_grade: 3, reason: 'Попытка', version: 0 };
    expect((await manager.post(entry('romanov'), body)).statusCode).toBe(404);
    expect((await manager.post(entry('novikova'), body)).statusCode).toBe(404);
    expect((await manager.post(entry('egorova'), body)).statusCode).toBe(404);
    expect((await kuznetsova.post(entry('popov'), body)).statusCode).toBe(403);
    expect((await employee.post(entry('popov'), body)).statusCode).toBe(403);
    const other = await signInAs(ctx, 'director@veter.example');
    expect((await other.post(entry('popov'), body)).statusCode).toBe(404);
    expect((await admin.post(url(`entries/${await otherCompanyForm(ctx)}/`), body)).statusCode).toBe(404);
    // A form of the session in MANAGER: its employee must not see the calibrated grade before FEEDBACK.
    expect((await admin.post(entry('popov'), { ...body, reason: 'Выше команды' })).statusCode).toBe(200);
  });
});

describe('locking a session', () => {
  const grades = async (key: string) =>
    (
      await ctx.database.db
        .select()
        .from(s.formManagerGrades)
        .where(eq(s.formManagerGrades.formId, form(key)))
    )[0];

  it("is for admins, writes the calibrated grades beside the managers' own, and makes every write a 409", async () => {
    expect((await manager.post(url('lock/'), {})).statusCode).toBe(403);
    const res = await admin.post(url('lock/'), { reason: 'Согласовано' });
    expect(res.statusCode).toBe(200);
    const locked = json<SessionDetailOut>(res);
    expect(locked).toMatchObject({ status: 'locked', locked_by: { full_name: 'Елена Морозова' } });
    expect(locked.me.can_edit).toBe(false);
    expect(await grades('petrov')).toMatchObject({
      overallGrade: 4,
      calibratedGrade: 3,
      calibrationSessionId: session.id,
    });
    expect(await grades('popov')).toMatchObject({ overallGrade: 2, calibratedGrade: 3 });
    expect(await grades('nikitin')).toMatchObject({
      overallGrade: 5,
      calibratedGrade: null,
      calibrationSessionId: null,
    });
    expect(await grades('romanov')).toMatchObject({ calibratedGrade: null });

    const after = await manager.post(entry('nikitin'), { calibrated_grade: 4, reason: 'Поздно', version: 0 });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'calibration_locked' });
    expect((await admin.post(url('lock/'), {})).json()).toMatchObject({ code: 'calibration_locked' });
    const [latest] = json<{ results: ChangeOut[] }>(await admin.get(url('history/'))).results;
    expect(latest).toMatchObject({
      kind: 'lock',
      form_id: null,
      reason: 'Согласовано',
      before: { status: 'open' },
      after: { status: 'locked', grades_written: 3 },
    });
  });

  it('shows the calibrated grade on the form exactly where the overall grade shows', async () => {
    const petrov = await signInAs(ctx, email('petrov'));
    const own = json<FormBody>(await petrov.get(`${FORMS}${form('petrov')}/`));
    expect(own.calibrated_grade).toBe(3);
    expect(own.manager_grades?.overall_grade).toBe(4);
    const popov = await signInAs(ctx, email('popov'));
    const early = json<FormBody>(await popov.get(`${FORMS}${form('popov')}/`));
    expect(early.stage).toBe('MANAGER');
    expect(early.calibrated_grade).toBeNull();
    expect(early.manager_grades).toBeNull();
    expect(json<FormBody>(await manager.get(`${FORMS}${form('popov')}/`)).calibrated_grade).toBe(3);
    await ctx.database.db
      .update(s.assessmentForms)
      .set({ stage: 'FEEDBACK' })
      .where(eq(s.assessmentForms.id, form('popov')));
    expect(json<FormBody>(await popov.get(`${FORMS}${form('popov')}/`)).calibrated_grade).toBe(3);
  });

  it('is undone only by an admin reopening it with a reason; locking again writes the grades anew', async () => {
    expect(Object.keys(codesOf(await admin.post(url('reopen/'), {})))).toEqual(['reason']);
    expect((await manager.post(url('reopen/'), { reason: 'Нужно' })).statusCode).toBe(403);
    const reopened = await admin.post(url('reopen/'), { reason: 'Новые данные по Петрову' });
    expect(json<SessionDetailOut>(reopened)).toMatchObject({ status: 'open', locked_at: null });
    expect((await admin.post(url('reopen/'), { reason: 'Ещё раз' })).json()).toMatchObject({
      code: 'calibration_not_locked',
    });
    expect(await grades('petrov')).toMatchObject({ calibratedGrade: 3 });
    const back = await manager.post(entry('petrov'), {
      calibrated_grade: null,
      reason: 'Оценка руководителя верна',
      version: 2,
    });
    expect(json<SessionPersonOut>(back).final.grade).toBe(4);
    await admin.post(url('lock/'), {});
    expect(await grades('petrov')).toMatchObject({
      overallGrade: 4,
      calibratedGrade: null,
      calibrationSessionId: null,
    });
    expect(await grades('popov')).toMatchObject({ calibratedGrade: 3 });
    const kinds = json<{ results: ChangeOut[] }>(await admin.get(url('history/'))).results.map((c) => c.kind);
    expect(kinds.slice(0, 5)).toEqual(['lock', 'box', 'grade', 'reopen', 'lock']);
  });
});
