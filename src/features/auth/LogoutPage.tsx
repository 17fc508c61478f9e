import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { AFTER_LOGOUT_PATH } from '../../authProvider.ts';
import { LoadingScreen } from '../../shell/LoadingScreen.tsx';
import { useServices } from '../../shell/services.tsx';

/** `/auth/logout/`: ends the session, forgets every cached answer, then shows the sign-in chooser. */
export function LogoutPage() {
  const { authProvider } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    Promise.resolve(authProvider.logout({}))
      .catch(() => undefined)
      .finally(() => {
        queryClient.clear();
        void navigate(AFTER_LOGOUT_PATH, { replace: true });
      });
  }, [authProvider, queryClient, navigate]);

  return <LoadingScreen fullPage message="app.auth.logging_out" />;
}
