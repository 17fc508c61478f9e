import { useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { staleCurrentOf, useErrorText } from '../../api/errors.ts';
import type { DepartmentOut as Department, PersonOut as Person } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useRefreshStructure } from './api.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DepartmentDialog } from './DepartmentDialog.tsx';
import { PersonDialog } from './PersonDialog.tsx';

export type StructureDialog =
  | { kind: 'create-department'; parentId: number | null }
  | { kind: 'edit-department'; department: Department }
  | { kind: 'delete-department'; department: Department }
  | { kind: 'add-person'; departmentId: number | null }
  | { kind: 'edit-person'; person: Person }
  | { kind: 'deactivate-person'; person: Person };

type Props = {
  dialog: StructureDialog;
  departments: readonly Department[];
  onClose: () => void;
  /** After a write: refresh the lists, and for a department, the one to show. */
  onDone: (select?: number | null) => void;
};

/** The structure page's dialogs, one open at a time. */
export function StructureDialogs({ dialog, departments, onClose, onDone }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const { api } = useCompanyApi();
  const refresh = useRefreshStructure();

  switch (dialog.kind) {
    case 'create-department':
    case 'edit-department': {
      const editing = dialog.kind === 'edit-department' ? dialog.department : undefined;
      return (
        <DepartmentDialog
          departments={departments}
          department={editing}
          parentId={dialog.kind === 'create-department' ? dialog.parentId : undefined}
          onClose={onClose}
          onSaved={(saved) => {
            notify(editing ? 'app.structure.department.saved' : 'app.structure.department.created', {
              type: 'success',
              messageArgs: { name: saved.name },
            });
            onDone(saved.id);
          }}
        />
      );
    }
    case 'delete-department': {
      const { department } = dialog;
      return (
        <ConfirmDialog
          title={translate('app.structure.department.delete_title', { name: department.name })}
          text={translate(
            department.employees_count || department.children_count
              ? 'app.structure.department.delete_not_empty'
              : 'app.structure.department.delete_text',
            {
              employees: department.employees_count,
              children: department.children_count,
            },
          )}
          confirmLabel={translate('ra.action.delete')}
          onClose={onClose}
          onFailed={() => void refresh()}
          describe={errorText}
          onConfirm={async () => {
            await api.deleteDepartment(department.id);
            notify('app.structure.department.deleted', { type: 'success', messageArgs: { name: department.name } });
            onDone(department.parent_id);
          }}
        />
      );
    }
    case 'add-person':
    case 'edit-person': {
      const editing = dialog.kind === 'edit-person' ? dialog.person : undefined;
      return (
        <PersonDialog
          departments={departments}
          person={editing}
          departmentId={dialog.kind === 'add-person' ? dialog.departmentId : undefined}
          onClose={onClose}
          onSaved={(saved) => {
            notify(editing ? 'app.structure.person.saved' : 'app.structure.person.added', {
              type: 'success',
              messageArgs: { name: saved.full_name },
            });
            onDone();
          }}
        />
      );
    }
    case 'deactivate-person':
      return <DeactivateDialog person={dialog.person} onClose={onClose} onDone={() => onDone()} />;
  }
}

/** Deactivation asks first; after a 409 the next confirmation carries the version the server has now. */
function DeactivateDialog({ person, onClose, onDone }: { person: Person; onClose: () => void; onDone: () => void }) {
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
    />
  );
}
