import { Alert, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { PRAISE_REACTIONS, type PraiseReaction } from '../../../contract/enums.ts';
import { PRAISE_HIDE_REASON_MAX } from '../../../contract/limits.ts';
import { useErrorText, useFieldMessages } from '../../api/errors.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { PraiseOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';
import { useRecognitionTranslate } from './useRecognitionTranslate.ts';

const EMOJI: Record<PraiseReaction, string> = { like: '👍', heart: '❤️', clap: '👏', party: '🎉', star: '⭐' };

/** A praise in the feed: who thanked whom for which value, its reactions, and (admins) hiding it with a reason. */
export function PraiseCard({ praise, canHide }: { praise: PraiseOut; canHide: boolean }) {
  const translate = useRecognitionTranslate();
  const notify = useNotify();
  const formatDateTime = useFormatDateTime();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const queryClient = useQueryClient();
  const { api, companyId } = useCompanyApi();
  // What an action answered stands until the feed brings a newer reading of the praise.
  const [answered, setAnswered] = useState<{ from: PraiseOut; praise: PraiseOut } | null>(null);
  const current = answered?.from === praise ? answered.praise : praise;
  const [failure, setFailure] = useState<unknown>(null);
  const [hiding, setHiding] = useState(false);
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<PraiseOut>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      setAnswered({ from: praise, praise: await action() });
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const counts = new Map(current.reactions.map((r) => [r.kind, r]));
  const hideMessages = failure ? fieldMessages(failure) : null;
  return (
    <Card variant="outlined" sx={current.hidden ? { opacity: 0.7 } : undefined}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.recognition.praise.by', {
            author: current.author.name,
            recipients: current.recipients.map((r) => r.name).join(', '),
          })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip size="small" color="primary" label={current.value.name} />
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(current.created_at)}
          </Typography>
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{current.text}</Typography>
        {current.hidden ? (
          <Alert severity="warning">
            {translate('app.recognition.praise.hidden', { reason: current.hidden_reason })}
          </Alert>
        ) : null}
        {failure && !hiding ? <Alert severity="error">{errorText(failure)}</Alert> : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {PRAISE_REACTIONS.map((kind) => {
            const reaction = counts.get(kind);
            const mine = reaction?.mine ?? false;
            const count = reaction?.count ?? 0;
            const name = translate(`app.recognition.praise.react.${kind}`);
            return (
              <Button
                key={kind}
                size="small"
                variant={mine ? 'contained' : 'outlined'}
                aria-pressed={mine}
                aria-label={translate('app.recognition.praise.reaction', { name, count })}
                disabled={busy}
                onClick={() => void act(() => (mine ? api.unreact(current.id, kind) : api.react(current.id, kind)))}
                sx={{ minWidth: 0 }}
              >
                <span aria-hidden>{EMOJI[kind]}</span>&nbsp;{count}
              </Button>
            );
          })}
          {canHide && !current.hidden ? (
            <Button size="small" color="error" onClick={() => setHiding(true)}>
              {translate('app.recognition.praise.hide')}
            </Button>
          ) : null}
        </Box>
      </CardContent>
      {hiding ? (
        <ReasonDialog
          id={`hide-praise-${String(current.id)}`}
          title={translate('app.recognition.praise.hide_title')}
          text={current.text}
          label={translate('app.recognition.praise.reason')}
          destructive
          busy={busy}
          error={failure ? (hideMessages ? hideMessages.root : errorText(failure)) : null}
          fieldError={hideMessages?.fields.reason ?? null}
          maxLength={PRAISE_HIDE_REASON_MAX}
          onConfirm={(reason) =>
            void act(() => api.hidePraise(current.id, reason)).then((ok) => {
              if (!ok) return;
              setHiding(false);
              notify(translate('app.recognition.praise.hidden_ok'), { type: 'info' });
              void queryClient.invalidateQueries({ queryKey: queryKeys.recognition.all(companyId) });
            })
          }
          onClose={() => setHiding(false)}
        />
      ) : null}
    </Card>
  );
}
