import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useCompany } from '../../shell/session.tsx';
import { useCompanyApi } from '../../api/useCompanyApi.ts';

/** Admins launch the active period for every active employee; people who have a form are skipped. */
export function LaunchButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const company = useCompany();
  const { api, companyId } = useCompanyApi();
  const client = useQueryClient();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const summary = useQuery({
    queryKey: queryKeys.review.summary(companyId),
    enabled: company.is_admin,
    queryFn: () => api.getReviewSummary(),
  });
  const period = summary.data?.active_period;
  if (!company.is_admin || !period) return null;
  const launch = async () => {
    try {
      const res = await api.launchPeriod({ period: period.id, all_employees: true });
      notify('app.manager.launched', {
        type: 'success',
        messageArgs: { created: res.created, skipped: res.skipped.length },
      });
      setOpen(false);
      await client.invalidateQueries({ queryKey: queryKeys.company(companyId) });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {translate('app.manager.launch')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate('app.manager.launch')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.manager.launch_confirm', { period: period.name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void launch()}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
