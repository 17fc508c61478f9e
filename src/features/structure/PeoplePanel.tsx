import AddIcon from '@mui/icons-material/Add';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Switch,
  TablePagination,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DepartmentOut as Department, PersonOut as Person } from '../../api/types.ts';
import { usePeople } from './queries.ts';
import { PeopleTable } from './PeopleTable.tsx';
import { subtreeIds, type TreeIndex } from './tree.ts';

export const PAGE_SIZES = [25, 50, 100];

type Props = {
  index: TreeIndex;
  department: Department | null;
  /** A company-wide search (name, email or position); it overrides the department. */
  search: string;
  onSelectDepartment: (id: number) => void;
  onAddPerson: () => void;
  onEditPerson: (person: Person) => void;
  onDeactivate: (person: Person) => void;
  onActivate: (person: Person) => void;
  onCreateDepartment: () => void;
  onEditDepartment: () => void;
  onDeleteDepartment: () => void;
};

/** The right-hand side: the chosen department (or the whole company, or the search) with its people, a page at a time. */
export function PeoplePanel({
  index,
  department,
  search,
  onSelectDepartment,
  onAddPerson,
  onEditPerson,
  onDeactivate,
  onActivate,
  onCreateDepartment,
  onEditDepartment,
  onDeleteDepartment,
}: Props) {
  const translate = useTranslate();
  const [withSubs, setWithSubs] = useState(true);
  const [activeOnly, setActiveOnly] = useState(false);
  const [paging, setPaging] = useState({ key: '', page: 0, perPage: PAGE_SIZES[0] });

  const hasSubs = department !== null && (index.children.get(department.id)?.length ?? 0) > 0;
  const departments =
    search || department === null ? null : hasSubs && withSubs ? subtreeIds(index, department.id) : [department.id];
  // A new department, search or filter starts again from the first page.
  const key = JSON.stringify([departments, search, activeOnly]);
  const page = paging.key === key ? paging.page : 0;
  const people = usePeople({ departments, search, activeOnly, page, perPage: paging.perPage });
  const rows = people.data?.results ?? [];
  const count = people.data?.count ?? 0;

  const heading = search
    ? translate('app.structure.people.search_title', { search })
    : department
      ? department.name
      : translate('app.structure.tree.everyone');
  const total = department ? (index.totals.get(department.id) ?? 0) : 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box
        sx={{
          p: 2,
          pb: 1,
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
            {heading}
          </Typography>
          {department && !search ? (
            <Typography variant="body2" color="text.secondary">
              {[
                department.path !== department.name ? department.path : null,
                department.head
                  ? translate('app.structure.tree.head', { name: department.head.full_name })
                  : translate('app.structure.department.no_head'),
                translate('app.structure.department.counts', { own: department.employees_count, total }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={onAddPerson}>
            {translate('app.structure.person.create_title')}
          </Button>
          {department && !search ? (
            <>
              <Button size="small" variant="outlined" startIcon={<CreateNewFolderIcon />} onClick={onCreateDepartment}>
                {translate('app.structure.department.create_inside')}
              </Button>
              <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={onEditDepartment}>
                {translate('app.structure.department.edit')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={onDeleteDepartment}
              >
                {translate('app.structure.department.delete')}
              </Button>
            </>
          ) : null}
        </Box>
      </Box>
      <Box sx={{ px: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {hasSubs && !search ? (
          <FormControlLabel
            control={<Switch checked={withSubs} onChange={(event) => setWithSubs(event.target.checked)} />}
            label={translate('app.structure.people.with_subs')}
          />
        ) : null}
        <FormControlLabel
          control={<Switch checked={activeOnly} onChange={(event) => setActiveOnly(event.target.checked)} />}
          label={translate('app.structure.people.active_only')}
        />
      </Box>
      {people.isFetching ? <LinearProgress aria-label={translate('app.loading')} /> : <Box sx={{ height: 4 }} />}
      {people.isError ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={<Button onClick={() => void people.refetch()}>{translate('app.retry')}</Button>}
        >
          {translate('app.errors.load_failed')}
        </Alert>
      ) : null}
      {people.isSuccess && rows.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate(search ? 'app.structure.people.nobody_found' : 'app.structure.people.empty')}
        </Typography>
      ) : null}
      {rows.length ? (
        <PeopleTable
          people={rows}
          showDepartment={Boolean(search) || department === null || (hasSubs && withSubs)}
          onDepartment={onSelectDepartment}
          onEdit={onEditPerson}
          onDeactivate={onDeactivate}
          onActivate={onActivate}
        />
      ) : null}
      <TablePagination
        component="div"
        count={count}
        page={page * paging.perPage < count ? page : 0}
        rowsPerPage={paging.perPage}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => setPaging({ key, page: next, perPage: paging.perPage })}
        onRowsPerPageChange={(event) => setPaging({ key, page: 0, perPage: Number(event.target.value) })}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count: total }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
        }
        getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        // On a phone the page size, the range and the arrows take two lines rather than run past the edge.
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 2 } }}
      />
    </Box>
  );
}
