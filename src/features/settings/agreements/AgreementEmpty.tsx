import HandshakeIcon from '@mui/icons-material/Handshake';
import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';

/** No agreements at all (no filter set): what they are and, for those who may, how to set one. */
export function AgreementEmpty({ canCreate }: { canCreate: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        textAlign: 'center',
        maxWidth: 560,
        mx: 'auto',
        my: 6,
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <HandshakeIcon color="primary" sx={{ fontSize: 64, opacity: 0.7 }} />
      <Typography variant="h6" component="h2">
        {translate('app.agreements.empty.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.agreements.empty.text')}</Typography>
      <Typography color="text.secondary">
        {translate(canCreate ? 'app.agreements.empty.can_create' : 'app.agreements.empty.read_only')}
      </Typography>
      {canCreate ? <CreateButton variant="contained" /> : null}
    </Box>
  );
}
