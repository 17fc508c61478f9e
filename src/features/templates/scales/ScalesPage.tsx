import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { ScaleOut } from '../../../../server/src/modules/templates/scales.schemas.ts';
import { useErrorText } from '../../../api/errors.ts';
import { call } from '../../../httpClient.ts';
import { useCompany } from '../../../shell/sessionContext.tsx';
import { scalesQuery } from './queries.ts';
import { ScaleDialog } from './ScaleDialog.tsx';
import { useLocalizedText } from '../../../hooks/useLocalizedText.ts';

/** `/c/{companyId}/settings/rating-scales/` (admins): the company's scales, the built-in one read-only. */
export function ScalesPage() {
  const translate = useTranslate();
  const errorText = useErrorText();
  const word = useLocalizedText();
  const companyId = useCompany().id;
  const client = useQueryClient();
  const query = scalesQuery(companyId);
  const scales = useQuery(query);
  const [editing, setEditing] = useState<ScaleOut | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: query.queryKey });
  const remove = async (scale: ScaleOut) => {
    setFailure(null);
    try {
      await call('scales.delete', { params: { companyId, id: scale.id } });
      await refresh();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.rating_scales.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {translate('app.rating_scales.title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {translate('app.rating_scales.create')}
        </Button>
      </Box>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {scales.error ? <Alert severity="error">{errorText(scales.error)}</Alert> : null}
      {scales.data && !scales.data.results.length ? (
        <Typography>{translate('app.rating_scales.empty')}</Typography>
      ) : null}
      <List>
        {scales.data?.results.map((scale) => (
          <ListItem
            key={scale.id}
            divider
            secondaryAction={
              scale.built_in ? (
                <Chip label={translate('app.rating_scales.built_in')} />
              ) : (
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button onClick={() => setEditing(scale)}>{translate('app.rating_scales.edit')}</Button>
                  <Button color="error" onClick={() => void remove(scale)}>
                    {translate('app.rating_scales.delete')}
                  </Button>
                </Box>
              )
            }
          >
            <ListItemText
              primary={word(scale.name)}
              secondary={scale.points.map((p) => `${String(p.value)} — ${word(p.label)}`).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {editing ? (
        <ScaleDialog
          scale={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
    </Box>
  );
}
