import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ArrayInput, required, SelectInput, SimpleFormIterator, useTranslate } from 'react-admin';
import { useLocalizedText } from '../../../hooks/useLocalizedText.ts';
import { ROUTES } from '../../../resources/registry.ts';
import { useCompany } from '../../../shell/sessionContext.tsx';
import { useDepartments } from '../../structure/queries.ts';
import { templatesQuery } from '../../templates/builder/api.ts';
import { jobFamiliesQuery } from '../../templates/competencies/api.ts';

const FIELDS = `resources.${ROUTES.assessment_periods}.templates`;

type Choice = { id: number; name: string };

/** The company's templates (not archived), departments and job families: the choices of a period's templates. */
function useChoices(): { templates: Choice[]; departments: Choice[]; families: Choice[] } {
  const companyId = useCompany().id;
  const word = useLocalizedText();
  const templates = useQuery(templatesQuery(companyId));
  const departments = useDepartments();
  const families = useQuery(jobFamiliesQuery(companyId));
  return {
    templates: (templates.data ?? []).filter((t) => !t.is_archived).map((t) => ({ id: t.id, name: word(t.name) })),
    departments: (departments.data ?? []).map((d) => ({ id: d.id, name: d.path })),
    families: (families.data?.results ?? []).map((f) => ({ id: f.id, name: word(f.name) })),
  };
}

const nullable = (value: string | number | null) => (value === '' || value === null ? null : Number(value));

/** A choice that may stay empty (null in the body), the empty option named by `empty`. */
function OptionalSelect({
  empty,
  hint,
  ...input
}: {
  source: string;
  label: string;
  choices: Choice[];
  empty: string;
  hint?: string;
}) {
  return <SelectInput {...input} emptyText={empty} parse={nullable} helperText={hint ?? false} />;
}

/**
 * Which template the period's forms follow: the default one (empty: the built-in of the form type) and rules
 * giving a department (with its sub-departments) or a job family another, the first matching rule winning. The
 * launch preview shows who gets which.
 */
export function PeriodTemplateInputs() {
  const translate = useTranslate();
  const t = (key: string) => translate(`${FIELDS}.${key}`);
  const choices = useChoices();
  return (
    <Box component="section" aria-labelledby="period-templates" sx={{ width: '100%', mt: 2 }}>
      <Typography id="period-templates" variant="h6" component="h2">
        {t('title')}
      </Typography>
      <OptionalSelect
        source="template_id"
        label={t('default')}
        choices={choices.templates}
        empty={t('built_in')}
        hint={t('default_hint')}
      />
      <ArrayInput source="template_rules" label={t('rules')} helperText={t('rules_hint')}>
        <SimpleFormIterator inline>
          <OptionalSelect
            source="department_id"
            label={t('department')}
            choices={choices.departments}
            empty={t('none')}
          />
          <OptionalSelect source="job_family_id" label={t('job_family')} choices={choices.families} empty={t('none')} />
          <SelectInput source="template_id" label={t('template')} choices={choices.templates} validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
