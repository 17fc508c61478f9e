import { useEffect, useRef, useState } from 'react';
import { staleCurrentOf, statusOf } from '../../api/errors.ts';
import type { FormItemAnswers, FormItemKind } from '../../api/review.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useRefreshReview } from './api.ts';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';
export type Patch = Record<string, unknown>;
/** The server's record (`current` of the 409) and everything of ours it did not take. */
export type Conflict = { current: Patch; pending: Patch };
/** Values with a new generation each time: what the server took, or what the fields take over. */
export type Stamped = { generation: number; values: Patch };

type Options<K extends FormItemKind> = {
  kind: K;
  /** The item written to (0 while the form has none yet). */
  id: number;
  version: number;
  /** The request body for a patch at a version; by default the patch plus `version`. */
  build?: (patch: Patch, version: number) => Patch;
  /** The item's new version in the answer; by default its `version`. */
  versionOf?: (answer: FormItemAnswers[K]) => number;
};

const plainBody = (patch: Patch, version: number): Patch => ({ ...patch, version });
const plainVersion = (answer: { version: number }): number => answer.version;

/**
 * Saves one item of a form. Writes go one after another, each with the version the previous answer
 * returned, so a person's own quick edits never conflict with each other. A write that meets someone
 * else's change keeps what was not saved (later edits join it) until the person keeps theirs or
 * takes the server's.
 */
export function useItemSaver<K extends FormItemKind>({
  kind,
  id,
  version,
  build = plainBody,
  versionOf = plainVersion,
}: Options<K>) {
  const { api } = useCompanyApi();
  const refresh = useRefreshReview();
  const versionRef = useRef(version);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const conflictRef = useRef<Conflict | null>(null);
  const failed = useRef<Patch>({});
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // `saved`: what the last write stored (fields drop their drafts); `adopted`: the server's values
  // the fields show after "take theirs".
  const [saved, setSaved] = useState<Stamped>({ generation: 0, values: {} });
  const [adopted, setAdopted] = useState<Stamped>({ generation: 0, values: {} });

  useEffect(() => {
    if (version > versionRef.current) versionRef.current = version;
  }, [version]);

  const openConflict = (next: Conflict | null) => {
    conflictRef.current = next;
    setConflict(next);
  };

  const send = async (patch: Patch): Promise<boolean> => {
    const open = conflictRef.current;
    if (open) {
      openConflict({ ...open, pending: { ...open.pending, ...patch } });
      return false;
    }
    setStatus('saving');
    try {
      const answer = await api.updateFormItem(kind, id, build(patch, versionRef.current));
      versionRef.current = versionOf(answer);
      failed.current = {};
      setSaved((prev) => ({ generation: prev.generation + 1, values: patch }));
      setStatus('saved');
      // Progress and the stage buttons' preconditions come from the server: read the form again.
      void refresh();
      return true;
    } catch (error) {
      const current = staleCurrentOf(error);
      if (current) {
        const pending = { ...failed.current, ...patch };
        openConflict({ current, pending });
        setStatus('conflict');
        // The fields the person did not touch show the server's values at once; theirs stay for them to choose.
        const untouched = Object.fromEntries(Object.entries(current).filter(([field]) => !(field in pending)));
        setAdopted((prev) => ({ generation: prev.generation + 1, values: untouched }));
      } else {
        failed.current = { ...failed.current, ...patch };
        setStatus('error');
        // A 409 other than a stale version means the form moved on (another stage, a closed period):
        // reading it again shows what may still be changed. The typed text stays in its draft.
        if (statusOf(error) === 409) void refresh();
      }
      return false;
    }
  };

  /** Resolves true once saved, false when the save failed or met a conflict. */
  const save = (patch: Patch): Promise<boolean> => {
    const run = queue.current.then(() => send(patch));
    queue.current = run;
    return run;
  };

  return {
    status,
    conflict,
    saved,
    adopted,
    save,
    retry: () => save(failed.current),
    keepMine: () => {
      const open = conflictRef.current;
      if (!open) return Promise.resolve(false);
      versionRef.current = Number(open.current.version);
      failed.current = {};
      openConflict(null);
      return save(open.pending);
    },
    takeTheirs: () => {
      const open = conflictRef.current;
      if (!open) return;
      versionRef.current = Number(open.current.version);
      failed.current = {};
      openConflict(null);
      setAdopted((prev) => ({ generation: prev.generation + 1, values: open.current }));
      setStatus('idle');
      void refresh();
    },
  };
}

export type Saver = ReturnType<typeof useItemSaver>;
