import { useNotify, useTranslate } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import type { DepartmentOut as Department, PersonOut as Person } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useRefreshStructure } from './queries.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DeactivateDialog } from './DeactivateDialog.tsx';
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
