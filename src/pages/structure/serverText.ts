import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The structure API words its refusals in English and gives no codes (field errors, import line
 * reasons). The known wordings become translation keys under app.structure.server.*, with what they name
 * as parameters; anything else is shown as the server wrote it.
 */
const EXACT: Record<string, string> = {
  'A department cannot sit under its own descendant.': 'department_cycle',
  'No such department in this company.': 'no_department',
  'No such employee in this company.': 'no_employee',
  'No such record.': 'no_record',
  'There is already a department with this name at this place.': 'duplicate_department',
  'A department name cannot contain "/".': 'name_slash',
  'Enter a valid email address.': 'invalid_email',
  'A person cannot be their own manager.': 'own_manager',
  'A person cannot report to someone who reports to them.': 'manager_cycle',
  'The company needs at least one administrator.': 'last_admin',
  'This person already has an active position in the company; change that one instead.': 'already_placed',
  'You do not have permission to perform this action.': 'forbidden',
  'This record was changed by someone else. Reload it and apply your change again.': 'stale',
  'Not found.': 'not_found',
  'The file is empty.': 'file_empty',
  'The file is too large.': 'file_too_large',
  'Only "csv" is supported.': 'only_csv',
  'email: this field is required.': 'row_email_required',
  'manager_email: a person cannot be their own manager.': 'row_own_manager',
  'department: a department name has more than 200 characters.': 'row_department_too_long',
  'first_name, last_name: at most 150 characters each.': 'row_name_too_long',
  'position: at most 200 characters.': 'row_position_too_long',
  'is_admin: the company needs at least one administrator.': 'row_last_admin',
};

const PATTERNS: [RegExp, string, string[]][] = [
  [/^Ensure this field has no more than (\d+) characters\.$/, 'too_long', ['max']],
  [/^The first line must name the columns, email among them: (.+)\.$/, 'no_header', ['columns']],
  [/^At most (\d+) people at a time; this file has (\d+)\.$/, 'too_many_rows', ['max', 'count']],
  [/^A quoted field opened on line (\d+) is never closed\.$/, 'unclosed_quote', ['line']],
  [/^(\d+) line\(s\) have errors; nothing was imported\.$/, 'import_refused', ['smart_count']],
  [/^Column "(.*)" is not known and was ignored\.$/, 'unknown_column', ['column']],
  [/^(email|manager_email): "(.*)" is not a valid email address\.$/, 'row_invalid_email', ['column', 'value']],
  [/^department: "(.*)" has an empty name between the "\/" separators\.$/, 'row_empty_segment', ['value']],
  [/^role: "(.*)" is not one of MANAGER, EMPLOYEE\.$/, 'row_bad_role', ['value']],
  [/^is_admin: "(.*)" is neither true nor false\.$/, 'row_bad_admin', ['value']],
  [/^email: (.+) is also on line (\d+)\.$/, 'row_duplicate', ['value', 'line']],
  [/^manager_email: (.+) has no position in the company\.$/, 'row_manager_no_position', ['value']],
  [/^manager_email: (.+) is neither in the file nor among the company's people\.$/, 'row_manager_unknown', ['value']],
  [/^manager_email: this makes a cycle of managers: (.+)\.$/, 'row_manager_cycle', ['chain']],
  [
    /^department: "(.*)" matches several departments \((.*)\); write the full path\.$/,
    'row_ambiguous_department',
    ['value', 'paths'],
  ],
  [/^The name in the file differs from the account's \("(.*)"\); it was left as it is\.$/, 'row_name_kept', ['name']],
];

/** The translation key and its parameters for a server message, or null when the wording is unknown. */
export function serverTextKey(message: string): { key: string; params: Record<string, string | number> } | null {
  const exact = EXACT[message];
  if (exact) return { key: `app.structure.server.${exact}`, params: {} };
  for (const [pattern, key, names] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const params: Record<string, string | number> = {};
    names.forEach((name, i) => {
      const value = match[i + 1];
      params[name] = name === 'smart_count' ? Number(value) : value;
    });
    return { key: `app.structure.server.${key}`, params };
  }
  return null;
}

/** Translates a server message (or an app/react-admin key that httpClient already put in its place). */
export function useServerText(): (message: string) => string {
  const translate = useTranslate();
  return useCallback(
    (message: string) => {
      const known = serverTextKey(message);
      return known ? translate(known.key, { ...known.params, _: message }) : translate(message, { _: message });
    },
    [translate],
  );
}
