import { Alert, Box, Button, Chip, List, ListItem, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { CompetencyOut, FamilyOut } from '../../../../server/src/modules/templates/competencies.schemas.ts';
import { useErrorText } from '../../../api/errors.ts';
import { call } from '../../../httpClient.ts';
import { useCompany } from '../../../shell/sessionContext.tsx';
import { CompetencyDialog } from './CompetencyDialog.tsx';
import { FamilyDialog } from './FamilyDialog.tsx';
import { useLocalizedText } from '../../../hooks/useLocalizedText.ts';
import { jobFamiliesKey, jobFamiliesQuery } from './api.ts';

type Editing = { kind: 'family'; family?: FamilyOut } | { kind: 'competency'; competency?: CompetencyOut } | null;

/** `/c/{companyId}/settings/competencies/` (admins): the job families and the competency library. */
export function CompetenciesPage() {
  const translate = useTranslate();
  const errorText = useErrorText();
  const word = useLocalizedText();
  const companyId = useCompany().id;
  const client = useQueryClient();
  const [familyFilter, setFamilyFilter] = useState<number | ''>('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const families = useQuery(jobFamiliesQuery(companyId));
  const competencies = useQuery({
    queryKey: ['competencies', companyId, familyFilter, search],
    queryFn: () =>
      call('competencies.list', {
        params: { companyId },
        query: {
          page_size: 100,
          job_family: familyFilter === '' ? undefined : familyFilter,
          search: search || undefined,
        },
      }),
  });
  const familyList = families.data?.results ?? [];
  const familyName = (id: number | null) => {
    const family = familyList.find((f) => f.id === id);
    return family ? word(family.name) : translate('app.competencies.any_family');
  };
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: jobFamiliesKey(companyId) });
    await client.invalidateQueries({ queryKey: ['competencies', companyId] });
  };
  const remove = async (run: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await run();
      await refresh();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const saved = () => {
    setEditing(null);
    void refresh();
  };

  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.competencies.title')} />
      <Typography variant="h5" component="h1">
        {translate('app.competencies.title')}
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {translate('app.competencies.families')}
        </Typography>
        <Button onClick={() => setEditing({ kind: 'family' })}>{translate('app.competencies.family_create')}</Button>
      </Box>
      <List dense>
        {familyList.map((family) => (
          <ListItem
            key={family.id}
            divider
            secondaryAction={
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button onClick={() => setEditing({ kind: 'family', family })}>
                  {translate('app.competencies.edit')}
                </Button>
                <Button
                  color="error"
                  onClick={() =>
                    void remove(() => call('job_families.delete', { params: { companyId, id: family.id } }))
                  }
                >
                  {translate('app.competencies.delete')}
                </Button>
              </Box>
            }
          >
            <ListItemText primary={word(family.name)} secondary={family.levels.map((l) => word(l.name)).join(' → ')} />
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {translate('app.competencies.library')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            select
            size="small"
            sx={{ minWidth: 180 }}
            label={translate('app.competencies.family')}
            value={familyFilter}
            onChange={(event) => setFamilyFilter(event.target.value === '' ? '' : Number(event.target.value))}
          >
            <MenuItem value="">{translate('app.competencies.all_families')}</MenuItem>
            {familyList.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {word(f.name)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('app.competencies.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button variant="contained" onClick={() => setEditing({ kind: 'competency' })}>
            {translate('app.competencies.create')}
          </Button>
        </Box>
      </Box>
      {competencies.error ? <Alert severity="error">{errorText(competencies.error)}</Alert> : null}
      {competencies.data && !competencies.data.results.length ? (
        <Typography>{translate('app.competencies.empty')}</Typography>
      ) : null}
      <List>
        {competencies.data?.results.map((competency) => (
          <ListItem
            key={competency.id}
            divider
            secondaryAction={
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                {competency.is_active ? null : <Chip label={translate('app.competencies.inactive')} />}
                <Button onClick={() => setEditing({ kind: 'competency', competency })}>
                  {translate('app.competencies.edit')}
                </Button>
                <Button
                  color="error"
                  onClick={() =>
                    void remove(() => call('competencies.delete', { params: { companyId, id: competency.id } }))
                  }
                >
                  {translate('app.competencies.delete')}
                </Button>
              </Box>
            }
          >
            <ListItemText primary={word(competency.name)} secondary={familyName(competency.job_family)} />
          </ListItem>
        ))}
      </List>
      {editing?.kind === 'family' ? (
        <FamilyDialog family={editing.family} onClose={() => setEditing(null)} onSaved={saved} />
      ) : null}
      {editing?.kind === 'competency' ? (
        <CompetencyDialog
          competency={editing.competency}
          families={familyList}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      ) : null}
    </Box>
  );
}
