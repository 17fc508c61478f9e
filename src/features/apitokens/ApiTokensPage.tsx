import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Chip,
  Paper,
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
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { TokenArea } from '../../../contract/api-tokens.ts';
import { formatDate } from '../../../contract/dates.ts';
import { useErrorText } from '../../api/errors.ts';
import type { ApiTokenOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { ConfirmDialog } from '../structure/ConfirmDialog.tsx';
import { apiTokenCalls, apiTokensKey, useApiTokens } from './api.ts';
import { CreateTokenDialog } from './CreateTokenDialog.tsx';

const T = 'app.api_tokens';

type RowProps = { token: ApiTokenOut; now: number; onRevoke: (token: ApiTokenOut) => void };

function TokenRow({ token, now, onRevoke }: RowProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = (value: string | null) => formatDate(value, locale);
  const expired = new Date(token.expires_at).getTime() <= now;
  const status = token.revoked_at
    ? translate(`${T}.revoked`, { date: date(token.revoked_at) })
    : translate(expired ? `${T}.expired` : `${T}.active`);
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2">{token.name}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {token.hint}…
        </Typography>
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {token.scopes.map((scope) => {
            const [area, access] = scope.split(':') as [TokenArea, 'read' | 'write'];
            return (
              <Chip
                key={scope}
                size="small"
                label={translate(`${T}.scope.${access}`, { area: translate(`${T}.areas.${area}`) })}
              />
            );
          })}
        </Box>
      </TableCell>
      <TableCell>{date(token.created_at)}</TableCell>
      <TableCell>{date(token.expires_on)}</TableCell>
      <TableCell>{token.last_used_at ? date(token.last_used_at) : translate(`${T}.never`)}</TableCell>
      <TableCell>{status}</TableCell>
      <TableCell align="right">
        {token.revoked_at ? null : (
          <Button
            color="error"
            size="small"
            aria-label={translate(`${T}.revoke_named`, { name: token.name })}
            onClick={() => onRevoke(token)}
          >
            {translate(`${T}.revoke`)}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** `/c/{companyId}/settings/api-tokens/` (admins): the company's API tokens; create one, revoke one. */
export function ApiTokensPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { companyId } = useCompanyApi();
  const list = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenOut | null>(null);
  // Whether a token has expired is read against the time the page opened.
  const [now] = useState(() => Date.now());
  const title = translate(`${T}.title`);
  const columns = ['name', 'scopes', 'created', 'expires', 'last_used', 'status'] as const;
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
        {(tokens) =>
          tokens.length === 0 ? (
            <Typography>{translate(`${T}.empty`)}</Typography>
          ) : (
            <TableContainer component={Paper}>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column}>{translate(`${T}.${column}`)}</TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {tokens.map((token) => (
                    <TokenRow key={token.id} token={token} now={now} onRevoke={setRevoking} />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryState>
      {creating ? <CreateTokenDialog onClose={() => setCreating(false)} /> : null}
      {revoking ? (
        <ConfirmDialog
          title={translate(`${T}.revoke_title`, { name: revoking.name })}
          text={translate(`${T}.revoke_text`)}
          confirmLabel={translate(`${T}.revoke`)}
          describe={errorText}
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            await apiTokenCalls(companyId).revoke(revoking.id);
            await queryClient.invalidateQueries({ queryKey: apiTokensKey(companyId) });
            notify(`${T}.revoked_done`, { type: 'info' });
            setRevoking(null);
          }}
        />
      ) : null}
    </Box>
  );
}
