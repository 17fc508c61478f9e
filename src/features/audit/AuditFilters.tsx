import { Box, Button, ListSubheader, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DatePickerField, INCOMPLETE_DATE } from '../../components/DatePickerField.tsx';
import { ACTION_GROUPS, EXACT_ACTIONS, TARGET_TYPES } from './actions.ts';
import type { AuditFilter } from './api.ts';
import { useAuditActors } from './api.ts';
import type { FilterName } from './useAuditParams.ts';

const T = 'app.audit';
const FIELD = { minWidth: 180, flex: '1 1 180px' } as const;

type Props = {
  filter: AuditFilter;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
};

type SelectProps = {
  name: FilterName;
  value: string;
  /** Whether the choices hold the value; one they do not (an old link's) is offered as it is. */
  listed: boolean;
  onChange: Props['onChange'];
  children: ReactNode;
};

/** One filter chosen from a list, "all" first. */
function SelectFilter({ name, value, listed, onChange, children }: SelectProps) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(`${T}.${name === 'action' ? 'action_filter' : name}`)}
      value={value}
      onChange={(event) => onChange(name, event.target.value)}
      sx={FIELD}
    >
      <MenuItem value="">{translate(`${T}.all`)}</MenuItem>
      {listed || value === '' ? null : <MenuItem value={value}>{value}</MenuItem>}
      {children}
    </TextField>
  );
}

/** The log's filters: who, what (by area or exact action), which object, and the days from and to. */
export function AuditFilters({ filter, onChange, onClear }: Props) {
  const translate = useTranslate();
  const actors = useAuditActors();
  const actionLabel = (value: string) =>
    translate(EXACT_ACTIONS.has(value) ? `${T}.action.${value}` : `${T}.area.${value}`);
  const setDate = (name: 'from' | 'to') => (value: string) => {
    if (value !== INCOMPLETE_DATE) onChange(name, value);
  };
  const known = actors.data ?? [];
  const actor = filter.actor === undefined ? '' : String(filter.actor);
  const action = filter.action ?? '';
  const targetType = filter.target_type ?? '';
  return (
    <Box
      role="search"
      aria-label={translate(`${T}.filters`)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <SelectFilter
        name="actor"
        value={actor}
        listed={known.some((person) => String(person.id) === actor)}
        onChange={onChange}
      >
        {known.map((person) => (
          <MenuItem key={person.id} value={String(person.id)}>
            {person.full_name || person.email}
          </MenuItem>
        ))}
      </SelectFilter>
      <SelectFilter
        name="action"
        value={action}
        listed={ACTION_GROUPS.some(({ values }) => (values as readonly string[]).includes(action))}
        onChange={onChange}
      >
        {ACTION_GROUPS.flatMap(({ group, values }) => [
          <ListSubheader key={`group-${group}`}>{translate(`${T}.group.${group}`)}</ListSubheader>,
          ...values.map((value) => (
            <MenuItem key={value} value={value} sx={{ pl: 4 }}>
              {actionLabel(value)}
            </MenuItem>
          )),
        ])}
      </SelectFilter>
      <SelectFilter
        name="target_type"
        value={targetType}
        listed={(TARGET_TYPES as readonly string[]).includes(targetType)}
        onChange={onChange}
      >
        {TARGET_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {`${translate(`${T}.target.${type}`)} (${type})`}
          </MenuItem>
        ))}
      </SelectFilter>
      <TextField
        size="small"
        label={translate(`${T}.target_id`)}
        value={filter.target_id === undefined ? '' : String(filter.target_id)}
        onChange={(event) => onChange('target_id', event.target.value.replace(/\D/g, '').replace(/^0+/, ''))}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        sx={{ ...FIELD, minWidth: 140, flex: '0 1 160px' }}
      />
      <DatePickerField
        label={translate(`${T}.from`)}
        value={filter.from ?? ''}
        onChange={setDate('from')}
        sx={{ ...FIELD, flex: '0 1 200px' }}
      />
      <DatePickerField
        label={translate(`${T}.to`)}
        value={filter.to ?? ''}
        onChange={setDate('to')}
        sx={{ ...FIELD, flex: '0 1 200px' }}
      />
      <Button onClick={onClear} sx={{ alignSelf: 'center' }}>
        {translate(`${T}.clear`)}
      </Button>
    </Box>
  );
}
