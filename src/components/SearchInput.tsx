import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';

type Props = {
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  size?: 'small' | 'medium';
  /** `search`: the browser's clear button and the search role. */
  type?: 'search' | 'text';
  sx?: SxProps<Theme>;
};

/** A search box with a magnifier in front, as the lists and pickers show it. */
export function SearchInput({ label, value, onChange, placeholder, size, type = 'text', sx }: Props) {
  return (
    <TextField
      size={size}
      type={type}
      sx={sx}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
