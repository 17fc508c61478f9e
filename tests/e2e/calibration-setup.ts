import { eq } from 'drizzle-orm';
import * as s from '../../server/src/db/schema/index.ts';
import { DEMO_LOGINS } from '../../server/src/db/seed-data.ts';
import type { SessionDetailOut, SessionPersonOut } from '../../server/src/modules/calibration/calibration.schemas.ts';
import { calibrationRu } from '../../src/features/calibration/messages/calibration.ts';
import { activePeriod, call } from './forms.ts';
import { signIn, type E2E } from './harness.ts';

/**
 * Calibration sessions of the active period put in a state through the API, as the admin and the participants
 * would have left them, so that a browser test of a session starts at the step it is about.
 */
const SESSIONS = 'calibration/sessions/';

export const ANNAS_REASON = 'Вывела отчётность на новую платформу';
export const OTHERS_REASON = 'Взял на себя наставничество';

const LEVELS = ['low', 'medium', 'high'] as const;
type Level = (typeof LEVELS)[number];

/** A box's name on the board by its performance and potential levels. */
export const boxName = (performance: Level, potential: Level): string =>
  calibrationRu.boxes[`${performance}_${potential}`];

async function managerUser(e: E2E): Promise<number> {
  const [row] = await e.database.db
    .select({ id: s.users.id })
    .from(s.users)
    .where(eq(s.users.email, DEMO_LOGINS.manager));
  return row.id;
}

/**
 * A new session of the active period for the whole company, the demo manager invited, the usual target curve,
 * opened by the admin (who stays signed in).
 */
export async function openSession(e: E2E, name: string): Promise<SessionDetailOut> {
  await signIn(e, 'admin');
  return call<SessionDetailOut>(e, 'POST', SESSIONS, {
    name,
    period: await activePeriod(e),
    participant_ids: [await managerUser(e)],
  });
}

/** A move of one person in the session, as the signed-in admin. */
const moveEntry = (e: E2E, session: number, form: number, body: Record<string, unknown>) =>
  call<SessionPersonOut>(e, 'POST', `${SESSIONS}${session}/entries/${form}/`, body);

/** The demo employee (form `form`, graded 3) moved to high performance with `grade`, her potential as computed. */
export const moveAnnaUp = (e: E2E, session: number, form: number, grade: 4 | 5) =>
  moveEntry(e, session, form, { performance: 'high', calibrated_grade: grade, potential: null, reason: ANNAS_REASON });

/** Someone else below the top row of the session moved a row up: who, and the box they are in now. */
export async function raiseSomeoneElse(
  e: E2E,
  session: SessionDetailOut,
  form: number,
): Promise<{ name: string; box: string }> {
  const person = session.people.find(
    (p) => p.form_id !== form && p.final.potential !== null && p.final.potential !== 'high',
  );
  if (!person?.final.potential) throw new Error('nobody below the top row of the session');
  const potential = LEVELS[LEVELS.indexOf(person.final.potential) + 1];
  await moveEntry(e, session.id, person.form_id, { potential, reason: OTHERS_REASON });
  return { name: person.full_name, box: boxName(person.final.performance, potential) };
}

/**
 * A session as the board leaves it before the lock: the demo employee moved to high performance with a 5, and
 * someone else a row up.
 */
export async function sessionToLock(
  e: E2E,
  name: string,
  form: number,
): Promise<{ session: SessionDetailOut; raised: { name: string; box: string } }> {
  const session = await openSession(e, name);
  await moveAnnaUp(e, session.id, form, 5);
  return { session, raised: await raiseSomeoneElse(e, session, form) };
}

/** The same session locked by the admin: its grades and potentials written to the forms. */
export async function lockedSession(e: E2E, name: string, form: number): Promise<{ name: string; box: string }> {
  const { session, raised } = await sessionToLock(e, name, form);
  await call(e, 'POST', `${SESSIONS}${session.id}/lock/`, { reason: '' });
  return raised;
}
