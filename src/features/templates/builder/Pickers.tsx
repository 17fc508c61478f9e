import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../httpClient.ts';
import { useCompany } from '../../../shell/sessionContext.tsx';
import { scalesQuery } from '../scales/queries.ts';
import { useLocalizedText } from '../../../hooks/useLocalizedText.ts';

/** The company's scales by name, for a section's or a question's scale; none chosen: the built-in one. */
export function ScalePicker(props: {
  label: string;
  none: string;
  value: number | undefined;
  disabled: boolean;
  onChange: (id: number | undefined) => void;
}) {
  const companyId = useCompany().id;
  const word = useLocalizedText();
  const scales = useQuery(scalesQuery(companyId));
  // The built-in scale is the choice of none: listed once, under `none`'s words.
  const rows = (scales.data?.results ?? []).filter((row) => !row.built_in);
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={rows.some((row) => row.id === props.value) ? String(props.value) : ''}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value ? Number(e.target.value) : undefined)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{props.none}</MenuItem>
      {rows.map((row) => (
        <MenuItem key={row.id} value={String(row.id)}>
          {word(row.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The library's active competencies by name, several at once, in the order picked. */
export function CompetencyPicker(props: {
  label: string;
  value: number[];
  disabled: boolean;
  onChange: (ids: number[]) => void;
}) {
  const companyId = useCompany().id;
  const word = useLocalizedText();
  const competencies = useQuery({
    queryKey: ['competencies', companyId, 'picker'],
    queryFn: () => call('competencies.list', { params: { companyId }, query: { page_size: 100 } }),
  });
  const rows = competencies.data?.results ?? [];
  const picked = props.value.flatMap((id) => rows.filter((row) => row.id === id));
  return (
    <Autocomplete
      multiple
      size="small"
      options={rows}
      value={picked}
      disabled={props.disabled}
      getOptionLabel={(row) => word(row.name)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, chosen) => props.onChange(chosen.map((row) => row.id))}
      renderInput={(params) => <TextField {...params} label={props.label} />}
    />
  );
}
