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

/** One page of people; a department name opens that department in the tree. */
export function PeopleTable({ people, showDepartment, onDepartment, onEdit, onDeactivate, onActivate }: Props) {
  const translate = useTranslate();
  const columns = ['name', 'position', ...(showDepartment ? ['department'] : []), 'manager', 'active'];
  return (
    <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table size="small" aria-label={translate('app.structure.people.table')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{translate(`app.structure.people.columns.${column}`)}</TableCell>
            ))}
            <TableCell align="right">
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  width: '1px',
                  height: '1px',
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                  whiteSpace: 'nowrap',
                }}
              >
                {translate('app.structure.people.columns.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person.id} hover sx={{ opacity: person.is_active ? 1 : 0.6 }}>
              <TableCell sx={{ minWidth: 180 }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {person.full_name || person.email}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {person.email}
                </Typography>
              </TableCell>
              <TableCell>{person.position || '—'}</TableCell>
              {showDepartment ? (
                <TableCell>
                  {person.department_id !== null ? (
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
                  )}
                </TableCell>
              ) : null}
              <TableCell>{person.manager_name || '—'}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={person.is_active ? 'success' : 'default'}
                  label={translate(person.is_active ? 'app.structure.people.active' : 'app.structure.people.inactive')}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
