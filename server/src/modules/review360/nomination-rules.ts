import type { Review360NominationMode, Review360SubjectStatus } from '../../../../contract/enums.ts';

/**
 * Who may do what with a person's list of reviewers, by the period's nomination mode (one rule for the
 * `can_*` flags the web shows and for the writes that check them):
 * - `employee_proposes`: the person adds and removes colleagues while nominating, then sends the list;
 *   their manager (or an admin) may change it at any time before answering closes, and approves it;
 * - `manager_assigns`: only the manager or an admin adds, and their approval sends the requests;
 * - `hr_assigns`: only admins.
 * Nothing changes once the person's list has closed (`closed`: released, or the deadline over in the
 * person's zone, review360/state.ts) or while the period's 360 is off.
 */
/** `actsForAnyone`: the policy's answer for the caller (policy.ts); `manages`: they oversee the person. */
export type Actor = { actsForAnyone: boolean; manages: boolean; isSelf: boolean };
export type NominationState = {
  enabled: boolean;
  mode: Review360NominationMode;
  status: Review360SubjectStatus;
  closed: boolean;
};

/** An admin, or the person's manager where the mode lets managers act. */
const overseer = (actor: Actor, mode: Review360NominationMode) =>
  actor.actsForAnyone || (actor.manages && mode !== 'hr_assigns');

export function allowed(actor: Actor, state: NominationState): { edit: boolean; submit: boolean; approve: boolean } {
  if (!state.enabled || state.closed) return { edit: false, submit: false, approve: false };
  const proposing = state.mode === 'employee_proposes' && state.status === 'nominating';
  return {
    edit: overseer(actor, state.mode) || (actor.isSelf && proposing),
    submit: actor.isSelf && proposing,
    approve: overseer(actor, state.mode) && (state.status === 'nominating' || state.status === 'pending_approval'),
  };
}
