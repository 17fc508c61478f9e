import { useCallback } from 'react';
import {
  useGetRecordRepresentation,
  useNotify,
  useRedirect,
  useResourceContext,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';

export type SavedKind = 'created' | 'updated' | 'deleted';

/**
 * `onSuccess` for a settings screen's Create, Edit or delete button: the notice names what was saved
 * («Ценность «Честность» создана») instead of react-admin's «Элемент создан», then goes where react-admin would
 * have gone (`redirectTo`, the list by default; `false` stays).
 */
export function useSavedNotice(
  kind: SavedKind,
  redirectTo: RedirectionSideEffect = 'list',
): (record: RaRecord) => void {
  const resource = useResourceContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const represent = useGetRecordRepresentation(resource);
  return useCallback(
    (record: RaRecord) => {
      const shown = represent(record);
      notify(`app.notices.${resource ?? ''}.${kind}`, {
        type: 'info',
        messageArgs: { name: typeof shown === 'string' ? shown : String(record.id) },
      });
      if (redirectTo !== false) redirect(redirectTo, resource, record.id, record);
    },
    [kind, notify, redirect, redirectTo, represent, resource],
  );
}
