import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TextArea } from '../../components/TextArea.tsx';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** A lock's comment may stay empty; every move and a reopen need one. */
  required?: boolean;
  label?: string;
  autoFocus?: boolean;
};

/** Why a change is made: kept in the session's history, and so required for every move. */
export function ReasonField({ value, onChange, required = true, label, autoFocus = false }: Props) {
  const translate = useTranslate();
  const [touched, setTouched] = useState(false);
  const missing = required && touched && !value.trim();
  return (
    <TextArea
      autoFocus={autoFocus}
      required={required}
      fullWidth
      minRows={2}
      label={label ?? translate('app.calibration.session.reason')}
      value={value}
      error={missing}
      helperText={
        missing
          ? translate('ra.validation.required')
          : translate(required ? 'app.calibration.session.reason_help' : 'app.calibration.session.comment_help')
      }
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setTouched(true)}
      htmlInput={{ maxLength: 2000 }}
    />
  );
}
