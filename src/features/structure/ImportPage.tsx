import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCompany } from '../../shell/sessionContext.tsx';
import { STRUCTURE_PATH } from './queries.ts';
import { ImportFormat } from './ImportFormat.tsx';
import { ImportRun } from './ImportRun.tsx';

/** `/c/{companyId}/settings/structure/import/`: the people import, dry run first (admins only). */
export function ImportPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const company = useCompany();
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={translate('app.structure.import_title')} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('app.structure.import_title')}
        </Typography>
        <Button startIcon={<ArrowBackIcon />} component={Link} to={`${basename}${STRUCTURE_PATH}`}>
          {translate('app.structure.back_to_structure')}
        </Button>
      </Box>
      <ImportFormat companyId={company.id} />
      <ImportRun />
    </Box>
  );
}
