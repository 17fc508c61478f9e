import { ThemeProvider, useTheme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { DEFAULT_LOCALE, isAppLocale } from '../i18n/locale.ts';
import { themeIn } from '../theme.ts';

/**
 * react-admin's theme with MUI's own words (a picker's "Open", "Clear", "No options") in the interface's language,
 * switched with it.
 */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const outer = useTheme();
  const theme = useMemo(() => themeIn(isAppLocale(locale) ? locale : DEFAULT_LOCALE, outer), [locale, outer]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
