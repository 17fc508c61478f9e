import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { Alert, Box, Button, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { NomineeOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { useDepartments } from '../structure/queries.ts';
import { DepartmentPicker, useDebounced } from '../structure/pickers.tsx';
import { useColleagueLine } from './ReviewerList.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';

const PAGE_SIZE = 20;

type Props = {
  period: number;
  /** The person reviewed: the server leaves them out and gives each colleague's relationship to them. */
  employee: number;
  /** Reviewers already on the list (declined requests aside). */
  chosen: ReadonlySet<number>;
  max: number;
  atMax: boolean;
  busy: boolean;
  onAdd: (reviewer: number) => void;
};

/** Why a colleague cannot be added now, or null. */
function useBlockedReason(chosen: ReadonlySet<number>): (person: NomineeOut) => string | null {
  const translate = useTranslate();
  return (person) => {
    if (chosen.has(person.id)) return translate('app.review360.nomination.picker.chosen');
    if (person.full) return translate('app.review360.nomination.picker.full', { count: person.requests_received });
    return null;
  };
}

/**
 * Colleagues to nominate, found on the server by name (once typing pauses) and department; each says how they
 * relate to the person, and a colleague who already has the period's most requests cannot be added.
 */
export function ReviewerPicker({ period, employee, chosen, max, atMax, busy, onAdd }: Props) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const line = useColleagueLine();
  const blocked = useBlockedReason(chosen);
  const headingId = useId();
  const { api, companyId } = useCompanyApi();
  const departments = useDepartments();
  const [input, setInput] = useState('');
  const [department, setDepartment] = useState<number | null>(null);
  const search = useDebounced(input.trim());
  const query = { period, employee, search: search || undefined, department: department ?? undefined };
  const people = useQuery({
    queryKey: queryKeys.review360.people(companyId, { ...query, page_size: PAGE_SIZE }),
    queryFn: () => api.getReview360People({ ...query, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const rows = people.data?.results ?? [];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('app.review360.nomination.picker.title')}
      </Typography>
      {atMax ? <Alert severity="info">{translate('app.review360.nomination.picker.at_max', { max })}</Alert> : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr', lg: '1fr 1fr' } }}
      >
        <SearchInput label={translate('app.review360.nomination.picker.search')} value={input} onChange={setInput} />
        <DepartmentPicker
          departments={departments.data ?? []}
          value={department}
          onChange={setDepartment}
          label={translate('app.review360.nomination.picker.department')}
          placeholder={translate('app.review360.nomination.picker.all_departments')}
        />
      </Box>
      <Box sx={{ minHeight: 4 }}>{people.isFetching ? <LinearProgress /> : null}</Box>
      {people.isError ? <Alert severity="error">{errorText(people.error)}</Alert> : null}
      {people.isSuccess && !rows.length ? (
        <Typography color="text.secondary">{translate('app.review360.nomination.picker.nothing')}</Typography>
      ) : null}
      {rows.length ? (
        <List
          dense
          disablePadding
          aria-label={translate('app.review360.nomination.picker.results')}
          sx={{ maxHeight: 480, overflowY: 'auto' }}
        >
          {rows.map((person) => {
            const reason = blocked(person);
            return (
              <ListItem key={person.id} disableGutters divider sx={{ gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                <ListItemText
                  primary={person.name}
                  secondary={
                    <>
                      {line(person)}
                      {reason ? (
                        <Box component="span" sx={{ display: 'block', color: 'warning.dark' }}>
                          {reason}
                        </Box>
                      ) : null}
                    </>
                  }
                />
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<PersonAddAlt1Icon />}
                  disabled={busy || atMax || reason !== null}
                  aria-label={translate('app.review360.nomination.picker.add_named', { name: person.name })}
                  onClick={() => onAdd(person.id)}
                  sx={{ flexShrink: 0 }}
                >
                  {translate('app.review360.nomination.picker.add')}
                </Button>
              </ListItem>
            );
          })}
        </List>
      ) : null}
    </Box>
  );
}
