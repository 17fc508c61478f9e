import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  competencies,
  employeeInPositions,
  jobFamilies,
  ratingScales,
  reviewTemplateVersions,
} from '../../server/src/db/schema/index.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { C1, C2, OTHER_ADMIN } from './structure-helpers.ts';

const ctx = useApp();
const T = `${C1}/performance_review/templates/`;
const V = `${C1}/performance_review/template_versions/`;
type Section = Record<string, unknown>;
type Template = {
  id: number;
  name: { ru: string; en: string };
  built_in: string | null;
  version: number;
  is_archived: boolean;
  current_version: { id: number; number: number; frozen: boolean } | null;
  sections: Section[];
};
const codesOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    Object.entries(json<{ codes: Record<string, { code: string }[]> }>(res).codes).map(([f, e]) => [
      f,
      e.map((x) => x.code),
    ]),
  );
const text = (ru: string, en: string) => ({ ru, en });
const visibility = { reviewerSeesEmployeeFrom: 'MANAGER', employeeSeesReviewerFrom: 'FEEDBACK' };
const section = (key: string, kind: string, extra: Section = {}): Section => ({
  key,
  kind,
  title: text(`Раздел ${key}`, `Section ${key}`),
  answeredBy: 'both',
  visibility,
  required: true,
  weight: 0,
  ...extra,
});
const question = (key: string, type: string, extra: Section = {}): Section => ({
  key,
  type,
  text: text(`Вопрос ${key}`, `Question ${key}`),
  required: true,
  ...extra,
});
const options = [
  { key: 'a', label: text('А', 'A') },
  { key: 'b', label: text('Б', 'B') },
];
const good = () => [
  section('values', 'values', { weight: 60 }),
  section('q', 'questions', {
    weight: 40,
    questions: [question('why', 'text'), question('pick', 'choice', { options }), question('ok', 'yes_no')],
  }),
  section('results', 'results', { answeredBy: 'employee' }),
  section('summary', 'manager_summary', { answeredBy: 'reviewer' }),
];

let admin: Client;
let manager: Client;
let employee: Client;
beforeAll(async () => {
  [admin, manager, employee] = await Promise.all([
    signIn(ctx.app, 'admin'),
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
  ]);
});

const create = async (sections: Section[] = good()) => {
  const res = await admin.post(T, { name: text('Мой', 'Mine'), sections });
  expect(res.statusCode, res.body).toBe(201);
  return json<Template>(res);
};

describe('review templates', () => {
  it('lists the built-in templates first, read-only, and copies them to customise', async () => {
    const list = json<Template[]>(await admin.get(T));
    expect(list.slice(0, 2).map((x) => [x.built_in, x.current_version?.number, x.current_version?.frozen])).toEqual([
      ['SMPL', 1, true],
      ['STND', 1, true],
    ]);
    const stnd = json<Template>(await admin.get(`${T}${list[1].id}/`));
    expect(stnd.sections.map((s) => s.kind)).toEqual(['values', 'agreements', 'hipo', 'results', 'manager_summary']);
    const put = await admin.put(`${T}${stnd.id}/sections/`, { sections: good(), version: stnd.version });
    expect(put.statusCode).toBe(409);
    expect(json(put)).toMatchObject({ code: 'template_built_in' });
    expect((await admin.patch(`${T}${stnd.id}/`, { name: text('x', 'x'), version: stnd.version })).statusCode).toBe(
      409,
    );
    expect((await admin.post(`${T}${stnd.id}/archive/`)).statusCode).toBe(409);
    const copy = await admin.post(`${T}${stnd.id}/duplicate/`, {});
    expect(copy.statusCode).toBe(201);
    expect(json<Template>(copy)).toMatchObject({
      built_in: null,
      name: { ru: 'Стандартная анкета (копия)', en: 'Standard form (copy)' },
      current_version: { number: 1, frozen: false },
      sections: stnd.sections,
    });
  });

  it('edits an unfrozen version in place and makes the next version of a frozen one', async () => {
    const tpl = await create();
    const sections = good().reverse();
    const saved = json<Template>(await admin.put(`${T}${tpl.id}/sections/`, { sections, version: tpl.version }));
    expect(saved.current_version).toEqual({ id: tpl.current_version?.id, number: 1, frozen: false });
    expect(saved.sections.map((s) => s.key)).toEqual(['summary', 'results', 'q', 'values']);
    const stale = await admin.put(`${T}${tpl.id}/sections/`, { sections, version: tpl.version });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'stale_version', current: { id: tpl.id, version: saved.version } });

    const firstId = saved.current_version?.id ?? 0;
    await ctx.database.db
      .update(reviewTemplateVersions)
      .set({ frozenAt: sql`now()` })
      .where(eq(reviewTemplateVersions.id, firstId));
    const next = json<Template>(
      await admin.put(`${T}${tpl.id}/sections/`, { sections: good(), version: saved.version }),
    );
    expect(next.current_version).toMatchObject({ number: 2, frozen: false });
    expect(next.current_version?.id).not.toBe(firstId);
    const frozen = json<{ sections: Section[]; frozen_at: string | null }>(await employee.get(`${V}${firstId}/`));
    expect(frozen.sections.map((s) => s.key)).toEqual(['summary', 'results', 'q', 'values']);
    expect(frozen.frozen_at).not.toBeNull();
    const versions = json<{ number: number; frozen_at: string | null }[]>(await admin.get(`${T}${tpl.id}/versions/`));
    expect(versions.map((x) => [x.number, x.frozen_at !== null])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('names what is wrong, by path, and writes nothing', async () => {
    const tpl = await create();
    const save = (sections: Section[]) => admin.put(`${T}${tpl.id}/sections/`, { sections, version: tpl.version });
    const bad = [
      section('values', 'values', { weight: 50 }),
      section('q', 'questions', {
        weight: 30,
        questions: [question('pick', 'choice', { options: options.slice(0, 1) }), question('pick', 'yes_no')],
      }),
      section('empty', 'questions', { questions: [] }),
      section('comp', 'competencies'),
      section('results', 'results', { answeredBy: 'reviewer', weight: 5 }),
      section('q', 'manager_summary', {
        answeredBy: 'reviewer',
        title: text('Итог', ''),
        visibility: { reviewerSeesEmployeeFrom: 'SELF', employeeSeesReviewerFrom: 'MANAGER' },
      }),
    ];
    expect(codesOf(await save(bad))).toEqual({
      'sections.5.key': ['template_duplicate_key'],
      'sections.5.title.en': ['blank'],
      'sections.1.questions.0.options': ['template_choice_options'],
      'sections.1.questions.1.key': ['template_duplicate_key'],
      'sections.2.questions': ['template_questions_required'],
      'sections.3.competencyIds': ['template_competencies_required'],
      'sections.4.answeredBy': ['template_answered_by'],
      'sections.4.weight': ['template_weight_ungraded'],
      'sections.5.visibility.reviewerSeesEmployeeFrom': ['template_visibility_too_early'],
      'sections.5.visibility.employeeSeesReviewerFrom': ['template_visibility_too_early'],
      sections: ['template_weights_sum'],
    });
    const weights = json<{ codes: Record<string, { params?: Record<string, unknown> }[]> }>(await save(bad)).codes;
    expect(weights.sections[0].params).toEqual({ sum: 80 });
    expect(codesOf(await save([section('Bad Key', 'values')]))).toEqual({ 'sections.0.key': ['template_key_format'] });
    expect(codesOf(await save([section('v', 'nope')]))).toEqual({ 'sections.0.kind': ['invalid_choice'] });
    const many = Array.from({ length: 31 }, (_, i) => section(`s${i}`, 'results', { answeredBy: 'employee' }));
    expect(codesOf(await save(many))).toEqual({ sections: ['too_many'] });
    const zero = good().map((s) => ({ ...s, weight: 0 }));
    expect((await save(zero)).statusCode).toBe(200);
    const after = json<Template>(await admin.get(`${T}${tpl.id}/`));
    expect(after.sections.every((s) => s.weight === 0)).toBe(true);
  });

  it('accepts only the company’s own scales and competencies', async () => {
    const db = ctx.database.db;
    const [own] = await db.select().from(ratingScales).where(eq(ratingScales.companyId, 1)).limit(1);
    const [foreign] = await db.select().from(ratingScales).where(eq(ratingScales.companyId, 2)).limit(1);
    const [mine, theirs] = await db
      .insert(competencies)
      .values([
        { companyId: 1, name: text('Код', 'Code'), nameKey: 'код-test' },
        { companyId: 2, name: text('Код', 'Code'), nameKey: 'код-test' },
      ])
      .returning();
    const tpl = await create();
    const sections = [
      section('comp', 'competencies', { weight: 100, scaleId: foreign.id, competencyIds: [mine.id, theirs.id] }),
      section('q', 'questions', {
        questions: [
          question('r', 'rating', { scaleId: 999999 }),
          question('f', 'rating', { scaleId: foreign.id }),
          question('t', 'text', { scaleId: own.id }),
        ],
      }),
    ];
    expect(codesOf(await admin.put(`${T}${tpl.id}/sections/`, { sections, version: tpl.version }))).toEqual({
      'sections.1.questions.2.scaleId': ['template_field_not_for_kind'],
    });
    sections[1].questions = (sections[1].questions as Section[]).slice(0, 2);
    expect(codesOf(await admin.put(`${T}${tpl.id}/sections/`, { sections, version: tpl.version }))).toEqual({
      'sections.0.scaleId': ['template_unknown_scale'],
      'sections.0.competencyIds.1': ['template_unknown_competency'],
      'sections.1.questions.0.scaleId': ['template_unknown_scale'],
      'sections.1.questions.1.scaleId': ['template_unknown_scale'],
    });
    const fixed = [
      section('comp', 'competencies', { weight: 100, scaleId: own.id, competencyIds: [mine.id] }),
      section('q', 'questions', { questions: [question('r', 'rating', { scaleId: own.id })] }),
    ];
    expect((await admin.put(`${T}${tpl.id}/sections/`, { sections: fixed, version: tpl.version })).statusCode).toBe(
      200,
    );
  });

  it('lets admins write, members read, and keeps companies apart', async () => {
    const tpl = await create();
    expect((await manager.get(T)).statusCode).toBe(403);
    expect((await employee.post(T, { name: text('a', 'a'), sections: [] })).statusCode).toBe(403);
    expect((await manager.put(`${T}${tpl.id}/sections/`, { sections: good(), version: 1 })).statusCode).toBe(403);
    expect(json<Template>(await employee.get(`${T}${tpl.id}/`)).sections).toHaveLength(4);
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    const theirs = `${C2}/performance_review/templates/${tpl.id}/`;
    expect((await outsider.get(theirs)).statusCode).toBe(404);
    expect((await outsider.put(`${theirs}sections/`, { sections: good(), version: 1 })).statusCode).toBe(404);
    expect((await outsider.post(`${theirs}duplicate/`, {})).statusCode).toBe(404);
    expect(
      (await outsider.get(`${C2}/performance_review/template_versions/${tpl.current_version?.id}/`)).statusCode,
    ).toBe(404);
  });

  it('renames and archives, then refuses changes to an archived template', async () => {
    const tpl = await create();
    const renamed = json<Template>(await admin.patch(`${T}${tpl.id}/`, { name: text('Новый', 'New'), version: 1 }));
    expect(renamed).toMatchObject({ name: { ru: 'Новый', en: 'New' }, version: 2 });
    expect(codesOf(await admin.patch(`${T}${tpl.id}/`, { name: text(' ', 'x'), version: 2 }))).toEqual({
      'name.ru': ['blank'],
    });
    expect(json<Template>(await admin.post(`${T}${tpl.id}/archive/`)).is_archived).toBe(true);
    const res = await admin.put(`${T}${tpl.id}/sections/`, { sections: good(), version: 3 });
    expect(json(res)).toMatchObject({ code: 'template_archived' });
  });

  it('has the demo’s engineering template on a 1-4 scale, valid by the rules, its family on the development positions', async () => {
    const list = json<Template[]>(await admin.get(T));
    const engineering = list.find((x) => x.name.ru === 'Инженерный');
    expect(engineering?.current_version).toMatchObject({ number: 1, frozen: false });
    const tpl = json<Template>(await admin.get(`${T}${engineering?.id}/`));
    expect(tpl.sections.map((s) => [s.kind, s.weight])).toEqual([
      ['values', 20],
      ['competencies', 50],
      ['questions', 30],
      ['results', 0],
      ['manager_summary', 0],
    ]);
    const [scale] = await ctx.database.db
      .select()
      .from(ratingScales)
      .where(eq(ratingScales.id, Number(tpl.sections[0].scaleId)));
    expect(scale.points.map((p) => [p.value, p.label.ru])).toEqual([
      [1, 'Не соответствует ожиданиям'],
      [2, 'Частично соответствует'],
      [3, 'Соответствует ожиданиям'],
      [4, 'Превосходит ожидания'],
    ]);
    const put = await admin.put(`${T}${tpl.id}/sections/`, { sections: tpl.sections, version: tpl.version });
    expect(put.statusCode, put.body).toBe(200);
    const [family] = await ctx.database.db.select().from(jobFamilies).where(eq(jobFamilies.companyId, 1));
    expect(family.levels.map((l) => l.key)).toEqual(['junior', 'middle', 'senior', 'lead']);
    const levels = await ctx.database.db
      .select({ level: employeeInPositions.jobLevel })
      .from(employeeInPositions)
      .where(eq(employeeInPositions.jobFamilyId, family.id));
    expect(levels.map((x) => x.level).sort()).toContain('lead');
    expect(levels.length).toBeGreaterThan(2);
  });
});
