import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useErrorText } from '../../../api/errors.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { useCompany } from '../../../shell/sessionContext.tsx';
import { templateCalls, templatesKey, templatesQuery, type TemplateSummary } from './api.ts';
import { useBuilderTranslate } from './useBuilderTranslate.ts';
import { useLocalizedText } from '../../../hooks/useLocalizedText.ts';

/** On a phone the version and state columns fold under the name: four columns do not fit 375 px. */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW = { display: { xs: 'block', sm: 'none' }, mt: 0.5 } as const;

/** The company's review templates: built-in ones first; open one in the builder, copy one, or start a new one. */
export function TemplatesListPage() {
  const translate = useBuilderTranslate();
  const t = (key: string) => translate(`app.template_builder.list.${key}`);
  const company = useCompany();
  const api = templateCalls(company.id);
  const word = useLocalizedText();
  const notify = useNotify();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(templatesQuery(company.id));
  const open = (id: number) => navigate(`/c/${company.id}/settings/templates/${id}/`);
  const act = async (make: () => Promise<{ id: number }>) => {
    try {
      const made = await make();
      await queryClient.invalidateQueries({ queryKey: templatesKey(company.id) });
      void open(made.id);
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };
  const stateOf = (x: TemplateSummary) => {
    if (x.is_archived) return t('archived');
    if (x.built_in) return t('built_in');
    return x.current_version?.frozen ? t('frozen') : t('draft');
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        sx={{ mb: 2 }}
        onClick={() => void act(() => api.create({ ru: 'Новый шаблон', en: 'New template' }))}
      >
        {t('create')}
      </Button>
      <QueryState query={query}>
        {(rows) =>
          rows.length ? (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('name')}</TableCell>
                  <TableCell sx={WIDE}>{t('version')}</TableCell>
                  <TableCell sx={WIDE}>{t('state')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((x) => (
                  <TableRow key={x.id}>
                    <TableCell>
                      <RouterLink to={`/c/${company.id}/settings/templates/${x.id}/`}>{word(x.name)}</RouterLink>
                      <Box sx={NARROW}>
                        <Chip size="small" label={stateOf(x)} />
                      </Box>
                    </TableCell>
                    <TableCell sx={WIDE}>{x.current_version?.number ?? '—'}</TableCell>
                    <TableCell sx={WIDE}>
                      <Chip size="small" label={stateOf(x)} />
                    </TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => void act(() => api.duplicate(x.id))}>
                        {t('duplicate')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography>{t('empty')}</Typography>
          )
        }
      </QueryState>
    </Box>
  );
}
