import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/src/http/errors.ts';
import { assertCan, can, POLICY, type Action } from '../../server/src/policy.ts';

const PEOPLE = {
  employee: { role: 'EMPLOYEE', isAdmin: false },
  manager: { role: 'MANAGER', isAdmin: false },
  'admin (employee role)': { role: 'EMPLOYEE', isAdmin: true },
  'admin (manager role)': { role: 'MANAGER', isAdmin: true },
} as const;
type Person = keyof typeof PEOPLE;

/** Who may do each action: the table the services read, written out by hand. */
const EXPECTED: Record<Action, readonly Person[]> = {
  'analytics.read': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'nine_box.read': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'calibration.read': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'exports.period': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'review360.team': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'agreements.write': ['manager', 'admin (employee role)', 'admin (manager role)'],
  'hipo.read': ['manager', 'admin (employee role)', 'admin (manager role)'],
};

describe('the policy: role x action', () => {
  const actions = Object.keys(POLICY) as Action[];
  const people = Object.keys(PEOPLE) as Person[];
  it.each(actions.flatMap((action) => people.map((person) => [action, person] as const)))(
    '%s by %s',
    (action, person) => {
      const allowed = EXPECTED[action].includes(person);
      expect(can(PEOPLE[person], action)).toBe(allowed);
      if (allowed) expect(() => assertCan(PEOPLE[person], action)).not.toThrow();
      else {
        let refused: unknown = null;
        try {
          assertCan(PEOPLE[person], action);
        } catch (error) {
          refused = error;
        }
        expect(refused).toBeInstanceOf(HttpError);
        expect(refused).toMatchObject({ statusCode: 403, code: POLICY[action].code });
      }
    },
  );
});
