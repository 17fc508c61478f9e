import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { queryKeys } from '../../api/queryKeys.ts';
import type { SessionDetailOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { FormDialog } from './FormDialog.tsx';
import { SessionFields, useSessionDraft } from './SessionFields.tsx';
import { curveTextOf } from './TargetCurveInputs.tsx';

/**
 * Admins change an open session: its name, target curve, participants and, until someone has moved a grade
 * or a box in it, its departments (the server refuses them after that, the field says why beforehand).
 */
export function EditSessionDialog({ session, onClose }: { session: SessionDetailOut; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const client = useQueryClient();
  const { api, companyId } = useCompanyApi();
  const draft = useSessionDraft(() => ({
    name: session.name,
    departments: session.departments,
    participants: session.participants.map((p) => ({ id: p.id, name: p.full_name || p.email })),
    curve: curveTextOf(session.target_curve, locale),
  }));
  const departmentsFixed = session.people.some((p) => p.entry.version > 0);

  const save = useMutation({
    mutationFn: () => {
      const { department_ids, ...rest } = draft.body();
      return api.updateCalibrationSession(session.id, {
        ...rest,
        ...(departmentsFixed ? {} : { department_ids }),
        version: session.version,
      });
    },
    onSuccess: async (saved) => {
      client.setQueryData(queryKeys.calibration.session(companyId, session.id), saved);
      await client.invalidateQueries({ queryKey: queryKeys.calibration.sessions(companyId) });
      notify('app.calibration.edit.saved', { type: 'success' });
      onClose();
    },
    onError: async (error) => {
      draft.fail(error);
      // Changed or locked meanwhile: the page shows the session as it is now.
      await client.invalidateQueries({ queryKey: queryKeys.calibration.session(companyId, session.id) });
    },
  });

  return (
    <FormDialog
      id="edit-session"
      title={translate('app.calibration.edit.title')}
      submit={translate('app.calibration.edit.submit')}
      ready={draft.ready}
      busy={save.isPending}
      dirty={draft.dirty}
      onSubmit={() => save.mutate()}
      onClose={onClose}
    >
      <SessionFields
        session={draft}
        departmentsFixed={departmentsFixed}
        departmentsHelp={departmentsFixed ? translate('app.calibration.edit.departments_fixed') : undefined}
      />
    </FormDialog>
  );
}
