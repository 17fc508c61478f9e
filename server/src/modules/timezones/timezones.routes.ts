import type { FastifyInstance } from 'fastify';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam } from '../../http/zod.ts';
import type { ModuleDeps } from '../deps.ts';
import { companySettingsOut, companySettingsPut } from './timezones.schemas.ts';
import { getCompanySettings, setCompanySettings } from './timezones.service.ts';

const tags = ['companies'];

export const timeZoneRoutes = {
  'companySettings.get': {
    summary:
      "Admins: the company's settings: its time zone (deadlines end at midnight there unless a person set their own)",
    tags,
    access: 'admin',
    params: companyParam,
    response: companySettingsOut,
  },
  'companySettings.update': {
    summary: "Admins: set the company's time zone (an IANA name). Audited",
    tags,
    access: 'admin',
    audit: 'service',
    params: companyParam,
    body: companySettingsPut,
    response: companySettingsOut,
  },
} satisfies RouteDefs;

/** The company's own settings: its time zone. */
export function registerTimeZoneRoutes(api: FastifyInstance, { db }: ModuleDeps): void {
  route(api, timeZoneRoutes, 'companySettings.get', async ({ caller }) =>
    getCompanySettings(db, caller.member.companyId),
  );
  route(api, timeZoneRoutes, 'companySettings.update', async ({ caller, body }) =>
    setCompanySettings(db, caller, body),
  );
}
