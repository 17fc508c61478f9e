import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, List, ListItem, ListItemText } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DelegationRecordOut, FormDetailOut as FormDetail } from '../../api/types.ts';
import { useCompany } from '../../shell/sessionContext.tsx';
import { RevokeDelegationDialog } from './RevokeDelegationDialog.tsx';
import { Section } from './sections.tsx';
import { useFormatDateTime } from '../../hooks/useFormatDateTime.ts';

type Entry = { key: string; at: string; primary: string; details: (string | null)[]; action?: ReactNode };

/**
 * Stage moves and hand-overs, newest first: what happened (from → to), when (in the reader's language), who
 * did it and why. The hand-over in force can be taken back here by an admin or the reviewer it came from.
 */
export function History({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const company = useCompany();
  const [revoking, setRevoking] = useState<DelegationRecordOut | null>(null);
  const stage = (name: string) => translate(`app.stages.${name}`);
  const mine = (handover: DelegationRecordOut) =>
    handover.from_reviewer_id !== null && handover.from_reviewer_id === company.employee_in_position_id;

  const revokeButton = (handover: DelegationRecordOut) => {
    if (!handover.revocable || !(form.me.is_admin || mine(handover))) return undefined;
    return (
      <Button size="small" variant="outlined" startIcon={<UndoIcon />} onClick={() => setRevoking(handover)}>
        {mine(handover)
          ? translate('app.form.revoke_self')
          : translate('app.form.revoke_to', { name: handover.from_reviewer_name ?? '' })}
      </Button>
    );
  };

  const entries: Entry[] = [
    ...form.transitions.map((move, index) => ({
      key: `move-${index}`,
      at: move.at,
      primary: `${stage(move.from_stage)} → ${stage(move.to_stage)}`,
      details: [move.by, move.reason ? translate('app.form.history_reason', { reason: move.reason }) : null],
    })),
    ...form.delegations.map((handover, index) => ({
      key: `handover-${index}`,
      at: handover.at,
      primary: translate(handover.returned ? 'app.form.handback' : 'app.form.handover', {
        from: handover.from_reviewer_name ?? translate('app.form.no_reviewer'),
        to: handover.to_reviewer_name,
      }),
      details: [
        handover.by
          ? translate(handover.returned ? 'app.form.handback_by' : 'app.form.handover_by', { name: handover.by })
          : null,
      ],
      action: revokeButton(handover),
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  if (!entries.length) return null;
  return (
    <Section title={translate('app.form.history')}>
      <List dense disablePadding>
        {entries.map((entry) => (
          <ListItem key={entry.key} disableGutters divider sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <ListItemText
              sx={{ minWidth: 0 }}
              primary={entry.primary}
              secondary={[formatDateTime(entry.at), ...entry.details].filter(Boolean).join(' · ')}
            />
            {entry.action ? <Box sx={{ flexShrink: 0, pb: 1 }}>{entry.action}</Box> : null}
          </ListItem>
        ))}
      </List>
      {revoking ? (
        <RevokeDelegationDialog
          formId={form.id}
          handover={revoking}
          self={mine(revoking)}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </Section>
  );
}
