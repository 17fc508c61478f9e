import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { FormDetailOut } from '../../server/src/modules/forms/forms.schemas.ts';
import type { TemplateOut } from '../../server/src/modules/templates/templates.schemas.ts';
import { codesOf, FORMS, freshForm } from './forms-fixtures.ts';
import { json, signIn, signInAs, useApp, type Client } from './helpers.ts';
import { C1, C2, OTHER_ADMIN } from './structure-helpers.ts';
import { competency, engineering, scale14, template } from './templates-forms-fixtures.ts';

const ctx = useApp();
const T = `${C1}/performance_review/templates/`;
let admin: Client;
let manager: Client;
let employee: Client;
let sections: ReturnType<typeof engineering>;

beforeAll(async () => {
  [admin, manager, employee] = await Promise.all([
    signIn(ctx.app, 'admin'),
    signIn(ctx.app, 'manager'),
    signIn(ctx.app, 'employee'),
  ]);
  sections = engineering(await scale14(ctx), (await competency(ctx)).competencyId);
});

const rename = (who: Client, id: number, name: unknown, version: number, lang = 'ru') =>
  who.request('PATCH', `${T}${id}/`, { name, version }, { 'accept-language': lang });
const read = async (id: number) => json<TemplateOut>(await admin.get(`${T}${id}/`));
const renames = (id: number) =>
  ctx.database.db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.action, 'templates.rename'), eq(s.auditLog.targetId, id)));

describe('renaming a template', () => {
  it('keeps the frozen version a launch used, makes no new one, and the form shows the new name', async () => {
    const { id, versionId } = await template(ctx, 'Полугодие', sections);
    const formId = await freshForm(ctx, admin, 'STND', id);
    const before = await read(id);
    expect(before.current_version).toEqual({ id: versionId, number: 1, frozen: true });

    const res = await rename(admin, id, { ru: '  Итоги полугодия ', en: 'Half-year review' }, before.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<TemplateOut>(res)).toMatchObject({
      name: { ru: 'Итоги полугодия', en: 'Half-year review' },
      version: before.version + 1,
      current_version: { id: versionId, number: 1, frozen: true },
      sections: before.sections,
    });
    const versions = json<unknown[]>(await admin.get(`${T}${id}/versions/`));
    expect(versions).toHaveLength(1);
    const form = json<FormDetailOut>(await employee.get(`${FORMS}${formId}/`));
    expect(form.template).toMatchObject({ version_id: versionId, name: { ru: 'Итоги полугодия' } });
  });

  it('refuses an empty or over-long name with a 400 naming the field, in the caller’s language, and keeps the name', async () => {
    const { id } = await template(ctx, 'Имя', sections);
    const { version } = await read(id);
    const blank = await rename(admin, id, { ru: '   ', en: 'x'.repeat(501) }, version);
    expect(blank.statusCode).toBe(400);
    expect(codesOf(blank)).toEqual({
      'name.ru': [{ code: 'blank', params: { min: 1 } }],
      'name.en': [{ code: 'too_long', params: { max: 500 } }],
    });
    expect(json<Record<string, string[]>>(blank)['name.en'][0]).toContain('500');
    const english = await rename(admin, id, { ru: 'Имя' }, version, 'en');
    expect(codesOf(english)['name.en'].map((e) => e.code)).toEqual(['required']);
    expect(json<Record<string, string[]>>(english)['name.en'][0]).toMatch(/required/i);
    expect(Object.keys(codesOf(await rename(admin, id, 'Имя', version)))).toEqual(['name']);
    const exact = await rename(admin, id, { ru: 'Я'.repeat(500), en: 'E' }, version);
    expect(exact.statusCode, exact.body).toBe(200);
    expect(await renames(id)).toHaveLength(1);
  });

  it('is a 409 at a stale version or on an archived template, and writes nothing', async () => {
    const { id } = await template(ctx, 'Старое', sections);
    const { version } = await read(id);
    expect((await rename(admin, id, { ru: 'Новое', en: 'New' }, version)).statusCode).toBe(200);
    const stale = await rename(admin, id, { ru: 'Другое', en: 'Other' }, version);
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'stale_version', current: { name: { ru: 'Новое' } } });
    const archived = json<TemplateOut>(await admin.post(`${T}${id}/archive/`));
    const refused = await rename(admin, id, { ru: 'Третье', en: 'Third' }, archived.version);
    expect(json(refused)).toMatchObject({ code: 'template_archived' });
    expect((await read(id)).name).toEqual({ ru: 'Новое', en: 'New' });
    expect(await renames(id)).toHaveLength(1);
  });

  it('is the admins’: 403 to a manager and an employee, 404 for another company’s template', async () => {
    const { id } = await template(ctx, 'Только админам', sections);
    const { version } = await read(id);
    for (const who of [manager, employee])
      expect((await rename(who, id, { ru: 'Моё', en: 'Mine' }, version)).statusCode).toBe(403);
    const theirs = await template(ctx, 'Чужой', sections, 2);
    expect((await rename(admin, theirs.id, { ru: 'Моё', en: 'Mine' }, 1)).statusCode).toBe(404);
    const outsider = await signInAs(ctx, OTHER_ADMIN);
    const across = await outsider.patch(`${C2}/performance_review/templates/${id}/`, {
      name: { ru: 'Моё', en: 'Mine' },
      version,
    });
    expect(across.statusCode).toBe(404);
    expect((await read(id)).name.ru).toBe('Только админам');
    expect(await renames(id)).toHaveLength(0);
  });

  it('is audited once, with who renamed it and the name before and after', async () => {
    const { id } = await template(ctx, 'До', sections);
    const { version } = await read(id);
    await rename(admin, id, { ru: 'После', en: 'After' }, version);
    const rows = await renames(id);
    expect(rows).toHaveLength(1);
    const [adminUser] = await ctx.database.db.select().from(s.users).where(eq(s.users.email, DEMO_LOGINS.admin));
    expect(rows[0]).toMatchObject({
      companyId: 1,
      userId: adminUser.id,
      targetType: 'templates',
      data: { before: { name_ru: 'До', name_en: 'До' }, after: { name_ru: 'После', name_en: 'After' } },
    });
  });
});
