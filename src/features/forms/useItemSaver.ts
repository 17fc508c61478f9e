import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { onReconnect, outageRetryDelay } from '../../api/connection.ts';
import { isOutage, staleCurrentOf, statusOf } from '../../api/errors.ts';
import { failureOf } from '../../api/failure.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import type { FormItemAnswers, FormItemKind } from './api.ts';
import { usePendingSaves } from './pendingSaves.ts';
import { useRefreshReview } from './queries.ts';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'offline' | 'conflict' | 'signed_out';
export type Patch = Record<string, unknown>;
/**
 * The server's record (`current`: the 409's, or the form's when read again since), ours for the fields it
 * changed (`pending`), and edits of other fields made meanwhile (`queued`), sent once the person chooses.
 */
export type Conflict = { current: Patch; pending: Patch; queued: Patch };
/** Values with a new generation each time: what the server took, or what the fields take over. */
export type Stamped = { generation: number; values: Patch };

type Options<K extends FormItemKind> = {
  kind: K;
  /** The item written to (0 while the form has none yet). */
  id: number;
  version: number;
  /** The item as the form shows it: a conflict shows it once it is newer than what the 409 said. */
  current?: Patch;
  /** The request body for a patch at a version; by default the patch plus `version`. */
  build?: (patch: Patch, version: number) => Patch;
  /** The item's new version in the answer; by default its `version`. */
  versionOf?: (answer: FormItemAnswers[K]) => number;
  /** The fields of the server's record a stale write is told of; by default the record itself. */
  fieldsOf?: (current: Patch) => Patch;
};

const plainBody = (patch: Patch, version: number): Patch => ({ ...patch, version });
const plainVersion = (answer: { version: number }): number => answer.version;
const sameRecord = (current: Patch): Patch => current;
/** The code a refused write is named by: its first field's, else the answer's own. */
function codeOf(error: unknown): string | null {
  const failure = failureOf(error);
  const fields = Object.values(failure?.fields ?? {}).flatMap((errors) => errors.map((e) => e.code));
  return fields.at(0) ?? failure?.code ?? null;
}
const split = (patch: Patch, keep: (field: string) => boolean): [Patch, Patch] => {
  const entries = Object.entries(patch);
  return [
    Object.fromEntries(entries.filter(([field]) => keep(field))),
    Object.fromEntries(entries.filter(([field]) => !keep(field))),
  ];
};
const isEmpty = (patch: Patch) => Object.keys(patch).length === 0;

/**
 * Saves one item of a form. Writes go one after another, each with the version the previous answer
 * returned, so a person's own quick edits never conflict with each other. A write that meets someone
 * else's change holds what was not saved (later edits wait with it) until the person keeps theirs or
 * takes the server's. A write the server could not be reached for is shown unsaved and sent again
 * when the connection returns: its version makes a retry safe, a newer record answers it with a conflict.
 */
export function useItemSaver<K extends FormItemKind>({
  kind,
  id,
  version,
  current: item,
  build = plainBody,
  versionOf = plainVersion,
  fieldsOf = sameRecord,
}: Options<K>) {
  const { api } = useCompanyApi();
  const refresh = useRefreshReview();
  const pending = usePendingSaves();
  const versionRef = useRef(version);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const conflictRef = useRef<Conflict | null>(null);
  const failedRef = useRef<Patch>({});
  const outages = useRef(0);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [failed, setFailedState] = useState<Patch>({});
  const [wait, setWait] = useState<{ attempt: number; delay: number } | null>(null);
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
  const setFailed = (next: Patch) => {
    failedRef.current = next;
    setFailedState(next);
  };

  // The form read again tells what the server holds now: the notice shows that, not what an older 409 said.
  const follow = useEffectEvent((fresh: Patch) => {
    const open = conflictRef.current;
    if (open && Number(fresh.version) > Number(open.current.version)) openConflict({ ...open, current: fresh });
  });
  useEffect(() => {
    if (item) follow(item);
  }, [item]);

  const send = async (patch: Patch): Promise<boolean> => {
    const open = conflictRef.current;
    if (open) {
      // Nothing of the item goes out before the person chooses: a newer "mine" of a field in conflict
      // replaces the old one, any other edit waits; the form is read again so the notice is current.
      const [mine, other] = split(patch, (field) => field in open.pending);
      const [, waiting] = split(open.queued, (field) => field in mine);
      openConflict({ ...open, pending: { ...open.pending, ...mine }, queued: { ...waiting, ...other } });
      void refresh();
      return false;
    }
    // What failed before goes with it: a later save must not report "saved" over an unsaved change.
    const body = { ...failedRef.current, ...patch };
    if (isEmpty(body)) return true;
    setStatus('saving');
    setRefusal(null);
    try {
      const answer = await api.updateFormItem(kind, id, build(body, versionRef.current));
      versionRef.current = versionOf(answer);
      outages.current = 0;
      setWait(null);
      setFailed({});
      setSaved((prev) => ({ generation: prev.generation + 1, values: body }));
      setStatus('saved');
      // Progress and the stage buttons' preconditions come from the server: read the form again.
      void refresh();
      return true;
    } catch (error) {
      const stale = staleCurrentOf(error);
      const current = stale ? fieldsOf(stale) : null;
      // Only a write the server could not be reached for is sent again by itself.
      const outage = isOutage(error);
      outages.current = outage ? outages.current + 1 : 0;
      setWait(outage ? { attempt: outages.current, delay: outageRetryDelay(outages.current, error) } : null);
      if (current) {
        setFailed({});
        openConflict({ current, pending: body, queued: {} });
        setStatus('conflict');
        // The fields the person did not touch show the server's values at once; theirs stay for them to choose.
        const [, untouched] = split(current, (field) => field in body);
        setAdopted((prev) => ({ generation: prev.generation + 1, values: untouched }));
      } else if (outage) {
        setFailed(body);
        setStatus('offline');
      } else if (statusOf(error) === 401) {
        // The session ended: the fields keep their drafts, sent once the person has signed in again.
        setFailed(body);
        setStatus('signed_out');
      } else {
        setFailed(body);
        setRefusal(codeOf(error));
        setStatus('error');
        // A 409 other than a stale version means the form moved on (another stage, a closed period):
        // reading it again shows what may still be changed. The typed text stays in its draft.
        if (statusOf(error) === 409) void refresh();
      }
      return false;
    }
  };

  /** Resolves true once saved, false when the save failed, met a conflict or waits for one. */
  const save = (patch: Patch): Promise<boolean> => {
    const run = queue.current.then(() => send(patch));
    queue.current = run;
    pending?.track(run);
    return run;
  };

  // Unsaved for want of a connection: tried again when any request gets through or the browser is
  // back online, and meanwhile after a growing pause (which also finds out that the server is back).
  const retryOutage = useEffectEvent(() => {
    if (outages.current > 0 && !isEmpty(failedRef.current) && !conflictRef.current) void save({});
  });
  useEffect(() => onReconnect(() => retryOutage()), []);
  useEffect(() => {
    if (!wait) return;
    const timer = setTimeout(() => retryOutage(), wait.delay);
    return () => clearTimeout(timer);
  }, [wait]);

  return {
    status,
    /** The code of the last refused write (shown by it), null while none is refused. */
    error: refusal,
    conflict,
    saved,
    adopted,
    /** The fields whose values the server does not have yet. */
    unsaved: { ...failed, ...conflict?.pending, ...conflict?.queued },
    /** The item's version the next write goes with. */
    version: () => versionRef.current,
    save,
    retry: () => save({}),
    /**
     * A field whose kept draft was typed over text the server no longer holds: offered, never sent
     * until the person chooses. `theirs` is the server's value of the field now.
     */
    hold: (field: string, mine: unknown, theirs: unknown) => {
      const open = conflictRef.current;
      const base = open?.current ?? item ?? {};
      const [, queued] = split(open?.queued ?? {}, (name) => name === field);
      const latest = Math.max(versionRef.current, Number(base.version ?? 0));
      openConflict({
        current: { ...base, [field]: theirs, version: latest },
        pending: { ...open?.pending, [field]: mine },
        queued,
      });
      setStatus('conflict');
    },
    keepMine: () => {
      const open = conflictRef.current;
      if (!open) return Promise.resolve(false);
      versionRef.current = Number(open.current.version);
      openConflict(null);
      return save({ ...open.pending, ...open.queued });
    },
    takeTheirs: () => {
      const open = conflictRef.current;
      if (!open) return Promise.resolve(false);
      versionRef.current = Number(open.current.version);
      openConflict(null);
      // The edits made while the conflict was open were not in it: they are saved on top of the server's record.
      const [, theirs] = split(open.current, (field) => field in open.queued);
      setAdopted((prev) => ({ generation: prev.generation + 1, values: theirs }));
      if (!isEmpty(open.queued)) return save(open.queued);
      setStatus('idle');
      void refresh();
      return Promise.resolve(true);
    },
  };
}

export type Saver = ReturnType<typeof useItemSaver>;
