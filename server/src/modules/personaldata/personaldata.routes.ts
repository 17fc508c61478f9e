import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam, idParam } from '../../http/zod.ts';
import type { ModuleDeps } from '../deps.ts';
import { contentDisposition, fileName } from '../exports/files.ts';
import { exportPdf } from './export.pdf.ts';
import { erasureOut, personalDataExport, retentionSettings } from './personaldata.schemas.ts';
import { erasePerson, exportPerson, getRetention, setRetention } from './personaldata.service.ts';
import { EXPORT_TEXTS } from './texts.ts';

const tags = ['personal-data'];

export const personalDataRoutes = {
  'personalData.export': {
    summary:
      'Admins: everything the company holds about the person of a position, as JSON (format_version 1), as an attachment; private 1:1 notes and feedback as counts only, never the 360 answers they gave. Audited',
    tags,
    access: 'admin',
    params: idParam,
    response: personalDataExport,
  },
  'personalData.exportPdf': {
    summary: 'Admins: the same export as a PDF, in the Accept-Language language. Audited',
    tags,
    access: 'admin',
    params: idParam,
    response: null,
    produces: 'application/pdf',
  },
  'personalData.erase': {
    summary:
      'Admins: erase a departed person (no active position, no other company): names, email and what they wrote replaced, sessions, notices, feeds and private notes deleted; forms, grades and aggregates kept. Idempotent, audited',
    tags,
    access: 'admin',
    audit: 'service',
    params: idParam,
    response: erasureOut,
    answers: { 409: 'The person holds an active position (person_still_active) or belongs to another company' },
  },
  'personalData.settings': {
    summary: 'Admins: the retention of deactivated people (days after which they are erased; null: never)',
    tags,
    access: 'admin',
    params: companyParam,
    response: retentionSettings,
  },
  'personalData.updateSettings': {
    summary: 'Admins: set the retention of deactivated people. Audited',
    tags,
    access: 'admin',
    audit: 'service',
    params: companyParam,
    body: retentionSettings,
    response: retentionSettings,
  },
} satisfies RouteDefs;

const fileOf = (lang: 'ru' | 'en', userId: number, extension: string) =>
  contentDisposition(fileName([EXPORT_TEXTS[lang].title, String(userId)], extension));

/** A person's personal data: the admins' export and erasure, and the company's retention setting. */
export function registerPersonalDataRoutes(api: FastifyInstance, { db, clock }: ModuleDeps): void {
  route(api, personalDataRoutes, 'personalData.export', async ({ req, reply, caller, params }) => {
    const lang = langOf(req);
    const data = await exportPerson(db, clock, caller, params.id, lang);
    void reply
      .header('content-disposition', fileOf(lang, data.person.user_id, 'json'))
      .header('cache-control', 'private, no-store');
    return data;
  });
  route(api, personalDataRoutes, 'personalData.exportPdf', async ({ req, reply, caller, params }) => {
    const lang = langOf(req);
    const data = await exportPerson(db, clock, caller, params.id, lang);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', fileOf(lang, data.person.user_id, 'pdf'))
      .header('cache-control', 'private, no-store')
      .send(await exportPdf(data, lang));
  });
  route(api, personalDataRoutes, 'personalData.erase', async ({ req, caller, params }) =>
    erasePerson(db, clock, caller, params.id, langOf(req)),
  );
  route(api, personalDataRoutes, 'personalData.settings', async ({ caller }) =>
    getRetention(db, caller.member.companyId),
  );
  route(api, personalDataRoutes, 'personalData.updateSettings', async ({ caller, body }) =>
    setRetention(db, caller, body),
  );
}
