import { InputHelperText, useInput, useTranslateLabel, type Validator } from 'react-admin';
import { DatePickerField, INCOMPLETE_DATE } from './DatePickerField.tsx';

/** A half-typed date keeps the form from being sent, and says so. */
const whole: Validator = (value) => (value === INCOMPLETE_DATE ? 'app.errors.date_incomplete' : undefined);

type Props = {
  source: string;
  label?: string;
  helperText?: string | false;
  validate?: Validator | Validator[];
  size?: 'small' | 'medium';
  disabled?: boolean;
};

/**
 * react-admin's date input with the picker of the reader's language instead of the browser's native one (which
 * writes mm/dd/yyyy in the Russian interface). The form's value stays an ISO date, as the API takes it.
 */
export function LocaleDateInput({ source, label, helperText, validate, size, disabled }: Props) {
  const translateLabel = useTranslateLabel();
  const rules = [whole, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, id, isRequired } = useInput({ source, validate: rules, disabled });
  const { error, invalid } = fieldState;
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <DatePickerField
      id={id}
      name={field.name}
      className={`ra-input ra-input-${source}`}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={translateLabel({ label, source })}
      required={isRequired}
      disabled={disabled}
      size={size}
      error={invalid}
      helperText={
        helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null
      }
      sx={{ minWidth: 200 }}
    />
  );
}
