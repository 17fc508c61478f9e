import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../contract/webhooks.ts';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { SecretView } from '../../components/SecretView.tsx';
import { webhookCalls, webhooksKey } from './api.ts';

const T = 'app.webhooks';

/** Adds an endpoint: its URL, a description and its events; then shows its signing secret once. */
export function CreateEndpointDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { companyId } = useCompanyApi();
  const queryClient = useQueryClient();
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const create = useMutation({
    mutationFn: () => webhookCalls(companyId).create({ url, description, event_types: events, active: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(companyId) }),
  });
  const errors = create.error ? fieldMessages(create.error) : null;
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents(on ? WEBHOOK_EVENTS.filter((e) => e === event || events.includes(e)) : events.filter((e) => e !== event));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="webhook-dialog-title">
      <DialogTitle id="webhook-dialog-title">
        {translate(create.data ? `${T}.secret_title` : `${T}.dialog_title`)}
      </DialogTitle>
      {create.data ? (
        <SecretView secret={create.data.secret} messages={T} onClose={onClose} />
      ) : (
        <>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <TextField
              label={translate(`${T}.url`)}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              error={Boolean(errors?.fields.url)}
              helperText={errors?.fields.url}
              placeholder="https://"
              sx={{ mt: 1 }}
              required
            />
            <TextField
              label={translate(`${T}.description`)}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
            <FormGroup>
              <FormLabel component="legend">{translate(`${T}.events`)}</FormLabel>
              {WEBHOOK_EVENTS.map((event) => (
                <FormControlLabel
                  key={event}
                  control={
                    <Checkbox checked={events.includes(event)} onChange={(_, on) => toggle(event, on)} size="small" />
                  }
                  label={translate(`${T}.event.${event}`)}
                />
              ))}
            </FormGroup>
            {errors?.fields.event_types ? <Alert severity="error">{errors.fields.event_types}</Alert> : null}
            {create.error && !errors ? <Alert severity="error">{errorText(create.error)}</Alert> : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button
              variant="contained"
              disabled={create.isPending || events.length === 0 || !url.trim()}
              onClick={() => create.mutate()}
            >
              {translate(`${T}.create`)}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
