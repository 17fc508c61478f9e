import { useEffect, useRef, useState } from 'react';
import { conflictOf, useRefreshForm, useReviewApi } from './api.ts';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';
type Patch = Record<string, unknown>;
export type Conflict = { current: Patch; pending: Patch };

type Options = {
  path: string;
  version: number;
  /** The request body for a patch at a version; by default the patch plus `version`. */
  build?: (patch: Patch, version: number) => Patch;
  /** The item's new version in the answer; by default its `version`. */
  versionOf?: (answer: Patch) => number;
  currentOf?: (conflict: Patch) => Patch;
};

/**
 * Saves one item of a form: writes go one after another with the latest version, so a person's own
 * quick edits never conflict with each other; a write that meets someone else's change keeps the
 * pending values and offers to apply them again or to take the other version.
 */
export function useItemSaver({ path, version, build = (p, v) => ({ ...p, version: v }), versionOf = (a) => Number(a.version), currentOf = (c) => c }: Options) {
  const api = useReviewApi();
  const refresh = useRefreshForm();
  const versionRef = useRef(version);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const lastPatch = useRef<Patch>({});

  useEffect(() => {
    if (version > versionRef.current) versionRef.current = version;
  }, [version]);

  /** Resolves true once saved, false when the save failed or met a conflict. */
  const save = (patch: Patch): Promise<boolean> => {
    lastPatch.current = patch;
    const run = queue.current.then(async () => {
      setStatus('saving');
      try {
        const answer = await api.send<Patch>('PATCH', path, build(patch, versionRef.current));
        versionRef.current = versionOf(answer);
        setStatus('saved');
        // Progress and the stage buttons' preconditions come from the server: read the form again.
        void refresh();
        return true;
      } catch (error) {
        const current = conflictOf(error);
        if (current) {
          setConflict({ current: currentOf(current), pending: patch });
          setStatus('conflict');
        } else {
          setStatus('error');
        }
        return false;
      }
    });
    queue.current = run.then(() => undefined);
    return run;
  };

  return {
    status,
    conflict,
    save,
    retry: () => save(lastPatch.current),
    useMine: () => {
      if (!conflict) return;
      versionRef.current = Number(conflict.current.version);
      setConflict(null);
      void save(conflict.pending);
    },
    takeTheirs: () => {
      setConflict(null);
      setStatus('idle');
      void refresh();
    },
  };
}
