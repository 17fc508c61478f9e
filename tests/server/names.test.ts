import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillNameSkeletons } from '../../server/src/db/name-skeletons.ts';
import * as s from '../../server/src/db/schema/index.ts';
import { importReportOut } from '../../server/src/modules/structure/import.schemas.ts';
import { nameClash } from '../../server/src/names.ts';
import { json, signIn, type Client, useApp } from './helpers.ts';
import { ACTIVE_PERIOD, C1 } from './structure-helpers.ts';

const ctx = useApp();
const PR = `${C1}/performance_review`;
const dates = {
  start_date: '2030-01-01',
  self_deadline: '2030-01-20',
  manager_deadline: '2030-02-01',
  feedback_deadline: '2030-02-10',
  end_date: '2030-02-28',
};
type Coded = { code: string; params?: Record<string, unknown> };
type Answer = { id: number; name: string; codes?: Record<string, Coded[]> };

/** The finding's cases: each is the same name, or looks the same, as `name`. */
const disguises = (name: string) => {
  const i = Math.floor(name.length / 2);
  return {
    'a zero-width space': `${name.slice(0, i)}\u200B${name.slice(i)}`,
    'a soft hyphen': `${name.slice(0, i)}\u00AD${name.slice(i)}`,
    'decomposed letters': name.replace('й', 'и\u0306').normalize('NFD'),
    'a right-to-left mark': `\u200F${name}`,
    'a Latin "o" for a Cyrillic "о"': name.replace('о', 'o'),
    'other spaces and letter case': ` ${name.toUpperCase().replace(' ', '\u00A0 ')}`,
  };
};

let admin: Client;
beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
});

describe('one normalisation for names', () => {
  it('takes every disguise for the same name, a Latin letter for a look-alike, and tells other names apart', () => {
    const name = 'Ответственность за свой участок';
    const found = Object.values(disguises(name)).map((n) => nameClash(n, name));
    expect(found).toEqual(['same', 'same', 'same', 'same', 'lookalike', 'same']);
    expect(nameClash('Йога', 'Иога')).toBeNull();
    expect(nameClash('Ёлка', 'Елка')).toBeNull();
    expect(nameClash('Открытость', 'Ответственность')).toBeNull();
  });
});

/** Each entity with a unique name: where it is written, a body for a name, and the code for the same name. */
const entities = [
  { what: 'values', path: `${PR}/values/`, body: (name: string) => ({ name }), taken: 'value_name_taken' },
  {
    what: 'hipo skills',
    path: `${PR}/hipo_skills/`,
    body: (name: string) => ({ name }),
    taken: 'hipo_skill_name_taken',
  },
  {
    what: 'periods',
    path: `${PR}/assessment_periods/`,
    body: (name: string) => ({ ...dates, name }),
    taken: 'period_name_taken',
  },
  {
    what: 'departments',
    path: `${C1}/structure/departments/`,
    body: (name: string) => ({ name, parent: null }),
    taken: 'duplicate_department',
  },
];

describe.each(entities)('$what', ({ path, body, taken }) => {
  const name = `Новый участок ${path.length}`;
  let existing: Answer;
  beforeAll(async () => {
    const res = await admin.post(path, body(name));
    expect(res.statusCode).toBe(201);
    existing = json<Answer>(res);
  });

  it.each(Object.entries(disguises(name)))('refuses the same name with %s, naming the one there', async (_, n) => {
    const res = await admin.post(path, body(n));
    expect(res.statusCode).toBe(400);
    const code = n.includes('o') ? 'name_lookalike' : taken;
    expect(json<Answer>(res).codes).toEqual({ name: [{ code, params: { name, id: existing.id } }] });
  });

  it('takes a name of invisible characters alone for a blank one', async () => {
    const res = await admin.post(path, body('\u200B\u00AD\u200F'));
    expect(res.statusCode).toBe(400);
    expect(json<Answer>(res).codes?.name).toMatchObject([{ code: 'blank' }]);
  });

  it('refuses a rename to a look-alike, and keeps a new name as it was typed', async () => {
    const typed = `Другой\u00A0участок ${'й'.normalize('NFD')} ${path.length}`;
    const created = await admin.post(path, body(typed));
    expect(created.statusCode).toBe(201);
    const own = json<Answer & { version: number }>(created);
    expect(own.name).toBe(typed);
    const renamed = await admin.patch(`${path}${own.id}/`, { name: name.replace('о', 'o'), version: own.version });
    expect(renamed.statusCode).toBe(400);
    expect(json<Answer>(renamed).codes).toEqual({
      name: [{ code: 'name_lookalike', params: { name, id: existing.id } }],
    });
  });

  it('lets only one of two look-alikes sent at once in', async () => {
    const base = `Гонка ${path.length}`;
    const answers = await Promise.all([admin.post(path, body(base)), admin.post(path, body(base.replace('о', 'o')))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
  });
});

describe('position titles', () => {
  const E = `${C1}/structure/employee_in_positions/`;

  it('take a title in use under any disguise as that title, and refuse one that only looks like it', async () => {
    const same = await admin.post(E, { email: 'title1@demo.example', position: 'ИН\u00ADЖЕНЕР' });
    expect(same.statusCode).toBe(201);
    expect(json<{ position: string }>(same).position).toBe('ИН\u00ADЖЕНЕР');
    const twin = await admin.post(E, { email: 'title2@demo.example', position: 'Инжeнер' });
    expect(twin.statusCode).toBe(400);
    expect(json<Answer>(twin).codes?.position).toEqual([
      { code: 'name_lookalike', params: { name: expect.stringMatching(/^Ин\u00AD?женер$/i) as unknown } },
    ]);
    const own = json<{ id: number; version: number }>(same);
    const renamed = await admin.patch(`${E}${own.id}/`, { position: 'Бухгaлтер', version: own.version });
    expect(json<Answer>(renamed).codes).toEqual({
      position: [{ code: 'name_lookalike', params: { name: 'Бухгалтер' } }],
    });
  });
});

describe('the people import', () => {
  const I = `${C1}/structure/import/`;
  const HEADER = 'email,first_name,last_name,department,position,manager_email,role,is_admin';
  const file = (...lines: string[]) => ({ format: 'csv', content: [HEADER, ...lines].join('\n') });

  it('finds a department under any disguise, and refuses one that only looks like it, naming it', async () => {
    const res = await admin.post(
      `${I}?dry_run=true`,
      file(
        `a1@demo.example,,,Руководство/Разра\u200Bботка,,,,`,
        `a2@demo.example,,,${'Руководство/Разработка'.normalize('NFD')},,,,`,
        `a3@demo.example,,,\u200FРУКОВОДСТВО/разработка,,,,`,
        `a4@demo.example,,,Руководство/Разрабoтка,,,,`,
        `a5@demo.example,,,Отдел Х,,,,`,
        `a6@demo.example,,,Отдел X,,,,`,
        `a7@demo.example,,,,Бухгaлтер,,,`,
        `a8@demo.example,,,,Новая роль,,,`,
        `a9@demo.example,,,,Нoвая роль,,,`,
      ),
    );
    expect(res.statusCode).toBe(200);
    const report = importReportOut.parse(res.json());
    expect(report.new_departments).toEqual(['Отдел Х']);
    expect(report.rows.map((r) => r.errors.map((e) => [e.code, e.params]))).toEqual([
      [],
      [],
      [],
      [['row_department_lookalike', { value: 'Руководство/Разрабoтка', path: 'Руководство/Разработка' }]],
      [],
      [['row_department_lookalike', { value: 'Отдел X', path: 'Отдел Х' }]],
      [['row_position_lookalike', { value: 'Бухгaлтер', name: 'Бухгалтер' }]],
      [],
      [['row_position_lookalike', { value: 'Нoвая роль', name: 'Новая роль' }]],
    ]);
    expect(report.rows[3].errors[0].message).toContain('выглядит так же, как отдел «Руководство/Разработка»');
  });
});

describe('the migration of names already stored', () => {
  it('gives the first of two stored look-alikes the key and leaves the other without, instead of failing', async () => {
    const db = ctx.database.db;
    const [first, second] = await db
      .insert(s.values)
      .values([
        { companyId: 2, name: 'Честность' },
        { companyId: 2, name: 'Чeстность' },
      ])
      .returning({ id: s.values.id });
    expect(await fillNameSkeletons(db)).toBeGreaterThanOrEqual(1);
    const rows = await db
      .select({ id: s.values.id, skeleton: s.values.nameSkeleton })
      .from(s.values)
      .where(eq(s.values.companyId, 2));
    expect(rows.find((r) => r.id === first.id)?.skeleton).toBeTruthy();
    expect(rows.find((r) => r.id === second.id)?.skeleton).toBeNull();
    expect(rows.every((r) => r.id === second.id || r.skeleton !== null)).toBe(true);
  });

  it('keeps the seeded names protected: a look-alike of the active period is refused', async () => {
    const res = await admin.post(`${PR}/assessment_periods/`, { ...dates, name: ACTIVE_PERIOD.replace('о', 'o') });
    expect(json<Answer>(res).codes?.name[0]).toMatchObject({ code: 'name_lookalike', params: { name: ACTIVE_PERIOD } });
  });
});
