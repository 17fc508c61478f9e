import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, toCsv } from '../../server/src/modules/structure/csv.ts';
import { DepartmentResolver } from '../../server/src/modules/structure/import.departments.ts';

describe('CSV reading', () => {
  it('reads quotes, separators and line breaks inside quotes, CRLF and a BOM, keeping line numbers', () => {
    const text = '\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"two\r\nlines",z\r\n3,,\r\n';
    const { separator, records } = parseCsv(text);
    expect(separator).toBe(',');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'x, y', 'say "hi"'] },
      { line: 4, fields: ['2', 'two\r\nlines', 'z'] },
      { line: 6, fields: ['3', '', ''] },
    ]);
  });

  it('takes ";" as the separator when the header uses it, and a last line without a line break', () => {
    const { separator, records } = parseCsv('email;department\nmail@x.ru;"Разработка;Фронтенд"');
    expect(separator).toBe(';');
    expect(records[1].fields).toEqual(['mail@x.ru', 'Разработка;Фронтенд']);
  });

  it('reports a quote that never closes with its line', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvError);
  });

  it('writes what it reads', () => {
    const rows = [['a', 'b, c', 'd "e"', 'f\ng']];
    expect(parseCsv(toCsv(rows)).records.map((r) => r.fields)).toEqual(rows);
  });
});

describe('department paths', () => {
  const tree = () =>
    new DepartmentResolver([
      { id: 1, parentId: null, name: 'Руководство' },
      { id: 2, parentId: 1, name: 'Разработка' },
      { id: 3, parentId: 2, name: 'Фронтенд' },
      { id: 4, parentId: 1, name: 'Продажи' },
      { id: 5, parentId: 4, name: 'Аналитика' },
      { id: 6, parentId: 2, name: 'Аналитика' },
    ]);

  it('finds a department by its full path or by the tail of a branch, in any letter case', () => {
    const r = tree();
    expect(r.resolve(['Руководство', 'Разработка', 'Фронтенд'])).toEqual({ key: 'd3' });
    expect(r.resolve(['разработка', 'фронтенд'])).toEqual({ key: 'd3' });
    expect(r.created).toHaveLength(0);
  });

  it('creates the missing part under the longest part it finds, once', () => {
    const r = tree();
    const made = r.resolve(['Разработка', 'Бэкенд', 'Платёжи']);
    expect(r.created.map((d) => d.name)).toEqual(['Бэкенд', 'Платёжи']);
    expect('key' in made && r.pathOf(made.key)).toBe('Руководство/Разработка/Бэкенд/Платёжи');
    expect(r.resolve(['Бэкенд', 'Платёжи'])).toEqual(made);
    expect(r.resolve(['Склад'])).toEqual({ key: 'n2' });
    expect(r.generation('n1')).toBe(1);
  });

  it('refuses a path that matches two departments, naming them', () => {
    expect(tree().resolve(['Аналитика'])).toEqual({
      error: {
        code: 'row_ambiguous_department',
        params: { value: 'Аналитика', paths: 'Руководство/Продажи/Аналитика; Руководство/Разработка/Аналитика' },
      },
    });
  });
});
