import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import { staleCurrentOf, useCodedText, useErrorText, useFieldMessages } from '../../api/errors.ts';
import type { DepartmentOut as Department, PersonOut as Person } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import type { UserOptionOut } from '../../api/types.ts';
import { useRefreshStructure } from './queries.ts';
import { useChanged, useDiscardGuard } from '../../components/DiscardGuard.tsx';
import { DepartmentPicker, PersonPicker, UserPicker, type PersonRef } from './pickers.tsx';
import { PersonalDataActions } from '../personaldata/PersonalDataActions.tsx';
import { JobPlaceInputs, type JobPlace } from './JobPlaceInputs.tsx';

type Props = {
  departments: readonly Department[];
  /** The person whose department, position or manager changes; none to add someone. */
  person?: Person;
  /** Where a new person goes. */
  departmentId?: number | null;
  onClose: () => void;
  onSaved: (saved: Person) => void;
};

const FIELDS = [
  'email',
  'first_name',
  'last_name',
  'department',
  'position',
  'manager',
  'job_family',
  'job_level',
] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function managerOf(person: Person | undefined): PersonRef | null {
  return person?.manager_id ? { id: person.manager_id, full_name: person.manager_name ?? '' } : null;
}

/**
 * Adds a person to a department (an existing user or a new email, with position and manager), or moves
 * a person, changes their position or manager. Refusals appear on the field the server names.
 */
export function PersonDialog({ departments, person, departmentId = null, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const codedText = useCodedText();
  const { api } = useCompanyApi();
  const refresh = useRefreshStructure();
  const [email, setEmail] = useState('');
  const [user, setUser] = useState<UserOptionOut | null>(null);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [department, setDepartment] = useState<number | null>(person ? person.department_id : departmentId);
  const [position, setPosition] = useState(person?.position ?? '');
  const [manager, setManager] = useState<PersonRef | null>(managerOf(person));
  const [job, setJob] = useState<JobPlace>({ family: person?.job_family_id ?? null, level: person?.job_level ?? null });
  const [version, setVersion] = useState(person?.version ?? 0);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changed = useChanged({
    email,
    firstName,
    lastName,
    department,
    position,
    manager: manager?.id ?? null,
    family: job.family,
    level: job.level,
  });
  const discard = useDiscardGuard(changed, onClose);

  const knownUser = user && user.email === email.trim().toLowerCase() ? user : null;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!person) {
      const address = email.trim();
      if (!address || !EMAIL.test(address)) {
        setErrors({ email: address ? codedText({ code: 'invalid_email' }) : translate('ra.validation.required') });
        return;
      }
    }
    setBusy(true);
    setErrors({});
    setAlert(null);
    try {
      const jobChanged = job.family !== (person?.job_family_id ?? null) || job.level !== (person?.job_level ?? null);
      const common = {
        department,
        position: position.trim(),
        manager: manager?.id ?? null,
        ...(jobChanged ? { job_family: job.family, job_level: job.level } : {}),
      };
      const saved = person
        ? await api.updatePerson(person.id, { ...common, version })
        : await api.createPerson({
            ...common,
            email: email.trim(),
            ...(knownUser ? {} : { first_name: firstName.trim(), last_name: lastName.trim() }),
          });
      onSaved(saved);
    } catch (failure) {
      const invalid = fieldMessages(failure);
      const current = staleCurrentOf(failure);
      if (invalid) {
        const next: Errors = {};
        const other: string[] = invalid.root ? [invalid.root] : [];
        for (const [field, message] of Object.entries(invalid.fields)) {
          if (isField(field)) next[field] = message;
          else other.push(message);
        }
        setErrors(next);
        setAlert(other.length ? other.join(' ') : null);
      } else if (current) {
        setVersion(Number(current.version));
        void refresh();
        setAlert(translate('app.structure.person.stale'));
      } else {
        setAlert(errorText(failure));
        void refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: Field) => errors[field];
  const title = person
    ? translate('app.structure.person.edit_title', { name: person.full_name })
    : translate('app.structure.person.create_title');
  return (
    <Dialog open onClose={discard.close} fullWidth maxWidth="sm" aria-labelledby="person-dialog-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="person-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {person ? <DialogContentText>{person.email}</DialogContentText> : null}
          {alert ? <Alert severity="error">{alert}</Alert> : null}
          {person ? null : (
            <>
              <Box sx={{ mt: 1 }}>
                <UserPicker
                  autoFocus
                  value={email}
                  onChange={(text, chosen) => {
                    setEmail(text);
                    setUser(chosen);
                  }}
                  label={translate('app.structure.person.email')}
                  error={fieldError('email')}
                  helperText={
                    knownUser ? translate('app.structure.person.known_user', { name: knownUser.full_name }) : undefined
                  }
                />
              </Box>
              {knownUser ? null : (
                <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                  <TextField
                    sx={{ flex: 1, minWidth: 180 }}
                    label={translate('app.structure.person.first_name')}
                    value={firstName}
                    onChange={(event) => setFirstName(event.target.value)}
                    error={Boolean(errors.first_name)}
                    helperText={fieldError('first_name')}
                  />
                  <TextField
                    sx={{ flex: 1, minWidth: 180 }}
                    label={translate('app.structure.person.last_name')}
                    value={lastName}
                    onChange={(event) => setLastName(event.target.value)}
                    error={Boolean(errors.last_name)}
                    helperText={fieldError('last_name')}
                  />
                </Box>
              )}
            </>
          )}
          <Box sx={{ mt: person ? 0 : undefined }}>
            <DepartmentPicker
              departments={departments}
              value={department}
              onChange={setDepartment}
              label={translate('app.structure.person.department')}
              placeholder={translate('app.structure.person.no_department')}
              error={fieldError('department')}
            />
          </Box>
          <TextField
            label={translate('app.structure.person.position')}
            value={position}
            onChange={(event) => setPosition(event.target.value)}
            error={Boolean(errors.position)}
            helperText={fieldError('position')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <PersonPicker
            value={manager}
            onChange={setManager}
            exclude={person?.id}
            label={translate('app.structure.person.manager')}
            error={fieldError('manager')}
          />
          <JobPlaceInputs
            value={job}
            onChange={setJob}
            errors={{ job_family: fieldError('job_family'), job_level: fieldError('job_level') }}
          />
          {person ? (
            <PersonalDataActions
              person={person}
              onErased={() => {
                void refresh();
                onClose();
              }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={discard.close}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(person ? 'ra.action.save' : 'app.structure.person.add')}
          </Button>
        </DialogActions>
      </Box>
      {discard.confirmation}
    </Dialog>
  );
}
