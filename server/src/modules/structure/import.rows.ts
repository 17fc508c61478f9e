import { z } from 'zod';
import type { CodedError } from '../../../../contract/errors/index.ts';
import type { Role } from '../../../../contract/enums.ts';
import { CsvError, parseCsv, type CsvRecord } from './csv.ts';
import type { ImportNote } from './import.schemas.ts';
import { PATH_SEPARATOR } from './structure.schemas.ts';
import { IMPORT_COLUMNS, type ImportColumn } from '../../../../contract/structure-import.ts';

const isColumn = (name: string): name is ImportColumn => IMPORT_COLUMNS.some((c) => c === name);

export const MAX_ROWS = 20_000;

/** One data line of the file, checked on its own (what needs the other lines or the database comes later). */
export type ImportLine = {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  department: string[] | null;
  position: string | null;
  managerEmail: string | null;
  role: Role | null;
  isAdmin: boolean | null;
  errors: ImportNote[];
};

/** A problem of the whole file, by code: nothing of it can be read line by line. */
export class ImportFileError extends Error {
  constructor(readonly error: CodedError) {
    super(error.code);
  }
}

const emailSchema = z.email();
const isEmail = (s: string) => s.length <= 254 && emailSchema.safeParse(s).success;

const ROLE_WORDS = new Map<string, Role>([
  ['manager', 'MANAGER'],
  ['employee', 'EMPLOYEE'],
  ['руководитель', 'MANAGER'],
  ['менеджер', 'MANAGER'],
  ['сотрудник', 'EMPLOYEE'],
]);
const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 'да', 'истина']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n', 'нет', 'ложь']);

function header(fields: string[]): { index: Map<ImportColumn, number>; unknown: string[] } {
  const index = new Map<ImportColumn, number>();
  const unknown: string[] = [];
  fields.forEach((raw, i) => {
    const name = raw.trim().toLowerCase().replace(/\s+/g, '_');
    if (isColumn(name) && !index.has(name)) index.set(name, i);
    else if (name) unknown.push(raw.trim());
  });
  if (!index.has('email'))
    throw new ImportFileError({ code: 'no_header', params: { columns: IMPORT_COLUMNS.join(', ') } });
  return { index, unknown };
}

function recordsOf(content: string): CsvRecord[] {
  try {
    return parseCsv(content).records;
  } catch (err) {
    if (err instanceof CsvError) throw new ImportFileError(err.error);
    throw err;
  }
}

/** Parses the text and checks every line on its own; a file-level problem throws ImportFileError. */
export function readLines(content: string): { lines: ImportLine[]; warnings: ImportNote[] } {
  const records = recordsOf(content);
  if (!records.length) throw new ImportFileError({ code: 'file_empty' });
  const { index, unknown } = header(records[0].fields);
  const warnings = unknown.map((column): ImportNote => ({ code: 'unknown_column', params: { column } }));
  if (records.length - 1 > MAX_ROWS)
    throw new ImportFileError({ code: 'too_many_rows', params: { max: MAX_ROWS, count: records.length - 1 } });
  const lines = records.slice(1).map(({ line, fields }) => {
    const cell = (c: ImportColumn) => {
      const i = index.get(c);
      return i === undefined ? '' : (fields[i] ?? '').trim();
    };
    return checkLine(line, cell);
  });
  return { lines, warnings };
}

const note = (code: ImportNote['code'], params: ImportNote['params'] = {}): ImportNote => ({ code, params });

function checkLine(line: number, cell: (c: ImportColumn) => string): ImportLine {
  const errors: ImportNote[] = [];
  const email = cell('email').toLowerCase();
  if (!email) errors.push(note('row_email_required'));
  else if (!isEmail(email)) errors.push(note('row_invalid_email', { column: 'email', value: email }));

  const managerEmail = cell('manager_email').toLowerCase() || null;
  if (managerEmail && !isEmail(managerEmail))
    errors.push(note('row_invalid_email', { column: 'manager_email', value: managerEmail }));
  else if (managerEmail && managerEmail === email) errors.push(note('row_own_manager'));

  let department: string[] | null = null;
  const path = cell('department');
  if (path) {
    department = path.split(PATH_SEPARATOR).map((s) => s.trim().replace(/\s+/g, ' '));
    if (department.some((s) => !s)) errors.push(note('row_empty_segment', { value: path }));
    else if (department.some((s) => s.length > 200)) errors.push(note('row_department_too_long'));
  }

  const roleText = cell('role');
  const role = roleText ? (ROLE_WORDS.get(roleText.toLowerCase()) ?? null) : null;
  if (roleText && !role) errors.push(note('row_bad_role', { value: roleText }));

  const adminText = cell('is_admin').toLowerCase();
  const isAdmin = !adminText ? null : TRUE_WORDS.has(adminText) ? true : FALSE_WORDS.has(adminText) ? false : null;
  if (adminText && isAdmin === null) errors.push(note('row_bad_admin', { value: cell('is_admin') }));

  const firstName = cell('first_name');
  const lastName = cell('last_name');
  const position = cell('position') || null;
  if (firstName.length > 150 || lastName.length > 150) errors.push(note('row_name_too_long'));
  if (position && position.length > 200) errors.push(note('row_position_too_long'));
  return { line, email, firstName, lastName, department, position, managerEmail, role, isAdmin, errors };
}
