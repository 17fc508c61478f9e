import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { hipoSkills, values } from '../../db/schema/index.ts';
import { registerAgreementRoutes } from './agreements.routes.ts';
import { registerCatalogue } from './catalogue.ts';
import { registerPeriodRoutes } from './periods.ts';

export function registerSettingsRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  registerCatalogue(api, db, {
    path: 'values',
    table: values,
    tag: 'values',
    noun: 'company values',
    inUseCode: 'value_in_use',
  });
  registerCatalogue(api, db, {
    path: 'hipo_skills',
    table: hipoSkills,
    tag: 'hipo_skills',
    noun: 'hipo skills',
    inUseCode: 'hipo_skill_in_use',
  });
  registerPeriodRoutes(api, db);
  registerAgreementRoutes(api, db);
}
