import { useCallback, useEffect, useState } from 'react';
import { isRecord } from '../../api/failure.ts';

/** The places on a goal's page that take the focus after an action: its heading, and its check-ins' heading. */
export const FOCUS_IDS = { goal: 'goal-heading', check_ins: 'goal-check-ins-heading' } as const;
export type FocusPlace = keyof typeof FOCUS_IDS;

/** The navigation state with which a goal's page opens with its heading focused: the goal was just created. */
export const FOCUS_GOAL_STATE = { focus: 'goal' } as const;

export const focusOnArrival = (state: unknown): FocusPlace | null =>
  isRecord(state) && state.focus === FOCUS_GOAL_STATE.focus ? 'goal' : null;

/**
 * After an action whose button or dialog is gone (an approval, a save, a check-in), the focus goes to the place it
 * changed rather than to the page's body; the place comes to the top of the window, clear of the notice at its foot.
 */
export function useFocusPlace(initial: FocusPlace | null): (place: FocusPlace) => void {
  // A new object each time, so that the same place is focused again.
  const [request, setRequest] = useState<{ place: FocusPlace } | null>(initial ? { place: initial } : null);
  useEffect(() => {
    if (!request) return;
    const target = document.getElementById(FOCUS_IDS[request.place]);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'start' });
  }, [request]);
  return useCallback((place: FocusPlace) => setRequest({ place }), []);
}
