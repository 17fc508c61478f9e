import { MenuItem, TextField } from '@mui/material';

type Props<T extends string> = {
  label: string;
  value: T;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  onChange: (choice: T) => void;
  disabled?: boolean;
};

/** A small select of one of `choices`, each worded by `labelOf`; the value given back is one of them. */
export function Choice<T extends string>({ label, value, choices, labelOf, onChange, disabled = false }: Props<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => {
        const picked = choices.find((c) => c === e.target.value);
        if (picked !== undefined) onChange(picked);
      }}
    >
      {choices.map((c) => (
        <MenuItem key={c} value={c}>
          {labelOf(c)}
        </MenuItem>
      ))}
    </TextField>
  );
}
