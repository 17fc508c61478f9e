import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../http/access.ts';
import { ValidationError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { coded, companyParam, q } from '../../http/zod.ts';
import { toCsv } from './csv.ts';
import { COLUMNS, ImportFileError } from './import.rows.ts';
import { ImportRefused, runImport } from './import.service.ts';

const S = '/companies/companies/:companyId/structure/import';
const tags = ['structure'];

/** 20,000 lines of Cyrillic text fit; the app-wide limit (1 MB) would stop a 5,000-line file. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

const importBody = z.strictObject({
  format: z.literal('csv', coded('only_csv')),
  content: z.string().min(1, coded('file_empty')).max(IMPORT_BODY_LIMIT, coded('file_too_large')),
});
const change = z.object({ before: z.unknown(), after: z.unknown() });
const reportOut = z.object({
  rows: z.array(
    z.object({
      line: z.number(),
      email: z.string(),
      values: z.object({
        first_name: z.string(),
        last_name: z.string(),
        department: z.string(),
        position: z.string(),
        manager_email: z.string(),
      }),
      action: z.enum(['create', 'update', 'unchanged', 'error']),
      changes: z.record(z.string(), change),
      errors: z.array(z.string()),
      warnings: z.array(z.string()),
    }),
  ),
  summary: z.object({ create: z.number(), update: z.number(), unchanged: z.number(), error: z.number() }),
  applied: z.boolean(),
  new_departments: z.array(z.string()),
  warnings: z.array(z.string()),
});

const TEMPLATE = toCsv([
  [...COLUMNS],
  ['maria.ivanova@example.com', 'Мария', 'Иванова', 'Разработка', 'Руководитель разработки', '', 'MANAGER', 'false'],
  [
    'ivan.petrov@example.com',
    'Иван',
    'Петров',
    'Разработка/Фронтенд',
    'Фронтенд-разработчик',
    'maria.ivanova@example.com',
    'EMPLOYEE',
    'false',
  ],
]);

export function registerImportRoutes(api: FastifyInstance, db: Db): void {
  route(
    api,
    {
      method: 'GET',
      url: `${S}/template/`,
      summary: 'A CSV template for the people import (text/csv, UTF-8 with BOM)',
      tags,
      access: 'admin',
      params: companyParam,
    },
    async ({ reply }) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="people-import-template.csv"');
      // The byte-order mark makes Excel read the file as UTF-8; the import ignores it.
      return `\uFEFF${TEMPLATE}`;
    },
  );

  // Its own plugin context, so that only this route accepts a body above the app-wide limit.
  api.register(async (scoped) => {
    scoped.addHook('onRoute', (opts) => {
      opts.bodyLimit = IMPORT_BODY_LIMIT + 64 * 1024;
    });
    route(
      scoped,
      {
        method: 'POST',
        url: `${S}/`,
        summary:
          'Import people from CSV: ?dry_run=true (default) reports per line; dry_run=false applies all in one transaction, or nothing when a line has errors (400 with the same report)',
        tags,
        access: 'admin',
        params: companyParam,
        query: z.object({ dry_run: q.bool().default(true) }),
        body: importBody,
        response: reportOut,
      },
      async ({ req, reply, params, query, body }) => {
        try {
          return await runImport(db, params.companyId, requireAuth(req).user.id, body.content, !query.dry_run);
        } catch (err) {
          if (err instanceof ImportFileError) throw new ValidationError({ content: [err.error] });
          if (err instanceof ImportRefused) {
            const bad = err.report.summary.error;
            return reply
              .code(400)
              .send({ non_field_errors: [`${bad} line(s) have errors; nothing was imported.`], ...err.report });
          }
          throw err;
        }
      },
    );
  });
}
