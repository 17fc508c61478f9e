import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { RUSSIAN_TIME_ZONES, timeZoneChoices, utcOffsetOf } from '../../../contract/time-zones.ts';

const russian: readonly string[] = RUSSIAN_TIME_ZONES;

/** A zone as the pickers show it: its IANA name and its offset from UTC now. */
export const zoneLabel = (zone: string, at: Date = new Date()): string => `${zone} (${utcOffsetOf(zone, at)})`;

type Props = {
  label: string;
  /** null: none chosen (a person's: the company's zone). */
  value: string | null;
  onChange: (zone: string | null) => void;
  helperText?: string;
  error?: boolean;
  /** A company always has a zone: the field cannot be emptied. */
  required?: boolean;
};

/** Picks an IANA time zone: Russia's first, west to east, then every other zone the browser knows, with their offsets. */
export function TimeZonePicker({ label, value, onChange, helperText, error, required }: Props) {
  const translate = useTranslate();
  const now = useMemo(() => new Date(), []);
  const options = useMemo(() => {
    const all = timeZoneChoices();
    return value === null || all.includes(value) ? all : [value, ...all];
  }, [value]);
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, zone) => onChange(zone)}
      disableClearable={required}
      groupBy={(zone) => translate(russian.includes(zone) ? 'app.time_zones.russia' : 'app.time_zones.other')}
      getOptionLabel={(zone) => zoneLabel(zone, now)}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} />}
      sx={{ width: { xs: '100%', sm: 420 } }}
    />
  );
}
