import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCatalogue, formatError, isErrorCode, LANGS } from '../../contract/errors/index.ts';
import { json, signIn, useApp } from './helpers.ts';

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

/** The quoted words of the server's and the contract's code, the only places a code can be raised from. */
const serverSource = [...sourceFiles(join(root, 'server/src')), ...sourceFiles(join(root, 'contract'))]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** Codes named where the server raises an error: an error class, a field error, a zod message. */
const RAISED = [
  /new (?:NotFound|Forbidden|Conflict|HttpError|Unavailable|TooManyRequests)\(\s*(?:\d+,\s*)?'([a-z_]+)'/g,
  /ValidationError\.field\(\s*[^,]+,\s*'([a-z_]+)'/g,
  /coded\('([a-z_]+)'\)/g,
  /\[\{ code: '([a-z_]+)'(?: \}|, params)/g,
  /\{ code: '([a-z_]+)', params/g,
  /sendDetail\([^)]*?\d{3},\s*'([a-z_]+)'/g,
];

describe('the error catalogue', () => {
  const codes = Object.keys(errorCatalogue);

  it('words every code in Russian and English with the same parameters and plural forms', () => {
    for (const code of codes) {
      if (!isErrorCode(code)) throw new Error(code);
      const texts = errorCatalogue[code];
      for (const lang of LANGS) expect(texts[lang].trim(), `${code} ${lang}`).not.toBe('');
      expect(placeholders(texts.ru), code).toEqual(placeholders(texts.en));
      if (texts.en.includes('||||')) {
        expect(texts.en.split('||||'), code).toHaveLength(2);
        expect(texts.ru.split('||||'), code).toHaveLength(3);
        expect(placeholders(texts.en), code).toContain('smart_count');
      } else {
        expect(texts.ru, code).not.toContain('||||');
      }
    }
  });

  it('holds every code the server raises', () => {
    const raised = new Set(RAISED.flatMap((pattern) => [...serverSource.matchAll(pattern)].map((m) => m[1])));
    expect(raised.size).toBeGreaterThan(40);
    expect([...raised].filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('has no code the server never gives', () => {
    const unused = codes.filter((code) => !serverSource.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });

  it('fills parameters, translates names of stages and picks plural forms', () => {
    const wrongStage = { code: 'wrong_stage', params: { stage: 'SELF', current: 'MANAGER' } } as const;
    expect(formatError(wrongStage, 'ru')).toBe(
      'Эту часть можно менять только на этапе «Самооценка», а анкета на этапе «Оценка руководителя».',
    );
    expect(formatError(wrongStage, 'en')).toContain('self-assessment stage');
    const missing = (n: number) => ({ code: 'values_without_self_grade', params: { smart_count: n } }) as const;
    expect([1, 3, 5, 21].map((n) => formatError(missing(n), 'ru'))).toEqual([
      '1 ценность без самооценки',
      '3 ценности без самооценки',
      '5 ценностей без самооценки',
      '21 ценность без самооценки',
    ]);
    expect(
      formatError({ code: 'preconditions_failed', params: { items: [missing(2), { code: 'no_results' }] } }, 'en'),
    ).toBe('Not everything is filled in: 2 values have no self grade; add at least one result.');
  });
});

describe('errors in the caller’s language', () => {
  const ctx = useApp();
  const values = '/api/companies/companies/1/performance_review/values/';

  it('answers in Russian by default and in English for Accept-Language: en, with the codes beside the messages', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const ru = await admin.post(values, { name: '' });
    expect(ru.statusCode).toBe(400);
    expect(json(ru)).toMatchObject({ name: ['Поле не может быть пустым.'], codes: { name: [{ code: 'blank' }] } });
    const en = await admin.request('POST', values, { name: 'x'.repeat(201) }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(json(en)).toMatchObject({
      name: ['Ensure this field has no more than 200 characters.'],
      codes: { name: [{ code: 'too_long', params: { max: 200 } }] },
    });
    const preferred = await admin.request('GET', `${values}?ordering=nope`, undefined, {
      'accept-language': 'de, ru;q=0.5, en;q=0.9',
    });
    expect(json<{ ordering: string[] }>(preferred).ordering[0]).toMatch(/^Unknown ordering field "nope"/);
  });

  it('words details of other answers the same way', async () => {
    const employee = await signIn(ctx.app, 'employee');
    const denied = await employee.request('POST', values, { name: 'x' }, { 'accept-language': 'en' });
    expect(denied.statusCode).toBe(403);
    expect(json(denied)).toMatchObject({ code: 'admin_only', detail: 'Only company administrators can do this.' });
    const missing = await employee.get('/api/companies/companies/999/performance_review/values/');
    expect(json(missing)).toMatchObject({ code: 'not_found', detail: 'Не найдено.' });
  });

  it('refuses a NUL character in text with a 400, never a 500', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const search = await admin.get('/api/companies/companies/1/performance_review/assessment_forms/?search=%00');
    expect(search.statusCode).toBe(400);
    expect(json(search)).toMatchObject({ codes: { non_field_errors: [{ code: 'malformed_value' }] } });
    const created = await admin.post(values, { name: 'a\u0000b' });
    expect(created.statusCode).toBe(400);
    const list = json<{ results: { name: string }[] }>(await admin.get(`${values}?page_size=500`));
    expect(list.results.some((v) => v.name.startsWith('a'))).toBe(false);
  });
});
