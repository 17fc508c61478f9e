import { Box, CircularProgress } from '@mui/material';
import { RefreshIconButton, useLoading, useTranslate } from 'react-admin';

/**
 * The header's reload button, with a spinner over it while data loads. React-admin's own gives its spinner no
 * name, which a screen reader announces as a nameless progress bar (axe: aria-progressbar-name). On a phone the
 * header's room goes to the page's title: the page reloads with the browser's own button.
 */
export function LoadingIndicator() {
  const loading = useLoading();
  const translate = useTranslate();
  return (
    <Box sx={{ position: 'relative', alignItems: 'center', display: { xs: 'none', sm: 'inline-flex' } }}>
      <RefreshIconButton sx={loading ? { visibility: 'hidden' } : undefined} />
      {loading && (
        <CircularProgress
          color="inherit"
          size={16}
          thickness={6}
          aria-label={translate('ra.page.loading')}
          sx={{ position: 'absolute', left: '50%', top: '50%', mt: '-8px', ml: '-8px' }}
        />
      )}
    </Box>
  );
}
