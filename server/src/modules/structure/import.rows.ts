import type { CodedError } from '../../../../contract/errors/index.ts';
import { z } from 'zod';
import type { Role } from '../../db/schema/enums.ts';
import { CsvError, parseCsv } from './csv.ts';
import { PATH_SEPARATOR } from './tree.ts';

/** The columns of the people file; only email is required, empty cells leave a stored value as it is. */
export const COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'department',
  'position',
  'manager_email',
  'role',
  'is_admin',
] as const;
type Column = (typeof COLUMNS)[number];

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
  errors: string[];
};

/** A problem of the whole file, by code: nothing of it can be read line by line. */
export class ImportFileError extends Error {
  constructor(readonly error: CodedError) {
    super(error.code);
  }
}

const emailSchema = z.email();
const isEmail = (s: string) => s.length <= 254 && emailSchema.safeParse(s).success;

const ROLE_WORDS: Record<string, Role> = {
  manager: 'MANAGER',
  employee: 'EMPLOYEE',
  руководитель: 'MANAGER',
  менеджер: 'MANAGER',
  сотрудник: 'EMPLOYEE',
};
const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 'да', 'истина']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n', 'нет', 'ложь']);

function header(fields: string[]): { index: Map<Column, number>; unknown: string[] } {
  const index = new Map<Column, number>();
  const unknown: string[] = [];
  fields.forEach((raw, i) => {
    const name = raw.trim().toLowerCase().replace(/\s+/g, '_');
    if ((COLUMNS as readonly string[]).includes(name) && !index.has(name as Column)) index.set(name as Column, i);
    else if (name) unknown.push(raw.trim());
  });
  if (!index.has('email')) throw new ImportFileError({ code: 'no_header', params: { columns: COLUMNS.join(', ') } });
  return { index, unknown };
}

/** Parses the text and checks every line on its own; a file-level problem throws ImportFileError. */
export function readLines(content: string): { lines: ImportLine[]; warnings: string[] } {
  let records;
  try {
    records = parseCsv(content).records;
  } catch (err) {
    if (err instanceof CsvError) throw new ImportFileError(err.error);
    throw err;
  }
  if (!records.length) throw new ImportFileError({ code: 'file_empty' });
  const { index, unknown } = header(records[0].fields);
  const warnings = unknown.map((c) => `Column "${c}" is not known and was ignored.`);
  if (records.length - 1 > MAX_ROWS)
    throw new ImportFileError({ code: 'too_many_rows', params: { max: MAX_ROWS, count: records.length - 1 } });
  const lines = records.slice(1).map(({ line, fields }) => {
    const cell = (c: Column) => {
      const i = index.get(c);
      return i === undefined ? '' : (fields[i] ?? '').trim();
    };
    return checkLine(line, cell);
  });
  return { lines, warnings };
}

function checkLine(line: number, cell: (c: Column) => string): ImportLine {
  const errors: string[] = [];
  const email = cell('email').toLowerCase();
  if (!email) errors.push('email: this field is required.');
  else if (!isEmail(email)) errors.push(`email: "${email}" is not a valid email address.`);

  const managerEmail = cell('manager_email').toLowerCase() || null;
  if (managerEmail && !isEmail(managerEmail))
    errors.push(`manager_email: "${managerEmail}" is not a valid email address.`);
  else if (managerEmail && managerEmail === email) errors.push('manager_email: a person cannot be their own manager.');

  let department: string[] | null = null;
  const path = cell('department');
  if (path) {
    department = path.split(PATH_SEPARATOR).map((s) => s.trim().replace(/\s+/g, ' '));
    if (department.some((s) => !s))
      errors.push(`department: "${path}" has an empty name between the "${PATH_SEPARATOR}" separators.`);
    else if (department.some((s) => s.length > 200))
      errors.push('department: a department name has more than 200 characters.');
  }

  const roleText = cell('role');
  const role = roleText ? (ROLE_WORDS[roleText.toLowerCase()] ?? null) : null;
  if (roleText && !role) errors.push(`role: "${roleText}" is not one of MANAGER, EMPLOYEE.`);

  const adminText = cell('is_admin').toLowerCase();
  const isAdmin = !adminText ? null : TRUE_WORDS.has(adminText) ? true : FALSE_WORDS.has(adminText) ? false : null;
  if (adminText && isAdmin === null) errors.push(`is_admin: "${cell('is_admin')}" is neither true nor false.`);

  const firstName = cell('first_name');
  const lastName = cell('last_name');
  const position = cell('position') || null;
  if (firstName.length > 150 || lastName.length > 150)
    errors.push('first_name, last_name: at most 150 characters each.');
  if (position && position.length > 200) errors.push('position: at most 200 characters.');
  return { line, email, firstName, lastName, department, position, managerEmail, role, isAdmin, errors };
}
