import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A value's own look: its weight, its colours (a heatmap's cell). */
type ValueLook = { fontWeight?: number; color?: string; bgcolor?: string };
export type StackedPair = { key: string; label: ReactNode; value: ReactNode; sx?: ValueLook };
export type StackedItem = { key: string; title: ReactNode; pairs: StackedPair[] };

/**
 * A table drawn as a list for a box too narrow for its columns (a phone, a tablet beside the menu): each row its
 * name, then each column's label and value on a line of their own.
 */
export function StackedList({ label, items }: { label?: string; items: StackedItem[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box key={item.key} component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
            {item.title}
          </Typography>
          {item.pairs.length ? (
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2 }}
            >
              {item.pairs.map((pair) => (
                <Box key={pair.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {pair.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, px: 1, textAlign: 'right', ...pair.sx }}>
                    {pair.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
