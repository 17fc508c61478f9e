import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useErrorText, useFieldMessages } from '../../../api/errors.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import type { TemplateSection } from '../../../../contract/templates.ts';
import { useCompany } from '../../../shell/sessionContext.tsx';
import { templateCalls, type Template } from './api.ts';
import { FormPreview } from './FormPreview.tsx';
import { SectionEditor } from './SectionEditor.tsx';
import { SectionList } from './SectionList.tsx';
import { newSection } from './sections.ts';
import { templatesKey } from './api.ts';
import { useBuilderTranslate } from './useBuilderTranslate.ts';
import { ValidationSummary } from './ValidationSummary.tsx';
import { RenameDialog } from './RenameDialog.tsx';
import { useLocalizedText } from '../../../hooks/useLocalizedText.ts';

function Builder({ template }: { template: Template }) {
  const translate = useBuilderTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.template_builder.builder.${key}`, options);
  const company = useCompany();
  const api = templateCalls(company.id);
  const word = useLocalizedText();
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const queryClient = useQueryClient();
  const [sections, setSections] = useState<TemplateSection[]>(template.sections);
  const [selected, setSelected] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [renaming, setRenaming] = useState(false);
  // The version the next write is made at: a rename moves it on without touching the sections being edited.
  const [version, setVersion] = useState(template.version);
  const readOnly = template.built_in !== null || template.is_archived;
  const messages = failure ? fieldMessages(failure) : null;
  const current = sections.at(selected);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await api.save(template.id, sections, version);
      setVersion(saved.version);
      setSections(saved.sections);
      queryClient.setQueryData([...templatesKey(company.id), saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: templatesKey(company.id), exact: true });
      notify(t('saved'), { type: 'success' });
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const rename = async (name: Template['name']) => {
    const renamed = await api.rename(template.id, name, version);
    setVersion(renamed.version);
    queryClient.setQueryData([...templatesKey(company.id), renamed.id], renamed);
    await queryClient.invalidateQueries({ queryKey: templatesKey(company.id), exact: true });
    setRenaming(false);
    notify(translate('app.template_builder.rename.done'), { type: 'success' });
  };

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t('title', { name: word(template.name) })}
        </Typography>
        {readOnly ? null : (
          <Button size="small" startIcon={<EditIcon />} onClick={() => setRenaming(true)}>
            {translate('app.template_builder.rename.open')}
          </Button>
        )}
      </Stack>
      {renaming ? <RenameDialog name={template.name} onRename={rename} onClose={() => setRenaming(false)} /> : null}
      <Typography color="text.secondary" gutterBottom>
        {t('version', { number: template.current_version?.number ?? 1 })}
      </Typography>
      {template.built_in ? <Alert severity="info">{t('built_in_note')}</Alert> : null}
      {!readOnly && template.current_version?.frozen ? (
        <Alert severity="info">{t('frozen_note', { number: template.current_version.number + 1 })}</Alert>
      ) : null}
      {messages ? (
        <ValidationSummary fields={messages.fields} root={messages.root} />
      ) : failure ? (
        <Alert severity="error">{errorText(failure)}</Alert>
      ) : null}
      <Grid container spacing={3} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Typography variant="h6" component="h2">
            {t('sections')}
          </Typography>
          <SectionList
            sections={sections}
            selected={selected}
            readOnly={readOnly}
            onSelect={setSelected}
            onChange={(next, index) => {
              setSections(next);
              setSelected(index);
            }}
          />
          {readOnly ? null : (
            <Stack direction="row" spacing={1}>
              <Button
                startIcon={<AddIcon />}
                onClick={() => {
                  setSections([...sections, newSection(sections)]);
                  setSelected(sections.length);
                }}
              >
                {t('add_section')}
              </Button>
              <Button variant="contained" disabled={saving} onClick={() => void save()}>
                {t('save')}
              </Button>
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {current ? (
            <SectionEditor
              key={current.key}
              section={current}
              readOnly={readOnly}
              onChange={(section) => setSections(sections.map((s, i) => (i === selected ? section : s)))}
            />
          ) : null}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormPreview sections={sections} />
        </Grid>
      </Grid>
    </Box>
  );
}

/** The builder of one template: its sections in order, the selected one's settings, and the form's preview. */
export function TemplateBuilderPage() {
  const { id } = useParams();
  const company = useCompany();
  const query = useQuery({
    queryKey: [...templatesKey(company.id), Number(id)],
    queryFn: () => templateCalls(company.id).get(Number(id)),
  });
  return <QueryState query={query}>{(template) => <Builder key={template.id} template={template} />}</QueryState>;
}
