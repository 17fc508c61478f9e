import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerAgreementRoutes } from './agreements.routes.ts';
import { registerCatalogueRoutes } from './catalogue.routes.ts';
import { HIPO_SKILLS, VALUES } from './catalogue.service.ts';
import { registerPeriodRoutes } from './periods.routes.ts';

export function registerSettingsRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  registerCatalogueRoutes(api, db, VALUES, 'values');
  registerCatalogueRoutes(api, db, HIPO_SKILLS, 'hipo_skills');
  registerPeriodRoutes(api, db);
  registerAgreementRoutes(api, db);
}
