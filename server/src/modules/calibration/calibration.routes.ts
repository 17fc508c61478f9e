import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../index.ts';
import { registerNineBoxRoutes } from './ninebox.routes.ts';

/** The 9-box, its thresholds and calibration sessions. */
export function registerCalibrationRoutes(api: FastifyInstance, { db }: ModuleDeps): void {
  registerNineBoxRoutes(api, db);
}
