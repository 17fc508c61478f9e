import { createContext, useContext } from 'react';

/**
 * The form's writes still on their way. A stage move checks what is missing on the form as the server holds it: a
 * grade chosen a moment before the click must have been stored, and the form read back, before the check.
 */
export type PendingSaves = {
  track: (work: Promise<unknown>) => void;
  /** Resolves once every write tracked so far (and any tracked meanwhile) has been answered. */
  settled: () => Promise<void>;
};

export function createPendingSaves(): PendingSaves {
  const open = new Set<Promise<unknown>>();
  return {
    track(work) {
      open.add(work);
      const done = () => open.delete(work);
      work.then(done, done);
    },
    async settled() {
      while (open.size) await Promise.allSettled([...open]);
    },
  };
}

export const PendingSavesContext = createContext<PendingSaves | null>(null);

export const usePendingSaves = () => useContext(PendingSavesContext);
