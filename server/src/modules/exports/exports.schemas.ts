import { z } from 'zod';
import { EXPORT_KINDS, EXPORT_STATUSES, LANGUAGES } from '../../../../contract/enums.ts';
import { pageOut } from '../../http/page-schema.ts';
import { MAX_PAGE_SIZE } from '../../http/pagination.ts';
import { coded } from '../../http/zod.ts';
import { INT_MAX } from '../../db/sql.ts';

/**
 * Exports: a file built in the background (XLSX or CSV of a period's forms, a PDF of one review or of a
 * department's reviews), its progress polled, then downloaded. The web imports the types, never copies them.
 */

const id = z.number().int().positive().max(INT_MAX, coded('no_record'));

/** What each kind needs: a period for the spreadsheets and the packet, a department for the packet, a form for a review. */
const NEEDS = {
  forms_xlsx: ['period'],
  forms_csv: ['period'],
  department_pdf: ['period', 'department'],
  review_pdf: ['form_id'],
} as const satisfies Record<(typeof EXPORT_KINDS)[number], readonly ('period' | 'department' | 'form_id')[]>;

/**
 * `forms_xlsx` / `forms_csv`: every form of `period` the caller may read (with `department`: only the people
 * of that department and its sub-departments); `department_pdf`: the same forms of `department` in one PDF;
 * `review_pdf`: the form `form_id`. A field the kind needs and lacks is a 400 naming it.
 */
export const exportCreateBody = z
  .strictObject({
    kind: z.enum(EXPORT_KINDS),
    period: id.optional(),
    department: id.optional(),
    form_id: id.optional(),
  })
  .superRefine((body, ctx) => {
    for (const field of NEEDS[body.kind]) {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', message: coded('required'), path: [field] });
    }
  });

export const exportParams = z.object({
  companyId: z.coerce.number().int().positive(),
  id: z.string().min(1).max(64),
});

export const exportListQuery = z.strictObject({
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).default(25),
});

/** Why a job failed, by code (the error catalogue words it). */
export const EXPORT_ERRORS = ['export_failed', 'export_interrupted'] as const;

/** What a job was asked for, and the language its headings are written in. */
export const jobParams = z.object({
  period: z.number().nullable().default(null),
  department: z.number().nullable().default(null),
  form_id: z.number().nullable().default(null),
  lang: z.enum(LANGUAGES).default('ru'),
});

export const exportJobOut = z.object({
  id: z.string(),
  kind: z.enum(EXPORT_KINDS),
  /** queued, then running (done of total: forms written so far), then done (download it) or failed (see error). */
  status: z.enum(EXPORT_STATUSES),
  done: z.number(),
  total: z.number(),
  params: jobParams,
  /** The file's name once done, else empty. */
  filename: z.string(),
  error: z.enum(EXPORT_ERRORS).nullable(),
  /** Where the file is, once done. */
  download_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Until when the file can be downloaded; afterwards the job is gone. */
  expires_at: z.string().nullable(),
});
export const exportJobList = pageOut(exportJobOut);

export type ExportCreateRequest = z.input<typeof exportCreateBody>;
export type ExportCreateBody = z.infer<typeof exportCreateBody>;
export type ExportListQuery = z.infer<typeof exportListQuery>;
export type ExportError = (typeof EXPORT_ERRORS)[number];
export type JobParams = z.infer<typeof jobParams>;
export type ExportJobOut = z.infer<typeof exportJobOut>;
export type ExportJobList = z.infer<typeof exportJobList>;
