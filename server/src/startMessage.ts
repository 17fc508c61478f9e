import { DEV_PASSWORD } from './auth/dev-idp.ts';
import { DEMO_LOGINS, STAFF_EMAIL } from './db/seed-data.ts';

/** Every account the development provider signs in, staff included: the start message names them all. */
const DEMO_ACCOUNTS = [DEMO_LOGINS.admin, DEMO_LOGINS.manager, DEMO_LOGINS.employee, STAFF_EMAIL];

/** The lines printed once the server listens: where it is, which database, and how to sign in. */
export function startMessage(opts: { url: string; database: string; devIdp: boolean }): string[] {
  const lines = [`Performance review is running at ${opts.url}/`, `Database: ${opts.database}`];
  if (opts.devIdp)
    lines.push(`Sign in through the development provider as ${DEMO_ACCOUNTS.join(' / ')}, password "${DEV_PASSWORD}"`);
  return lines;
}
