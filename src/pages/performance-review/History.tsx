import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FormDetailOut as FormDetail } from '../../api/types.ts';
import { Section } from './sections.tsx';
import { useFormatDateTime } from './useFormatDateTime.ts';

type Entry = { key: string; at: string; primary: string; by: string | null; reason: string };

/** Stage moves and hand-overs, newest first: who, when (in the reader's language), from → to, why. */
export function History({ form }: { form: FormDetail }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const stage = (name: string) => translate(`app.stages.${name}`);
  const entries: Entry[] = [
    ...form.transitions.map((move, index) => ({
      key: `move-${index}`,
      at: move.at,
      primary: `${stage(move.from_stage)} → ${stage(move.to_stage)}`,
      by: move.by,
      reason: move.reason,
    })),
    ...form.delegations.map((handover, index) => ({
      key: `handover-${index}`,
      at: handover.at,
      primary: translate('app.form.handed_over'),
      by: handover.by,
      reason: '',
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  if (!entries.length) return null;
  return (
    <Section title={translate('app.form.history')}>
      <List dense disablePadding>
        {entries.map((entry) => (
          <ListItem key={entry.key} disableGutters divider>
            <ListItemText
              primary={entry.primary}
              secondary={[
                formatDateTime(entry.at),
                entry.by,
                entry.reason ? translate('app.form.history_reason', { reason: entry.reason }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
