import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/** A company setting's page: its title (also the window's), what the setting does, and its form on a card. */
export function SettingsFormPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
      <Paper sx={{ p: 2 }}>{children}</Paper>
    </Box>
  );
}
