import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.ts';
import { pageOf } from '../../http/pagination.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam } from '../../http/zod.ts';
import type { ModuleDeps } from '../deps.ts';
import { exportCreateBody, exportJobList, exportJobOut, exportListQuery, exportParams } from './exports.schemas.ts';
import { createExport, exportFile, getExport, listExports, type ExportDeps } from './exports.service.ts';
import { contentDisposition } from './files.ts';
import { ExportRunner } from './runner.ts';

const tags = ['exports'];
const common = { tags, access: 'member' } as const;

export const exportsRoutes = {
  'exports.create': {
    ...common,
    summary:
      "Start an export: forms_xlsx / forms_csv (a period's forms, optionally of a department subtree; admins and managers), department_pdf (admins and managers), review_pdf (one form; an employee only their own). Headings in the Accept-Language language",
    params: companyParam,
    body: exportCreateBody,
    response: exportJobOut,
    status: 202,
  },
  'exports.list': {
    ...common,
    summary: "The caller's exports in the company, newest first",
    params: companyParam,
    query: exportListQuery,
    response: exportJobList,
  },
  'exports.get': {
    ...common,
    summary: "One of the caller's exports: its status and progress (done of total forms), then its file name",
    params: exportParams,
    response: exportJobOut,
  },
  'exports.download': {
    ...common,
    summary: 'The finished file (XLSX, CSV or PDF) as an attachment; 409 export_not_ready or export_failed before',
    params: exportParams,
    response: null,
    produces: 'application/octet-stream',
    answers: {
      409: 'Not done yet (code export_not_ready) or failed (code export_failed); `job` in the body is its state',
    },
  },
} satisfies RouteDefs;

/**
 * Exports: ask for a file (202 with the job), poll the job's progress, download the file when it is done.
 * The files are built in the background by this process's runner (started and stopped with the server).
 */
export function registerExportRoutes(api: FastifyInstance, { db, clock }: ModuleDeps): void {
  const runner = new ExportRunner({ db, clock, log: api.log });
  const deps: ExportDeps = { db, clock, runner };
  api.addHook('onReady', async () => runner.recover());
  api.addHook('onClose', async () => runner.stop());

  route(api, exportsRoutes, 'exports.create', async ({ req, body, caller }) =>
    createExport(deps, caller, body, langOf(req)),
  );

  route(api, exportsRoutes, 'exports.list', async ({ req, query, caller }) => {
    const { rows, total } = await listExports(deps, caller, query);
    return pageOf(req, rows, total, query.page, query.page_size);
  });

  route(api, exportsRoutes, 'exports.get', async ({ params, caller }) => getExport(deps, caller, params.id));

  route(api, exportsRoutes, 'exports.download', async ({ reply, params, caller }) => {
    const file = await exportFile(deps, caller, params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.filename))
      .header('cache-control', 'private, no-store')
      .send(file.file);
  });
}
