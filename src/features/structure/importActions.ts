import type { ImportAction } from '../../api/types.ts';

/** The import's actions in the order the summary shows them. */
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const satisfies readonly ImportAction[];

// Every action the server reports has its place above: a new one fails to compile here.
type Unlisted = Exclude<ImportAction, (typeof IMPORT_ACTIONS)[number]>;
export const ALL_ACTIONS_LISTED: [Unlisted] extends [never] ? true : never = true;
