import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface CardWithIconProps {
  icon: ReactNode;
  title: string;
  value?: ReactNode;
  children?: ReactNode;
}

/**
 * A dashboard widget: coloured icon, caption, a headline value and optional details. As tall as what it holds: a
 * number beside a longer card in the same row is not drawn as a tall empty box.
 */
export function CardWithIcon({ icon, title, value, children }: CardWithIconProps) {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            sx={{
              width: 44,
              height: 44,
              borderRadius: '50%',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              flexShrink: 0,
            }}
          >
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography color="text.secondary" variant="body2">
              {title}
            </Typography>
            {value !== undefined ? (
              <Typography variant="h5" component="p">
                {value}
              </Typography>
            ) : null}
          </Box>
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
