import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogTitle,
  FormControlLabel,
  Paper,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useErrorText } from '../../api/errors.ts';
import type { WebhookEndpointOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { SecretView } from '../../components/SecretView.tsx';
import { ConfirmDialog } from '../structure/ConfirmDialog.tsx';
import { useWebhookEndpoints, useWebhookSettings, webhookCalls, webhooksKey } from './api.ts';
import { CreateEndpointDialog } from './CreateEndpointDialog.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';

const T = 'app.webhooks';
type Asking = { kind: 'rotate' | 'remove'; endpoint: WebhookEndpointOut };

/** The company's setting for endpoints in private networks, with why it is off by default. */
function PrivateAddresses() {
  const translate = useTranslate();
  const { companyId } = useCompanyApi();
  const queryClient = useQueryClient();
  const settings = useWebhookSettings();
  const save = async (allow: boolean) => {
    await webhookCalls(companyId).saveSettings({ allow_private_addresses: allow });
    await queryClient.invalidateQueries({ queryKey: webhooksKey(companyId) });
  };
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={settings.data?.allow_private_addresses ?? false}
            disabled={!settings.data}
            onChange={(_, on) => void save(on)}
          />
        }
        label={translate(`${T}.allow_private`)}
      />
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.allow_private_help`)}
      </Typography>
    </Box>
  );
}

/** `/c/{companyId}/settings/webhooks/` (admins): the company's webhook endpoints and their delivery logs. */
export function WebhooksPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { companyId } = useCompanyApi();
  const list = useWebhookEndpoints();
  const calls = webhookCalls(companyId);
  const [creating, setCreating] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpointOut | null>(null);
  const [rotated, setRotated] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksKey(companyId) });
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      await refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };
  const title = translate(`${T}.title`);
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {translate(`${T}.create`)}
        </Button>
      </Box>
      <Typography color="text.secondary">{translate(`${T}.intro`)}</Typography>
      <QueryState query={list}>
        {(endpoints) =>
          endpoints.length === 0 ? (
            <Typography>{translate(`${T}.empty`)}</Typography>
          ) : (
            <TableContainer component={Paper}>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    {(['url', 'events', 'state'] as const).map((column) => (
                      <TableCell key={column}>{translate(`${T}.${column}`)}</TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {endpoints.map((endpoint) => (
                    <TableRow key={endpoint.id}>
                      <TableCell sx={{ wordBreak: 'break-all' }}>
                        <Typography variant="body2">{endpoint.url}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {endpoint.description}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                          {endpoint.event_types.map((event) => (
                            <Chip key={event} size="small" label={translate(`${T}.event.${event}`)} />
                          ))}
                        </Box>
                      </TableCell>
                      <TableCell>{translate(endpoint.active ? `${T}.active` : `${T}.inactive`)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Button size="small" onClick={() => setLogOf(endpoint)}>
                          {translate(`${T}.log`)}
                        </Button>
                        <Button
                          size="small"
                          onClick={() =>
                            void act(async () => {
                              const sent = await calls.ping(endpoint.id);
                              notify(`${T}.pinged`, {
                                type: sent.status === 'sent' ? 'info' : 'warning',
                                messageArgs: { status: translate(`${T}.status.${sent.status}`) },
                              });
                            })
                          }
                        >
                          {translate(`${T}.ping`)}
                        </Button>
                        <Button
                          size="small"
                          onClick={() => void act(() => calls.update(endpoint.id, { active: !endpoint.active }))}
                        >
                          {translate(endpoint.active ? `${T}.disable` : `${T}.enable`)}
                        </Button>
                        <Button size="small" onClick={() => setAsking({ kind: 'rotate', endpoint })}>
                          {translate(`${T}.rotate`)}
                        </Button>
                        <Button size="small" color="error" onClick={() => setAsking({ kind: 'remove', endpoint })}>
                          {translate(`${T}.remove`)}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryState>
      <PrivateAddresses />
      {creating ? <CreateEndpointDialog onClose={() => setCreating(false)} /> : null}
      {logOf ? <DeliveryLog endpoint={logOf} onClose={() => setLogOf(null)} /> : null}
      {asking ? (
        <ConfirmDialog
          title={translate(`${T}.${asking.kind}_title`, { url: asking.endpoint.url })}
          text={translate(`${T}.${asking.kind}_text`)}
          confirmLabel={translate(`${T}.${asking.kind}`)}
          describe={errorText}
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            if (asking.kind === 'rotate') setRotated((await calls.rotate(asking.endpoint.id)).secret);
            else {
              await calls.remove(asking.endpoint.id);
              notify(`${T}.removed`, { type: 'info' });
            }
            await refresh();
            setAsking(null);
          }}
        />
      ) : null}
      {rotated ? <RotatedSecret secret={rotated} onClose={() => setRotated(null)} /> : null}
    </Box>
  );
}

/** A rotated secret, shown this once. */
function RotatedSecret({ secret, onClose }: { secret: string; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="webhook-secret-title">
      <DialogTitle id="webhook-secret-title">{translate(`${T}.secret_title`)}</DialogTitle>
      <SecretView secret={secret} messages={T} onClose={onClose} />
    </Dialog>
  );
}
