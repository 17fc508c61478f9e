import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface CenteredProps {
  children: ReactNode;
  /** Adds the 16px top margin of the spec's loading wrapper. */
  withTopMargin?: boolean;
  /** Brings the wrapper into view, e.g. when it replaces content further down a long page. */
  scrollIntoView?: boolean;
  fullPage?: boolean;
}

/** The shared centered wrapper of loading and empty states (spec: padding 20px, optional top margin 16px). */
export function Centered({ children, withTopMargin = false, scrollIntoView = false, fullPage = false }: CenteredProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scrollIntoView) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [scrollIntoView]);
  return (
    <Box
      ref={ref}
      sx={{
        p: '20px',
        mt: withTopMargin ? '16px' : 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        minHeight: fullPage ? '100vh' : undefined,
        bgcolor: fullPage ? 'background.default' : undefined,
      }}
    >
      {children}
    </Box>
  );
}

export interface LoadingScreenProps extends Omit<CenteredProps, 'children'> {
  /** A translation key shown under the spinner. */
  message?: string;
}

export function LoadingScreen({ message = 'app.loading', ...rest }: LoadingScreenProps) {
  const translate = useTranslate();
  const label = translate(message);
  return (
    <Centered {...rest}>
      <CircularProgress aria-label={label} />
      <Typography color="text.secondary" role="status">
        {label}
      </Typography>
    </Centered>
  );
}

export interface EmptyStateProps extends Omit<CenteredProps, 'children'> {
  title: string;
  text?: string;
  icon?: ReactNode;
  actions?: ReactNode;
}

/** Titles and texts are already translated by the caller. */
export function EmptyState({ title, text, icon, actions, ...rest }: EmptyStateProps) {
  return (
    <Centered {...rest}>
      {icon}
      <Typography variant="h6" component="h1">
        {title}
      </Typography>
      {text ? <Typography color="text.secondary">{text}</Typography> : null}
      {actions ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>{actions}</Box>
      ) : null}
    </Centered>
  );
}
