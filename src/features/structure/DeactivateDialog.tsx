import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { staleCurrentOf, useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { PersonOut as Person } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useRefreshStructure } from './queries.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

type Props = { person: Person; onClose: () => void; onDone: () => void };

/**
 * Deactivation asks first, saying what becomes of the person's unfinished forms: their own, which they can no
 * longer fill in, and those they assess, which wait for a hand-over. After a 409 the next confirmation carries
 * the version the server has now.
 */
export function DeactivateDialog({ person, onClose, onDone }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const { api } = useCompanyApi();
  const refresh = useRefreshStructure();
  const version = useRef(person.version);
  return (
    <ConfirmDialog
      title={translate('app.structure.person.deactivate_title', { name: person.full_name })}
      text={translate('app.structure.person.deactivate_text')}
      confirmLabel={translate('app.structure.people.deactivate')}
      onClose={onClose}
      onFailed={() => void refresh()}
      describe={(error) => {
        const current = staleCurrentOf(error);
        if (!current) return errorText(error);
        version.current = Number(current.version);
        return translate(
          current.is_active ? 'app.structure.person.stale_confirm' : 'app.structure.person.already_inactive',
        );
      }}
      onConfirm={async () => {
        await api.updatePerson(person.id, { is_active: false, version: version.current });
        notify('app.structure.person.deactivated', { type: 'success', messageArgs: { name: person.full_name } });
        onDone();
      }}
    >
      <OpenForms personId={person.id} />
    </ConfirmDialog>
  );
}

/** The person's unfinished forms and what deactivation does to them; a failed check is said, not hidden. */
function OpenForms({ personId }: { personId: number }) {
  const translate = useTranslate();
  const { api, companyId } = useCompanyApi();
  const open = useQuery({
    queryKey: queryKeys.structure.openForms(companyId, personId),
    queryFn: () => api.getOpenForms(personId),
  });
  if (open.isPending) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} />
        <Typography variant="body2">{translate('app.structure.person.open_forms_checking')}</Typography>
      </Stack>
    );
  }
  if (open.isError) return <Alert severity="warning">{translate('app.structure.person.open_forms_failed')}</Alert>;
  const { as_employee: own, as_reviewer: assessed } = open.data;
  if (!own && !assessed) {
    return <Typography variant="body2">{translate('app.structure.person.open_forms_none')}</Typography>;
  }
  return (
    <Alert severity="warning">
      {own ? (
        <Typography variant="body2">
          {translate('app.structure.person.open_as_employee', { smart_count: own })}{' '}
          {translate('app.structure.person.open_as_employee_effect', { smart_count: own })}
        </Typography>
      ) : null}
      {assessed ? (
        <Typography variant="body2" sx={{ mt: own ? 1 : 0 }}>
          {translate('app.structure.person.open_as_reviewer', { smart_count: assessed })}{' '}
          {translate('app.structure.person.open_as_reviewer_effect', {
            smart_count: assessed,
            dashboard: translate('app.review.manager_dashboard'),
          })}
        </Typography>
      ) : null}
    </Alert>
  );
}
