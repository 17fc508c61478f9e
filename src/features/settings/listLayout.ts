import type { Breakpoint, SxProps, Theme } from '@mui/material';

/** Columns (by their `source`) a list drops on windows narrower than a theme breakpoint or a width in px. */
export type HiddenColumns = ReadonlyArray<readonly [Breakpoint | number, readonly string[]]>;

type Styles = Record<string, Record<string, unknown>>;

/**
 * A settings list on narrow windows: secondary columns go (the record's own screen still shows them), cells lose
 * part of their padding, the row buttons keep only their icon (their text stays their accessible name) and the
 * toolbar's buttons wrap onto a new line instead of running past the window's edge.
 */
export function listSx(hidden: HiddenColumns): SxProps<Theme> {
  return (theme) => {
    const narrow = theme.breakpoints.down('lg');
    const styles: Styles = {
      [narrow]: {
        '& .MuiTableCell-root': { paddingLeft: theme.spacing(1), paddingRight: theme.spacing(1) },
        '& .MuiTableCell-root .MuiButton-root': { fontSize: 0, minWidth: 0 },
        '& .MuiTableCell-root .MuiButton-startIcon': { margin: 0 },
      },
    };
    for (const [below, sources] of hidden) {
      const query = theme.breakpoints.down(below);
      styles[query] = {
        ...styles[query],
        [sources.map((source) => `& .column-${source}`).join(', ')]: { display: 'none' },
      };
    }
    return {
      '& .RaList-actions .MuiToolbar-root': { flexWrap: 'wrap', whiteSpace: 'normal' },
      // On phones react-admin stacks the filters under the buttons already; wrapping there pushes them off the edge.
      [theme.breakpoints.up('sm')]: { '& .RaList-actions': { flexWrap: 'wrap' } },
      ...styles,
    };
  };
}
