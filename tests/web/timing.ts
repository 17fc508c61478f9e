/**
 * The web tests' time budgets, in one place. They are ceilings, not delays: a passing test never waits for them.
 * They are generous because the tests share two cores with other work, where a screen that renders in one second
 * alone can take ten or twenty (the first render in a file also compiles that screen's code), and a wall-clock
 * budget must not decide whether a test passes. The price is paid only by a failing wait, which reports a minute
 * later. A test that needs a different wait argues for it here, not with a number of its own.
 */

/** How long findBy* and waitFor keep looking before they fail with the DOM they saw. */
export const WAIT_MS = 60_000;

/** How long one test may run: a few slow waits in a row, and more than WAIT_MS so that a wait fails first, clearer. */
export const TEST_TIMEOUT_MS = 3 * WAIT_MS;

/** beforeEach and afterEach: resetting msw and unmounting the app, never waiting for a screen. */
export const HOOK_TIMEOUT_MS = WAIT_MS;
