import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useBasename, useNotify, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, LoadingScreen } from '../../shell/LoadingScreen.tsx';
import { useErrorText } from '../../api/errors.ts';
import type { DepartmentOut as Department, PersonOut as Person } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { IMPORT_PATH, useDepartments, useRefreshStructure } from './queries.ts';
import { DepartmentTree } from './DepartmentTree.tsx';
import { PeoplePanel } from './PeoplePanel.tsx';
import { useDebounced } from './pickers.tsx';
import { StructureDialogs, type StructureDialog } from './StructureDialogs.tsx';
import { ancestorIds, indexTree } from './tree.ts';
import { SearchInput } from '../../components/SearchInput.tsx';

/** `/c/{companyId}/settings/structure/`: the department tree with its people (admins only). */
export function StructurePage() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={translate('app.structure.title')} />
      <Structure />
    </Box>
  );
}

function Structure() {
  const translate = useTranslate();
  const basename = useBasename();
  const notify = useNotify();
  const errorText = useErrorText();
  const { api } = useCompanyApi();
  const refresh = useRefreshStructure();
  const departments = useDepartments();
  const list = useMemo(() => departments.data ?? [], [departments.data]);
  const index = useMemo(() => indexTree(list), [list]);
  const [params, setParams] = useSearchParams();
  const selectedParam = Number(params.get('department'));
  const selected = index.byId.has(selectedParam) ? selectedParam : null;
  const [opened, setOpened] = useState<Set<number>>(new Set());
  const [closed, setClosed] = useState<Set<number>>(new Set());
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const [dialog, setDialog] = useState<StructureDialog | null>(null);

  // Top-level departments start open; the path to the chosen one is always open.
  const expanded = useMemo(() => {
    const ids = new Set<number>();
    for (const root of index.children.get(null) ?? []) if (!closed.has(root.id)) ids.add(root.id);
    for (const id of opened) ids.add(id);
    if (selected !== null) for (const id of ancestorIds(index, selected)) if (!closed.has(id)) ids.add(id);
    return ids;
  }, [index, opened, closed, selected]);

  const toggle = (id: number) => {
    const open = expanded.has(id);
    setOpened((prev) => {
      const next = new Set(prev);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });
    setClosed((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const select = (id: number | null) => {
    if (id !== null) {
      // The path to the chosen department opens and stays open when the choice moves on.
      const path = ancestorIds(index, id);
      setOpened((prev) => new Set([...prev, ...path]));
      setClosed((prev) => new Set([...prev].filter((x) => !path.includes(x))));
    }
    setSearchText('');
    setParams(id === null ? {} : { department: String(id) });
  };

  const activate = async (person: Person) => {
    try {
      await api.updatePerson(person.id, { is_active: true, version: person.version });
      notify('app.structure.person.activated', { type: 'success', messageArgs: { name: person.full_name } });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
    void refresh();
  };

  const newDepartment = (parentId: number | null) => setDialog({ kind: 'create-department', parentId });
  const importButton = (
    <Button variant="outlined" startIcon={<UploadFileIcon />} component={Link} to={`${basename}${IMPORT_PATH}`}>
      {translate('app.structure.import_button')}
    </Button>
  );

  let body;
  if (departments.isPending) body = <LoadingScreen />;
  else if (departments.isError)
    body = (
      <Alert
        severity="error"
        action={<Button onClick={() => void departments.refetch()}>{translate('app.retry')}</Button>}
      >
        {translate('app.errors.load_failed')}
      </Alert>
    );
  else if (list.length === 0)
    body = (
      <Card>
        <EmptyState
          icon={<AccountTreeIcon color="primary" sx={{ fontSize: 48 }} />}
          title={translate('app.structure.empty_title')}
          text={translate('app.structure.empty_text')}
          actions={
            <>
              <Button variant="contained" startIcon={<CreateNewFolderIcon />} onClick={() => newDepartment(null)}>
                {translate('app.structure.department.create_title')}
              </Button>
              {importButton}
            </>
          }
        />
      </Card>
    );
  else {
    const department: Department | null = selected === null ? null : (index.byId.get(selected) ?? null);
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // Side by side only where the people still get most of the width (the side menu takes 240 px of it).
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: '320px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card
          sx={{
            p: 1.5,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            maxHeight: { xs: '50vh', xl: 'calc(100vh - 160px)' },
          }}
        >
          <SearchInput
            size="small"
            type="search"
            sx={{ mt: 0.5, flexShrink: 0 }}
            value={searchText}
            onChange={setSearchText}
            label={translate('app.structure.search')}
            placeholder={translate('app.structure.search_placeholder')}
          />
          <Box sx={{ overflow: 'auto', minHeight: 0 }}>
            <DepartmentTree
              index={index}
              selected={search ? -1 : selected}
              expanded={expanded}
              onToggle={toggle}
              onSelect={select}
            />
          </Box>
        </Card>
        <Card sx={{ minWidth: 0 }}>
          <PeoplePanel
            index={index}
            department={department}
            search={search}
            onSelectDepartment={select}
            onAddPerson={() => setDialog({ kind: 'add-person', departmentId: search ? null : selected })}
            onEditPerson={(person) => setDialog({ kind: 'edit-person', person })}
            onDeactivate={(person) => setDialog({ kind: 'deactivate-person', person })}
            onActivate={(person) => void activate(person)}
            onCreateDepartment={() => newDepartment(selected)}
            onEditDepartment={() => department && setDialog({ kind: 'edit-department', department })}
            onDeleteDepartment={() => department && setDialog({ kind: 'delete-department', department })}
          />
        </Card>
      </Box>
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('app.structure.title')}
        </Typography>
        {list.length ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<CreateNewFolderIcon />} onClick={() => newDepartment(null)}>
              {translate('app.structure.department.create_title')}
            </Button>
            {importButton}
          </Box>
        ) : null}
      </Box>
      {body}
      {dialog ? (
        <StructureDialogs
          dialog={dialog}
          departments={list}
          onClose={() => setDialog(null)}
          onDone={(next) => {
            setDialog(null);
            if (next !== undefined) select(next);
            void refresh();
          }}
        />
      ) : null}
    </>
  );
}
