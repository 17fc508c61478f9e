import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  Box,
  Chip,
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PersonOut as Person } from '../../api/types.ts';

type Props = {
  people: readonly Person[];
  /** Shows the department column (search results, or a department with its sub-departments). */
  showDepartment: boolean;
  onDepartment: (id: number) => void;
  onEdit: (person: Person) => void;
  onDeactivate: (person: Person) => void;
  onActivate: (person: Person) => void;
};

/**
 * Below these widths of the table's own box (not the window: the side menu and the tree take their share) a column
 * gives way and its value moves under the person's name, so the row and its buttons always fit.
 */
const MANAGER_COLUMN_FROM = 560;
const DEPARTMENT_COLUMN_FROM = 420;

const column = (name: string) => `people-column-${name}`;
const inline = (name: string) => `people-inline-${name}`;

const responsiveColumns = {
  containerType: 'inline-size',
  [`& .${inline('manager')}, & .${inline('department')}`]: { display: 'none' },
  [`@container (max-width: ${MANAGER_COLUMN_FROM - 1}px)`]: {
    [`& .${column('manager')}`]: { display: 'none' },
    [`& .${inline('manager')}`]: { display: 'block' },
  },
  [`@container (max-width: ${DEPARTMENT_COLUMN_FROM - 1}px)`]: {
    [`& .${column('department')}`]: { display: 'none' },
    [`& .${inline('department')}`]: { display: 'block' },
  },
};

/** The visually hidden name of the actions column; positioned inside the table's box, which clips it. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One page of people; a department name opens that department in the tree. */
export function PeopleTable({ people, showDepartment, onDepartment, onEdit, onDeactivate, onActivate }: Props) {
  const translate = useTranslate();
  const header = (name: string) => (
    <TableCell key={name} className={column(name)}>
      {translate(`app.structure.people.columns.${name}`)}
    </TableCell>
  );
  const departmentLink = (person: Person) =>
    person.department_id !== null ? (
      <Link
        component="button"
        type="button"
        variant="body2"
        underline="hover"
        onClick={() => {
          if (person.department_id !== null) onDepartment(person.department_id);
        }}
        sx={{ textAlign: 'left' }}
      >
        {person.department_name}
      </Link>
    ) : (
      '—'
    );
  return (
    <TableContainer sx={{ overflowX: 'auto', position: 'relative', ...responsiveColumns }}>
      <Table size="small" aria-label={translate('app.structure.people.table')}>
        <TableHead>
          <TableRow>
            {header('name')}
            {showDepartment ? header('department') : null}
            {header('manager')}
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {translate('app.structure.people.columns.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person.id} hover>
              <TableCell>
                <Typography
                  variant="body2"
                  color={person.is_active ? 'text.primary' : 'text.secondary'}
                  sx={{ fontWeight: 500 }}
                >
                  {person.full_name || person.email}
                </Typography>
                {person.position ? (
                  <Typography variant="body2" color="text.secondary">
                    {person.position}
                  </Typography>
                ) : null}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', overflowWrap: 'anywhere' }}
                >
                  {person.email}
                </Typography>
                {showDepartment && person.department_id !== null ? (
                  <Box className={inline('department')}>{departmentLink(person)}</Box>
                ) : null}
                {person.manager_name ? (
                  <Typography variant="caption" color="text.secondary" className={inline('manager')}>
                    {translate('app.structure.tree.head', { name: person.manager_name })}
                  </Typography>
                ) : null}
                {person.is_active ? null : (
                  <Chip
                    size="small"
                    variant="outlined"
                    sx={{ mt: 0.5 }}
                    label={translate('app.structure.people.inactive')}
                  />
                )}
              </TableCell>
              {showDepartment ? <TableCell className={column('department')}>{departmentLink(person)}</TableCell> : null}
              <TableCell className={column('manager')}>{person.manager_name || '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', px: 1 }}>
                <Tooltip title={translate('app.structure.people.edit')}>
                  <IconButton
                    size="small"
                    aria-label={translate('app.structure.people.edit_named', { name: person.full_name })}
                    onClick={() => onEdit(person)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {person.is_active ? (
                  <Tooltip title={translate('app.structure.people.deactivate')}>
                    <IconButton
                      size="small"
                      aria-label={translate('app.structure.people.deactivate_named', { name: person.full_name })}
                      onClick={() => onDeactivate(person)}
                    >
                      <PersonOffIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : (
                  <Tooltip title={translate('app.structure.people.activate')}>
                    <IconButton
                      size="small"
                      aria-label={translate('app.structure.people.activate_named', { name: person.full_name })}
                      onClick={() => onActivate(person)}
                    >
                      <RestoreIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
