import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { langOf } from '../../http/lang.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam } from '../../http/zod.ts';
import { toCsv } from './csv.ts';
import { IMPORT_COLUMNS } from '../../../../contract/structure-import.ts';
import { IMPORT_BODY_LIMIT, importBody, importQuery, importReportOut } from './import.schemas.ts';
import { runImport } from './import.service.ts';

const tags = ['structure'];

const TEMPLATE = toCsv([
  [...IMPORT_COLUMNS],
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

export const importRoutes = {
  'import.template': {
    summary: 'A CSV template for the people import (text/csv, UTF-8 with BOM)',
    tags,
    access: 'admin',
    params: companyParam,
    response: null,
    produces: 'text/csv',
  },
  'import.run': {
    summary:
      'Import people from CSV: ?dry_run=true (default) reports per line; dry_run=false applies all in one transaction, or nothing when a line has errors (400 import_refused with the same report: import.schemas.ts importRefusedOut)',
    tags,
    access: 'admin',
    audit: 'service',
    params: companyParam,
    query: importQuery,
    body: importBody,
    response: importReportOut,
  },
} satisfies RouteDefs;

export function registerImportRoutes(api: FastifyInstance, db: Db): void {
  route(api, importRoutes, 'import.template', ({ reply }) => {
    // The byte-order mark makes Excel read the file as UTF-8; the import ignores it.
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="people-import-template.csv"')
      .send(`\uFEFF${TEMPLATE}`);
    return Promise.resolve(undefined);
  });

  // Its own plugin context, so that only this route accepts a body above the app-wide limit.
  api.register((scoped, _opts, done) => {
    scoped.addHook('onRoute', (opts) => {
      opts.bodyLimit = IMPORT_BODY_LIMIT + 64 * 1024;
    });
    route(scoped, importRoutes, 'import.run', async ({ req, reply, params, query, body, auth }) => {
      const outcome = await runImport(db, {
        companyId: params.companyId,
        userId: auth.user.id,
        content: body.content,
        apply: !query.dry_run,
        lang: langOf(req),
      });
      if ('refused' in outcome) return reply.code(400).send(outcome.refused);
      return outcome.report;
    });
    done();
  });
}
