import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import { staleCurrentOf, useCodedText, useErrorText, useFieldMessages } from '../../api/errors.ts';
import type { DepartmentOut as Department } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useRefreshStructure } from './queries.ts';
import { useChanged, useDiscardGuard } from '../../components/DiscardGuard.tsx';
import { DepartmentPicker, PersonPicker, type PersonRef } from './pickers.tsx';

type Props = {
  departments: readonly Department[];
  /** The department being renamed or moved; none to create one. */
  department?: Department;
  /** Where a new department goes. */
  parentId?: number | null;
  onClose: () => void;
  onSaved: (saved: Department) => void;
};

const FIELDS = ['name', 'parent', 'head'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * Creates a department, or renames it, moves it under another parent and changes its head. The server
 * checks cycles and duplicate names; its refusals appear on the field they name.
 */
export function DepartmentDialog({ departments, department, parentId = null, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const codedText = useCodedText();
  const { api } = useCompanyApi();
  const refresh = useRefreshStructure();
  const [name, setName] = useState(department?.name ?? '');
  const [parent, setParent] = useState<number | null>(department ? department.parent_id : parentId);
  const [head, setHead] = useState<PersonRef | null>(department?.head ?? null);
  const [version, setVersion] = useState(department?.version ?? 0);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const discard = useDiscardGuard(useChanged({ name, parent, head: head?.id ?? null }), onClose);

  /** The server's rules checked before sending: a name is required and cannot hold the path separator. */
  const checkName = (): string | undefined => {
    if (!name.trim()) return translate('ra.validation.required');
    if (name.includes('/')) return codedText({ code: 'name_slash' });
    return undefined;
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const nameError = checkName();
    if (nameError) {
      setErrors({ name: nameError });
      return;
    }
    setBusy(true);
    setErrors({});
    setAlert(null);
    try {
      const body = { name: name.trim(), parent, head: head?.id ?? null };
      const saved = department
        ? await api.updateDepartment(department.id, { ...body, version })
        : await api.createDepartment(body);
      onSaved(saved);
    } catch (failure) {
      const invalid = fieldMessages(failure);
      const current = staleCurrentOf(failure);
      if (invalid) {
        setErrors({ name: invalid.fields.name, parent: invalid.fields.parent, head: invalid.fields.head });
        const other = Object.entries(invalid.fields).filter(
          ([field]) => !(FIELDS as readonly string[]).includes(field),
        );
        const root = [invalid.root, ...other.map(([, message]) => message)].filter(Boolean).join(' ');
        setAlert(root || null);
      } else if (current) {
        setVersion(Number(current.version));
        void refresh();
        setAlert(translate('app.structure.department.stale', { path: String(current.path) }));
      } else {
        setAlert(errorText(failure));
        void refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  const title = department
    ? translate('app.structure.department.edit_title', { name: department.name })
    : translate('app.structure.department.create_title');
  return (
    <Dialog open onClose={discard.close} fullWidth maxWidth="sm" aria-labelledby="department-dialog-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="department-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {alert ? <Alert severity="error">{alert}</Alert> : null}
          <TextField
            autoFocus
            required
            label={translate('app.structure.department.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <DepartmentPicker
            departments={departments}
            value={parent}
            exclude={department?.id}
            onChange={setParent}
            label={translate('app.structure.department.parent')}
            placeholder={translate('app.structure.department.top_level')}
            helperText={translate('app.structure.department.parent_help')}
            error={errors.parent}
          />
          <PersonPicker
            value={head}
            onChange={setHead}
            label={translate('app.structure.department.head')}
            error={errors.head}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={discard.close}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(department ? 'ra.action.save' : 'ra.action.create')}
          </Button>
        </DialogActions>
      </Box>
      {discard.confirmation}
    </Dialog>
  );
}
