import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import type { GradesOut } from '../../server/src/modules/analytics/analytics.schemas.ts';
import type { ChangeOut, SessionDetailOut } from '../../server/src/modules/calibration/calibration.schemas.ts';
import type { NineBoxOut } from '../../server/src/modules/calibration/ninebox.schemas.ts';
import { codesOf, FORMS, type FormBody } from './forms-fixtures.ts';
import { exported, pdfText, xlsxRows } from './exports-fixtures.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { NINE_BOX, PR, SESSIONS, email, launchPeriod, shapeForm, userIdOf } from './calibration-fixtures.ts';

const ctx = useApp();
let admin: Client;
let manager: Client;
let period: number;
let forms: Map<string, number>;
let session: SessionDetailOut;

const H = 'IS_HIPO' as const;
const form = (key: string) => forms.get(key) ?? 0;
const url = (tail = '') => `${SESSIONS}${session.id}/${tail}`;
const entry = (key: string) => url(`entries/${form(key)}/`);

/** The box of the company's 9-box a form sits in, as a client reads it. */
async function boxOf(client: Client, key: string): Promise<{ box: string; calibrated: number | null } | null> {
  return (await placeOf(client, key))?.place ?? null;
}

/** Where a form sits on the company's 9-box, with the potential a session calibrated. */
async function placeOf(client: Client, key: string) {
  const grid = json<NineBoxOut>(await client.get(`${NINE_BOX}?period=${period}`));
  for (const box of grid.boxes) {
    const person = box.people.find((p) => p.form_id === form(key));
    if (person)
      return { place: { box: box.key, calibrated: person.calibrated_grade }, potential: person.calibrated_potential };
  }
  return null;
}

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  manager = await signIn(ctx.app, 'manager');
  ({ period, forms } = await launchPeriod(ctx, admin, { STND: ['petrov', 'vasilieva', 'popov'], SMPL: ['nikitin'] }));
  // Petrov: the manager's overall grade 3 (medium performance), every hipo skill decided yes (high potential).
  await shapeForm(ctx, form('petrov'), { stage: 'FEEDBACK', overall: 3, values: [3, 3, 3, 3, 3], hipo: [H, H, H] });
  await shapeForm(ctx, form('vasilieva'), { stage: 'FEEDBACK', overall: 4, values: [4, 4, 4, 4, 4], hipo: [H, H, H] });
  // Popov: overall 4, high potential by his decisions; Nikitin: a simple form, no hipo decisions, no potential.
  await shapeForm(ctx, form('popov'), { stage: 'FEEDBACK', overall: 4, values: [4, 4, 4, 4, 4], hipo: [H, H, H] });
  await shapeForm(ctx, form('nikitin'), { stage: 'FEEDBACK', overall: 3, values: [3, 3, 3, 3, 3] });
  const participant_ids = [await userIdOf(ctx, email('manager'))];
  const res = await admin.post(SESSIONS, { name: 'Калибровка', period, participant_ids });
  expect(res.statusCode).toBe(201);
  session = json<SessionDetailOut>(res);
});

describe('a move across the performance axis', () => {
  it('needs a calibrated grade inside the new level, and a 400 names calibrated_grade', async () => {
    const move = { performance: 'high', reason: 'Ключевой человек команды', version: 0 };
    expect(codesOf(await manager.post(entry('petrov'), move))).toEqual({
      calibrated_grade: [{ code: 'calibration_grade_required', params: { grades: '4, 5' } }],
    });
    expect(codesOf(await manager.post(entry('petrov'), { ...move, calibrated_grade: 3 }))).toEqual({
      calibrated_grade: [{ code: 'calibration_grade_outside_level', params: { grade: 3, grades: '4, 5' } }],
    });
    expect(codesOf(await manager.post(entry('petrov'), { ...move, performance: 'low', calibrated_grade: 3 }))).toEqual({
      calibrated_grade: [{ code: 'calibration_grade_outside_level', params: { grade: 3, grades: '0, 1, 2' } }],
    });
    const detail = json<SessionDetailOut>(await admin.get(url()));
    expect(detail.people.find((p) => p.form_id === form('petrov'))?.entry.version).toBe(0);
  });

  it('like any move, needs a reason and something to change, and a 400 names the field', async () => {
    const bad = async (body: Record<string, unknown>) => codesOf(await manager.post(entry('petrov'), body));
    expect(Object.keys(await bad({ calibrated_grade: 3 }))).toEqual(['reason']);
    expect((await bad({ calibrated_grade: 3, reason: '   ' })).reason[0].code).toBe('blank');
    expect((await bad({ reason: 'Без изменений' })).non_field_errors[0].code).toBe('calibration_nothing_to_change');
    expect((await bad({ calibrated_grade: 6, reason: 'x' })).calibrated_grade[0].code).toBe('max_value');
    expect((await bad({ performance: 'top', reason: 'x' })).performance[0].code).toBe('invalid_choice');
    expect((await bad({ calibrated_grade: 3, reason: 'x', version: -1 })).version[0].code).toBe('min_value');
  });

  it('that changes the grade alone moves the box with it: the box is always the level of the grade', async () => {
    const res = await manager.post(entry('vasilieva'), { calibrated_grade: 2, reason: 'Сорваны сроки', version: 0 });
    expect(res.json()).toMatchObject({
      entry: { calibrated_grade: 2, performance: 'low' },
      final: { grade: 2, performance: 'low', potential: 'high', box: 'low_high' },
    });
    const [box, grade] = json<{ results: ChangeOut[] }>(await admin.get(url('history/'))).results;
    expect(box).toMatchObject({ kind: 'box', before: { performance: 'high' }, after: { performance: 'low' } });
    expect(grade).toMatchObject({ kind: 'grade', before: { grade: 4 }, after: { grade: 2 } });
  });
});

describe('a locked session', () => {
  it('writes every change it shows, and the count it reports is the number written', async () => {
    const moved = await manager.post(entry('petrov'), {
      performance: 'high',
      calibrated_grade: 5,
      reason: 'Ключевой человек команды',
      version: 0,
    });
    expect(moved.json()).toMatchObject({ final: { grade: 5, performance: 'high', box: 'high_high' } });
    // Moves on the potential axis alone: Popov down from his decisions' high, Nikitin placed by hand.
    const down = await manager.post(entry('popov'), { potential: 'low', reason: 'Не готов к росту', version: 0 });
    expect(down.json()).toMatchObject({ final: { grade: 4, performance: 'high', potential: 'low', box: 'high_low' } });
    const placed = await manager.post(entry('nikitin'), { potential: 'medium', reason: 'Растёт', version: 0 });
    expect(placed.json()).toMatchObject({ final: { potential: 'medium', box: 'medium_medium' } });
    const locked = json<SessionDetailOut>(await admin.post(url('lock/'), { reason: 'Согласовано' }));
    expect(locked.status).toBe('locked');
    const [lock] = json<{ results: ChangeOut[] }>(await admin.get(url('history/'))).results;
    expect(lock).toMatchObject({ kind: 'lock', after: { grades_written: 2, potentials_written: 2 } });
    const changed = locked.people.filter((p) => p.entry.calibrated_grade !== null);
    expect(changed.map((p) => p.form_id).sort()).toEqual([form('petrov'), form('vasilieva')].sort());
  });

  it('shows what the form, the company 9-box, analytics and the exports show', async () => {
    const locked = json<SessionDetailOut>(await admin.get(url()));
    const petrov = locked.people.find((p) => p.form_id === form('petrov'));
    expect(petrov?.final).toEqual({ grade: 5, performance: 'high', potential: 'high', box: 'high_high' });

    // The form: the reviewer, and the employee now in FEEDBACK, see both grades.
    const reviewerView = json<FormBody>(await manager.get(`${FORMS}${form('petrov')}/`));
    expect([reviewerView.manager_grades?.overall_grade, reviewerView.calibrated_grade]).toEqual([3, 5]);
    const own = json<FormBody>(await (await signInAs(ctx, email('petrov'))).get(`${FORMS}${form('petrov')}/`));
    expect([own.manager_grades?.overall_grade, own.calibrated_grade]).toEqual([3, 5]);

    // The company's 9-box, for the admin (from the aggregates) and the manager (from the forms).
    expect(await boxOf(admin, 'petrov')).toEqual({ box: 'high_high', calibrated: 5 });
    expect(await boxOf(manager, 'petrov')).toEqual({ box: 'high_high', calibrated: 5 });
    expect(await boxOf(admin, 'vasilieva')).toEqual({ box: 'low_high', calibrated: 2 });
    expect(await boxOf(manager, 'vasilieva')).toEqual({ box: 'low_high', calibrated: 2 });
    const box = json<NineBoxOut>(await admin.get(`${NINE_BOX}?period=${period}&box=high_high`));
    expect(box.boxes.find((b) => b.key === 'high_high')?.count).toBe(1);

    // Analytics: the calibrated distribution beside the managers' own.
    const grades = json<GradesOut>(await admin.get(`${PR}analytics/grades/?period=${period}`));
    expect(grades.total.calibrated.counts).toEqual({ 0: 0, 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 });
    expect(grades.total.overall.counts).toEqual({ 0: 0, 1: 0, 2: 0, 3: 2, 4: 2, 5: 0 });

    // The exports: the period's XLSX and the review's PDF.
    const { res } = await exported(admin, { kind: 'forms_xlsx', period });
    const row = (await xlsxRows(res.rawPayload)).rows.find((r) => r['Сотрудник'] === 'Сергей Петров');
    expect(row).toMatchObject({ 'Итоговая оценка': 3, 'Оценка после калибровки': 5 });
    const pdf = await exported(admin, { kind: 'review_pdf', form_id: form('petrov') });
    const { text } = await pdfText(pdf.res.rawPayload);
    expect(text).toContain('Итоговая оценка: 3');
    expect(text).toContain('Оценка после калибровки: 5');

    // The manager's own grade stays as it was.
    const [g] = await ctx.database.db
      .select()
      .from(s.formManagerGrades)
      .where(eq(s.formManagerGrades.formId, form('petrov')));
    expect(g).toMatchObject({ overallGrade: 3, calibratedGrade: 5, calibrationSessionId: session.id });
  });

  it('places the people it moved on the potential axis where it shows them, on every reader', async () => {
    const locked = json<SessionDetailOut>(await admin.get(url()));
    const shown = (key: string) => locked.people.find((p) => p.form_id === form(key))?.final.box;
    expect([shown('popov'), shown('nikitin')]).toEqual(['high_low', 'medium_medium']);

    // The company's 9-box, from the aggregates (admin) and from the forms (manager).
    for (const reader of [admin, manager]) {
      expect(await placeOf(reader, 'popov')).toEqual({
        place: { box: 'high_low', calibrated: null },
        potential: 'low',
      });
      expect(await placeOf(reader, 'nikitin')).toEqual({
        place: { box: 'medium_medium', calibrated: null },
        potential: 'medium',
      });
    }
    const grid = json<NineBoxOut>(await admin.get(`${NINE_BOX}?period=${period}`));
    expect(grid.no_potential.count).toBe(0);

    // The form: its reviewer sees the level beside the decisions, which stay as they were; the employee sees neither.
    const reviewerView = json<FormBody>(await manager.get(`${FORMS}${form('popov')}/`));
    expect(reviewerView.calibrated_potential).toBe('low');
    expect(reviewerView.hipo.map((h) => h.decision)).toEqual([H, H, H]);
    const own = json<FormBody>(await (await signInAs(ctx, email('popov'))).get(`${FORMS}${form('popov')}/`));
    expect(own.calibrated_potential).toBeNull();

    // The exports: a column in the period's XLSX, a line in the review's PDF.
    const { res } = await exported(admin, { kind: 'forms_xlsx', period });
    const rows = (await xlsxRows(res.rawPayload)).rows;
    const potentialOf = (name: string) => rows.find((r) => r['Сотрудник'] === name)?.['Потенциал после калибровки'];
    expect([potentialOf('Алексей Попов'), potentialOf('Максим Никитин'), potentialOf('Сергей Петров')]).toEqual([
      'Низкий',
      'Средний',
      null,
    ]);
    const pdf = await exported(admin, { kind: 'review_pdf', form_id: form('popov') });
    expect((await pdfText(pdf.res.rawPayload)).text).toContain('Потенциал после калибровки: Низкий');
  });

  it('takes back, when locked again, a potential set back to the decisions since a reopen', async () => {
    expect((await admin.post(url('reopen/'), { reason: 'Пересмотр' })).statusCode).toBe(200);
    const person = json<SessionDetailOut>(await admin.get(url())).people.find((p) => p.form_id === form('popov'));
    const back = await manager.post(entry('popov'), {
      potential: null,
      reason: 'Решения верны',
      version: person?.entry.version ?? 0,
    });
    expect(back.json()).toMatchObject({ final: { potential: 'high', box: 'high_high' } });
    await admin.post(url('lock/'), { reason: 'Снова' });
    expect(await placeOf(admin, 'popov')).toEqual({ place: { box: 'high_high', calibrated: null }, potential: null });
    expect(await placeOf(manager, 'popov')).toEqual({ place: { box: 'high_high', calibrated: null }, potential: null });
    expect(await placeOf(admin, 'nikitin')).toMatchObject({ potential: 'medium' });
  });
});
