import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

export interface SearchFieldProps {
  label: string;
  /** The search the list shows now (from the address). */
  value: string;
  /** A typed search, once typing pauses; empty text clears it. */
  onSearch: (search: string | null) => void;
}

/** A staff list's search box: searches as one types, after a short pause. */
export function SearchField({ label, value, onSearch }: SearchFieldProps) {
  const [typed, setTyped] = useState(value);

  useEffect(() => {
    if (typed.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(typed.trim() || null), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only typing starts a search; the address changing under it (Back) is what `value` already shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      sx={{ width: { xs: '100%', sm: 360 } }}
    />
  );
}
