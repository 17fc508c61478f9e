import type { MeOut } from '../api/types.ts';

/**
 * The staff area's pages, in the order of its menu (the first opens at /staff/): a new page joins here and in
 * StaffArea's routes.
 */
export const STAFF_SECTIONS = [
  { path: 'impersonation/', label: 'app.staff.impersonation.title' },
  { path: 'feedback/', label: 'app.staff.feedback.title' },
] as const;

export const STAFF_PATH = '/staff/';

/** Staff, or staff acting as someone else (only staff may): the API lets both into its staff routes. */
export function isStaff(user: MeOut): boolean {
  return user.is_staff || user.impersonator !== null;
}
