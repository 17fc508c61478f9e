import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

/** What a module's routes are built with: the database, the configuration and the clock. */
export type ModuleDeps = { db: Db; config: Config; clock: Clock };
