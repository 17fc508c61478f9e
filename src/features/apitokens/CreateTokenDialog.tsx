import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TOKEN_AREAS, type TokenAccess, type TokenArea, type TokenScope } from '../../../contract/api-tokens.ts';
import { useFieldMessages, useErrorText } from '../../api/errors.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { SecretView } from '../../components/SecretView.tsx';
import { apiTokenCalls, apiTokensKey } from './api.ts';

const T = 'app.api_tokens';
type Choice = TokenAccess | 'none';

/** A month from today, as the expiry offered first. */
function inAMonth(): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/** Creates a token: its name, the access per area and the last day it works; then shows its secret once. */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { companyId } = useCompanyApi();
  const queryClient = useQueryClient();
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [expiresOn, setExpiresOn] = useState(inAMonth);
  const [access, setAccess] = useState<Record<TokenArea, Choice>>(
    () => Object.fromEntries(TOKEN_AREAS.map((area) => [area, 'none'])) as Record<TokenArea, Choice>,
  );
  const scopes = TOKEN_AREAS.flatMap((area): TokenScope[] => {
    const choice = access[area];
    return choice === 'none' ? [] : [`${area}:${choice}`];
  });
  const create = useMutation({
    mutationFn: () => apiTokenCalls(companyId).create({ name, scopes, expires_on: expiresOn }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey(companyId) }),
  });
  const errors = create.error ? fieldMessages(create.error) : null;
  const title = translate(create.data ? `${T}.secret_title` : `${T}.dialog_title`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="api-token-dialog-title">
      <DialogTitle id="api-token-dialog-title">{title}</DialogTitle>
      {create.data ? (
        <SecretView secret={create.data.secret} messages={T} onClose={onClose} />
      ) : (
        <>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <TextField
              label={translate(`${T}.name`)}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(errors?.fields.name)}
              helperText={errors?.fields.name}
              sx={{ mt: 1 }}
              required
            />
            <Typography variant="subtitle2">{translate(`${T}.scopes`)}</Typography>
            {TOKEN_AREAS.map((area) => (
              <TextField
                key={area}
                select
                size="small"
                label={translate(`${T}.areas.${area}`)}
                value={access[area]}
                onChange={(event) => setAccess({ ...access, [area]: event.target.value as Choice })}
              >
                {(['none', 'read', 'write'] as const).map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {translate(`${T}.access.${choice}`)}
                  </MenuItem>
                ))}
              </TextField>
            ))}
            {errors?.fields.scopes ? <Alert severity="error">{errors.fields.scopes}</Alert> : null}
            <TextField
              type="date"
              label={translate(`${T}.expires_on`)}
              value={expiresOn}
              onChange={(event) => setExpiresOn(event.target.value)}
              error={Boolean(errors?.fields.expires_on)}
              helperText={errors?.fields.expires_on}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            {create.error && !errors ? <Alert severity="error">{errorText(create.error)}</Alert> : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button
              variant="contained"
              disabled={create.isPending || scopes.length === 0}
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
