import type { SxProps, Theme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, ruRU } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import '../../contract/dates.ts';

/** The wire format of a date, as the API takes and gives it. */
const ISO = 'YYYY-MM-DD';
/** What the field says while its sections hold a date that is not whole yet (or not a date): never sent. */
export const INCOMPLETE_DATE = 'incomplete';

const TEXTS = {
  ru: ruRU.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

const parse = (value: string): Dayjs | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
};

/** The ISO date a picked value stands for; `INCOMPLETE_DATE` while it is being typed, '' when empty. */
const isoOf = (date: Dayjs | null): string => {
  if (date === null) return '';
  return date.isValid() ? date.format(ISO) : INCOMPLETE_DATE;
};

export type DatePickerFieldProps = {
  /** `YYYY-MM-DD`, '' for none, or `INCOMPLETE_DATE`. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  name?: string;
  className?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
};

/**
 * A date in the reader's language (ДД.ММ.ГГГГ in Russian, the calendar in Russian too) that still speaks ISO dates
 * to the form around it. Typed digits fill the day, month and year in turn; the calendar button picks one instead.
 * While a date is half typed the field keeps what was typed and tells the form `INCOMPLETE_DATE` (no API takes it).
 */
export function DatePickerField({ value, onChange, onBlur, label, helperText, error, ...rest }: DatePickerFieldProps) {
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'ru';
  const [picked, setPicked] = useState<Dayjs | null>(() => parse(value));
  const [seen, setSeen] = useState(value);
  // The hidden input holds the sections' text ("ДД.12.2025"), empty only while every section is.
  const sections = useRef<HTMLInputElement>(null);
  // A value set from outside (a reset, a reload) replaces what the field shows; its own echo does not.
  if (value !== seen) {
    setSeen(value);
    if (value !== isoOf(picked)) setPicked(parse(value));
  }
  const tell = (next: string) => {
    if (next === seen) return;
    setSeen(next);
    onChange(next);
  };
  // The picker gives no date while a section is empty: once the reader leaves a field that still holds some of one,
  // the form learns that it is incomplete rather than empty (and empty again once every section is cleared).
  const settle = () => {
    if (picked === null) tell(sections.current?.value ? INCOMPLETE_DATE : '');
    onBlur?.();
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={lang} localeText={TEXTS[lang]}>
      <DatePicker
        value={picked}
        onChange={(next) => {
          setPicked(next);
          tell(isoOf(next));
        }}
        label={label}
        disabled={rest.disabled}
        readOnly={rest.readOnly}
        name={rest.name}
        className={rest.className}
        sx={rest.sx}
        slotProps={{
          textField: {
            id: rest.id,
            size: rest.size ?? 'small',
            required: rest.required,
            error,
            helperText,
            inputRef: sections,
            onBlur: settle,
          },
        }}
      />
    </LocalizationProvider>
  );
}
