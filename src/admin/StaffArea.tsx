import HomeIcon from '@mui/icons-material/Home';
import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { EmptyState } from '../shell/LoadingScreen.tsx';
import { useSession } from '../shell/sessionContext.tsx';
import { NotFoundPage } from '../features/companies/CompanyRoute.tsx';
import { FeedbackPage } from '../features/feedback/FeedbackPage.tsx';
import { ImpersonationPage } from '../features/auth/ImpersonationPage.tsx';
import { isStaff, STAFF_PATH, STAFF_SECTIONS } from './staffSections.ts';

/** `/staff/*`: the product team's pages, for staff only, outside any company. */
export function StaffArea() {
  const translate = useTranslate();
  const { user } = useSession();
  if (!isStaff(user)) {
    return (
      <EmptyState
        fullPage
        title={translate('app.staff.title')}
        text={translate('app.staff.forbidden')}
        actions={
          <Button component={Link} to="/" variant="contained">
            {translate('app.home')}
          </Button>
        }
      />
    );
  }
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <StaffBar />
      <Box component="main" sx={{ p: { xs: 1, sm: 3 } }}>
        <Routes>
          <Route index element={<Navigate to={STAFF_SECTIONS[0].path} replace />} />
          <Route path="impersonation/" element={<ImpersonationPage />} />
          <Route path="feedback/" element={<FeedbackPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Box>
    </Box>
  );
}

function StaffBar() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = STAFF_SECTIONS.find((section) => pathname.startsWith(`${STAFF_PATH}${section.path}`));
  return (
    <AppBar position="static" color="default" elevation={1}>
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="p">
          {translate('app.staff.title')}
        </Typography>
        <Box component="nav" aria-label={translate('app.staff.sections')} sx={{ flexGrow: 1, display: 'flex', gap: 1 }}>
          {STAFF_SECTIONS.map((section) => (
            <Button
              key={section.path}
              component={Link}
              to={`${STAFF_PATH}${section.path}`}
              variant={current === section ? 'contained' : 'text'}
              aria-current={current === section ? 'page' : undefined}
            >
              {translate(section.label)}
            </Button>
          ))}
        </Box>
        <Button component={Link} to="/" startIcon={<HomeIcon />}>
          {translate('app.staff.home')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
