/**
 * The columns of the people file (structure import), in the template's order: the server reads them
 * (server/src/modules/structure/import.rows.ts) and the web's format help lists them. Only email is required;
 * empty cells leave a stored value as it is.
 */
export const IMPORT_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'department',
  'position',
  'manager_email',
  'role',
  'is_admin',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
