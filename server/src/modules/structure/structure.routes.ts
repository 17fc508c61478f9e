import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerDepartmentRoutes } from './departments.routes.ts';
import { registerImportRoutes } from './import.routes.ts';
import { registerPeopleRoutes } from './people.routes.ts';
import { registerPositionRoutes } from './positions.routes.ts';

/**
 * The org structure under /companies/companies/:companyId/structure/: the department tree and its writes,
 * the people lists (all, managed, the caller's own), positions and the CSV import of people.
 */
export function registerStructureRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  registerDepartmentRoutes(api, db);
  registerPeopleRoutes(api, db);
  registerPositionRoutes(api, db);
  registerImportRoutes(api, db);
}
