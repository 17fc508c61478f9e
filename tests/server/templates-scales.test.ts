import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES, TEMPLATE_LIMITS, type ScalePoint } from '../../contract/templates.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { BUILT_IN_NAMES, BUILT_IN_SCALE, BUILT_IN_SECTIONS } from '../../server/src/modules/templates/builtIn.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { C1, C2, OTHER_ADMIN } from './structure-helpers.ts';

const ctx = useApp();
const S = `${C1}/performance_review/rating_scales/`;
type Scale = {
  id: number;
  name: { ru: string; en: string };
  points: ScalePoint[];
  allow_not_applicable: boolean;
  built_in: boolean;
  templates_count: number;
  version: number;
};
type List = { count: number; results: Scale[] };
const codesOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    Object.entries(json<{ codes: Record<string, { code: string }[]> }>(res).codes).map(([f, e]) => [
      f,
      e.map((x) => x.code),
    ]),
  );
const pt = (value: number, ru = `Пункт ${value}`, en = `Point ${value}`): ScalePoint => ({ value, label: { ru, en } });
const fourPoints = [pt(1, 'Не соответствует'), pt(2), pt(3), pt(4, 'Превосходит')];
const body = (points: ScalePoint[] = fourPoints) => ({ name: { ru: 'Шкала 1–4', en: 'Scale 1–4' }, points });

let admin: Client;
let employee: Client;
beforeAll(async () => {
  [admin, employee] = await Promise.all([signIn(ctx.app, 'admin'), signIn(ctx.app, 'employee')]);
});

describe('rating scales', () => {
  it('lists the built-in scale first for every member, read-only', async () => {
    const list = json<List>(await employee.get(S));
    expect(list.results[0]).toMatchObject({ built_in: true, points: BUILT_IN_SCALE.points, name: BUILT_IN_SCALE.name });
    const builtIn = list.results[0];
    const put = await admin.put(`${S}${builtIn.id}/`, { ...body(), version: builtIn.version });
    expect(put.statusCode).toBe(409);
    expect(json(put)).toMatchObject({ code: 'scale_built_in' });
    expect(json(await admin.delete(`${S}${builtIn.id}/`))).toMatchObject({ code: 'scale_built_in' });
  });

  it('creates, reads and replaces a scale at its version; a stale one is a 409 with the current scale', async () => {
    const created = await admin.post(S, { ...body(), allow_not_applicable: true });
    expect(created.statusCode).toBe(201);
    const scale = json<Scale>(created);
    expect(scale).toMatchObject({ built_in: false, allow_not_applicable: true, points: fourPoints, version: 1 });
    expect(json<Scale>(await employee.get(`${S}${scale.id}/`)).id).toBe(scale.id);
    const three = [pt(1), pt(2), pt(3)];
    const put = json<Scale>(
      await admin.put(`${S}${scale.id}/`, { ...scale, points: three, allow_not_applicable: false }),
    );
    expect(put).toMatchObject({ points: three, allow_not_applicable: false, version: 2 });
    const stale = await admin.put(`${S}${scale.id}/`, { ...body(), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'stale_version', current: { id: scale.id, version: 2 } });
    expect((await admin.delete(`${S}${scale.id}/`)).statusCode).toBe(204);
    expect((await admin.get(`${S}${scale.id}/`)).statusCode).toBe(404);
  });

  it('refuses bad points with a code naming the field', async () => {
    const cases: [ScalePoint[], Record<string, string[]>][] = [
      [[pt(1)], { points: ['too_few'] }],
      [Array.from({ length: TEMPLATE_LIMITS.scalePointsMax + 1 }, (_, i) => pt(i)), { points: ['too_many'] }],
      [[pt(1), pt(1), pt(2)], { points: ['scale_points_order'] }],
      [[pt(3), pt(2)], { points: ['scale_points_order'] }],
      [[pt(1), pt(2, ' ', 'Two')], { 'points.1.label.ru': ['blank'] }],
      [[pt(1, 'Один', ''), pt(2)], { 'points.0.label.en': ['blank'] }],
      [[{ value: 1.5, label: { ru: 'a', en: 'a' } }, pt(2)], { 'points.0.value': ['invalid_type'] }],
    ];
    for (const [points, codes] of cases) {
      const res = await admin.post(S, body(points));
      expect(res.statusCode).toBe(400);
      expect(codesOf(res)).toEqual(codes);
    }
    expect(codesOf(await admin.post(S, { ...body(), name: { ru: 'Шкала', en: '' } }))).toEqual({
      'name.en': ['blank'],
    });
  });

  it('lets only admins write', async () => {
    expect((await employee.post(S, body())).statusCode).toBe(403);
    const scale = json<Scale>(await admin.post(S, body()));
    expect((await employee.put(`${S}${scale.id}/`, { ...body(), version: 1 })).statusCode).toBe(403);
    expect((await employee.delete(`${S}${scale.id}/`)).statusCode).toBe(403);
  });

  it('keeps a scale a template version uses', async () => {
    const scale = json<Scale>(await admin.post(S, body()));
    const [template] = await ctx.database.db
      .select({ id: s.reviewTemplates.id })
      .from(s.reviewTemplates)
      .where(and(eq(s.reviewTemplates.companyId, 1), eq(s.reviewTemplates.builtIn, 'SMPL')));
    const sections = BUILT_IN_SECTIONS.SMPL.map((x) => (x.kind === 'values' ? { ...x, scaleId: scale.id } : x));
    await ctx.database.db
      .insert(s.reviewTemplateVersions)
      .values({ companyId: 1, templateId: template.id, number: 99, sections });
    expect(json<Scale>(await admin.get(`${S}${scale.id}/`)).templates_count).toBe(1);
    const res = await admin.delete(`${S}${scale.id}/`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'scale_in_use' });
  });

  it("answers 404 for another company's scale", async () => {
    const scale = json<Scale>(await admin.post(S, body()));
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    const theirs = `${C2}/performance_review/rating_scales/`;
    expect(json<List>(await outsider.get(theirs)).results.every((x) => x.id !== scale.id)).toBe(true);
    expect((await outsider.get(`${theirs}${scale.id}/`)).statusCode).toBe(404);
    expect((await outsider.put(`${theirs}${scale.id}/`, { ...body(), version: 1 })).statusCode).toBe(404);
    expect((await outsider.delete(`${theirs}${scale.id}/`)).statusCode).toBe(404);
    expect((await outsider.get(S)).statusCode).toBe(404);
  });
});

describe('the built-in content of a new company', () => {
  it('equals builtIn.ts: the 0-5 scale and the SMPL and STND templates, each with a frozen first version', async () => {
    const db = ctx.database.db;
    const [company] = await db.insert(s.companies).values({ name: 'Новая компания' }).returning();
    const scales = await db.select().from(s.ratingScales).where(eq(s.ratingScales.companyId, company.id));
    expect(scales.map((x) => ({ name: x.name, points: x.points, builtIn: x.builtIn }))).toEqual([
      { name: BUILT_IN_SCALE.name, points: BUILT_IN_SCALE.points, builtIn: true },
    ]);
    const templates = await db
      .select({ t: s.reviewTemplates, v: s.reviewTemplateVersions })
      .from(s.reviewTemplates)
      .innerJoin(s.reviewTemplateVersions, eq(s.reviewTemplateVersions.id, s.reviewTemplates.currentVersionId))
      .where(eq(s.reviewTemplates.companyId, company.id))
      .orderBy(s.reviewTemplates.builtIn);
    expect(templates.map((x) => x.t.builtIn)).toEqual([...BUILT_IN_TEMPLATES]);
    for (const { t, v } of templates) {
      const kind = BUILT_IN_TEMPLATES.find((k) => k === t.builtIn);
      if (!kind) throw new Error(`unexpected template ${String(t.builtIn)}`);
      expect(t.name).toEqual(BUILT_IN_NAMES[kind]);
      expect(v.sections).toEqual(BUILT_IN_SECTIONS[kind]);
      expect(v.number).toBe(1);
      expect(v.frozenAt).not.toBeNull();
    }
  });
});
