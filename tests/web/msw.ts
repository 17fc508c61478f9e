import { setupServer } from 'msw/node';
import { defaultHandlers } from './fixtures.ts';

/**
 * One msw server for the web tests; each test installs the handlers it needs with server.use(), before the defaults
 * (fixtures.ts), which resetting the handlers after a test keeps.
 */
export const server = setupServer(...defaultHandlers);
