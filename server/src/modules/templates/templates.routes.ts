import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import {
  templateCreate,
  templateDuplicate,
  templateListOut,
  templateOut,
  templateRename,
  templateSave,
  versionListOut,
  versionOut,
} from './templates.schemas.ts';
import {
  archiveTemplate,
  createTemplate,
  duplicateTemplate,
  getTemplate,
  getVersion,
  listTemplates,
  listVersions,
  renameTemplate,
  saveSections,
} from './templates.service.ts';

const tags = ['templates'];

export const templatesRoutes = {
  'templates.list': {
    summary: 'The company’s review templates, built-in first, with their current version',
    tags,
    access: 'admin',
    params: companyParam,
    response: templateListOut,
  },
  'templates.create': {
    summary: 'Create a template (version 1, not frozen)',
    tags,
    access: 'admin',
    audit: 'route',
    params: companyParam,
    body: templateCreate,
    status: 201,
    response: templateOut,
  },
  'templates.get': {
    summary: 'One template with its current version’s sections (every member reads: a form shows it)',
    tags,
    access: 'member',
    params: idParam,
    response: templateOut,
  },
  'templates.rename': {
    summary: 'Rename a template (not a built-in or archived one); the name is the template’s: no new version',
    tags,
    access: 'admin',
    audit: 'service',
    params: idParam,
    body: templateRename,
    response: templateOut,
  },
  'templates.saveSections': {
    summary: 'Save the sections at the version read; a frozen current version gets a next version instead',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    body: templateSave,
    response: templateOut,
  },
  'templates.duplicate': {
    summary: 'Copy a template (a built-in one included) as a new template of the company',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    body: templateDuplicate,
    status: 201,
    response: templateOut,
  },
  'templates.archive': {
    summary: 'Archive a template: no new period uses it (not a built-in one)',
    tags,
    access: 'admin',
    audit: 'route',
    params: idParam,
    response: templateOut,
  },
  'templates.versions': {
    summary: 'A template’s versions, newest first, and which are frozen',
    tags,
    access: 'admin',
    params: idParam,
    response: versionListOut,
  },
  'templates.version': {
    summary: 'One template version with its sections (every member reads: a form shows it)',
    tags,
    access: 'member',
    params: idParam,
    response: versionOut,
  },
} satisfies RouteDefs;

/** Review templates and their versions: admins write, members read a template or a version. */
export function registerTemplateRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  route(api, templatesRoutes, 'templates.list', async ({ caller }) => listTemplates(db, caller.member));
  route(api, templatesRoutes, 'templates.create', async ({ body, caller, auth }) =>
    createTemplate(db, caller.member, auth.user.id, body),
  );
  route(api, templatesRoutes, 'templates.get', async ({ params, caller }) => getTemplate(db, caller.member, params.id));
  route(api, templatesRoutes, 'templates.rename', async ({ params, body, caller }) =>
    renameTemplate(db, caller, params.id, body),
  );
  route(api, templatesRoutes, 'templates.saveSections', async ({ params, body, caller, auth }) =>
    saveSections(db, caller.member, auth.user.id, params.id, body),
  );
  route(api, templatesRoutes, 'templates.duplicate', async ({ params, body, caller, auth }) =>
    duplicateTemplate(db, caller.member, auth.user.id, params.id, body),
  );
  route(api, templatesRoutes, 'templates.archive', async ({ params, caller }) =>
    archiveTemplate(db, caller.member, params.id),
  );
  route(api, templatesRoutes, 'templates.versions', async ({ params, caller }) =>
    listVersions(db, caller.member, params.id),
  );
  route(api, templatesRoutes, 'templates.version', async ({ params, caller }) =>
    getVersion(db, caller.member, params.id),
  );
}
