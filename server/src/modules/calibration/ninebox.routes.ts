import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route, type RouteDefs } from '../../http/route.ts';
import { companyParam } from '../../http/zod.ts';
import { nineBoxOut, nineBoxQuery, nineBoxSettingsOut, nineBoxSettingsPut } from './ninebox.schemas.ts';
import { getNineBoxSettings, nineBoxGrid, putNineBoxSettings } from './ninebox.service.ts';

const tags = ['nine_box'];

export const nineboxRoutes = {
  'nineBox.get': {
    summary:
      "A period's 9-box: the thresholds, each box's count and a page of its people, those without potential data, and how many are not assessed yet (admins: everyone; managers: their people)",
    tags,
    access: 'member',
    params: companyParam,
    query: nineBoxQuery,
    response: nineBoxOut,
  },
  'nineBox.settings': {
    summary: "The company's 9-box thresholds (the defaults with version 0 until an admin changes them)",
    tags,
    access: 'member',
    params: companyParam,
    response: nineBoxSettingsOut,
  },
  'nineBox.updateSettings': {
    summary: "Replace the company's 9-box thresholds (admins); a stale version is a 409 with the current ones",
    tags,
    access: 'admin',
    audit: 'service',
    params: companyParam,
    body: nineBoxSettingsPut,
    response: nineBoxSettingsOut,
  },
} satisfies RouteDefs;

/** The 9-box of a period and the thresholds that cut its axes. Admins and managers; employees get a 403. */
export function registerNineBoxRoutes(api: FastifyInstance, db: Db): void {
  route(api, nineboxRoutes, 'nineBox.get', async ({ query, caller }) => nineBoxGrid(db, caller.member, query));

  route(api, nineboxRoutes, 'nineBox.settings', async ({ caller }) => getNineBoxSettings(db, caller.member));

  route(api, nineboxRoutes, 'nineBox.updateSettings', async ({ body, caller }) => putNineBoxSettings(db, caller, body));
}
