import { z } from 'zod';
import type { ErrorCode } from '../../../../contract/errors/index.ts';
import { coded, q } from '../../http/zod.ts';

/**
 * The people import's contract: the file in, the report out (per line: what it gives, what it does, and
 * why not), with a named type for each answer that the web imports type-only.
 */

/** 20,000 lines of Cyrillic text fit; the app-wide limit (1 MB) would stop a 5,000-line file. */
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

export const importBody = z.strictObject({
  format: z.literal('csv', coded('only_csv')),
  content: z.string().min(1, coded('file_empty')).max(IMPORT_BODY_LIMIT, coded('file_too_large')),
});
export const importQuery = z.object({ dry_run: q.bool().default(true) });

/** Why a line is refused (errors) or what was left alone (warnings), and file-level remarks. */
export const IMPORT_CODES = [
  'row_email_required',
  'row_invalid_email',
  'row_own_manager',
  'row_empty_segment',
  'row_department_too_long',
  'row_bad_role',
  'row_bad_admin',
  'row_name_too_long',
  'row_position_too_long',
  'row_duplicate',
  'row_manager_no_position',
  'row_manager_unknown',
  'row_manager_cycle',
  'row_ambiguous_department',
  'row_department_lookalike',
  'row_position_lookalike',
  'row_last_admin',
  'row_name_kept',
  'unknown_column',
] as const satisfies readonly ErrorCode[];
export type ImportCode = (typeof IMPORT_CODES)[number];
export type ImportParams = Record<string, string | number>;
/** A remark as the import makes it, before it is worded for the caller. */
export type ImportNote = { code: ImportCode; params: ImportParams };

export const importMessage = z
  .object({
    code: z.enum(IMPORT_CODES),
    /** What the message names: `column`, `value`, `line`, `chain`, `paths`, `name` (see the catalogue). */
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    message: z.string(),
  })
  .meta({
    description:
      'A coded remark: `code` and `params` are stable (contract/errors/structure.ts), `message` is the same worded in the language of Accept-Language (ru by default, en).',
  });
export type ImportMessage = z.infer<typeof importMessage>;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** The fields a line may change; a department is named by its path, a manager by their email. */
export const IMPORT_FIELDS = [
  'department',
  'position',
  'manager',
  'is_active',
  'role',
  'is_admin',
  'first_name',
  'last_name',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
const changeValue = z.union([z.string(), z.boolean(), z.null()]);
export type ImportChangeValue = z.infer<typeof changeValue>;
export const importChange = z.object({ before: changeValue, after: changeValue });
export type ImportChange = z.infer<typeof importChange>;
export type ImportChanges = Partial<Record<ImportField, ImportChange>>;

/** What a line of the file gives, as read: the report table shows it beside the verdict. */
export const lineValues = z.object({
  first_name: z.string(),
  last_name: z.string(),
  department: z.string(),
  position: z.string(),
  manager_email: z.string(),
});
export type LineValues = z.infer<typeof lineValues>;

export const importRowOut = z.object({
  /** The physical line of the file the record starts on (the header is line 1). */
  line: z.number().int().positive(),
  email: z.string(),
  values: lineValues,
  action: z.enum(IMPORT_ACTIONS),
  changes: z.partialRecord(z.enum(IMPORT_FIELDS), importChange),
  errors: z.array(importMessage),
  warnings: z.array(importMessage),
});
export type ImportRowOut = z.infer<typeof importRowOut>;

export const importReportOut = z.object({
  rows: z.array(importRowOut),
  summary: z.record(z.enum(IMPORT_ACTIONS), z.number().int().min(0)),
  applied: z.boolean(),
  /** Paths of the departments the import creates (or created). */
  new_departments: z.array(z.string()),
  /** File-level remarks, e.g. columns that were ignored. */
  warnings: z.array(importMessage),
});
export type ImportReportOut = z.infer<typeof importReportOut>;

/**
 * The 400 of an apply refused because some lines have errors: nothing was written. The usual field-error
 * shape (`non_field_errors` worded, `codes` with import_refused and the number of bad lines) plus the report.
 */
export const importRefusedOut = importReportOut.extend({
  non_field_errors: z.array(z.string()),
  codes: z.object({
    non_field_errors: z.array(
      z.object({ code: z.literal('import_refused'), params: z.object({ smart_count: z.number().int().positive() }) }),
    ),
  }),
});
export type ImportRefusedOut = z.infer<typeof importRefusedOut>;
