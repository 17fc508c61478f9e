import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useNearViewport } from './useNearViewport.ts';

/**
 * A part further down a page, drawn (and so its code and data asked for) only once the reader scrolls near it,
 * so it never delays the page's first paint. Where the browser cannot tell, a button shows it.
 */
export function WhenNear({ label, children }: { label: string; children: ReactNode }) {
  const { ref, near, observable, show } = useNearViewport<HTMLDivElement>();
  if (near) return <>{children}</>;
  return (
    <Box ref={ref} sx={{ minHeight: 1 }}>
      {observable ? null : (
        <Button variant="outlined" onClick={show}>
          {label}
        </Button>
      )}
    </Box>
  );
}
