import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useCodedText } from '../../api/errors.ts';
import type { LaunchOut, LaunchPreviewOut } from '../../api/types.ts';
import { useLocalizedText } from '../../hooks/useLocalizedText.ts';

type Skipped = LaunchOut['skipped'];

/** A list in a box of its own height, so that a long one scrolls inside the dialog. */
function Names({ title, children, more }: { title: string; children: ReactNode; more: number }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense disablePadding sx={{ maxHeight: 220, overflowY: 'auto' }}>
        {children}
        {more > 0 ? (
          <ListItem disableGutters>
            <ListItemText secondary={translate('app.manager.preview_more', { smart_count: more })} />
          </ListItem>
        ) : null}
      </List>
    </Box>
  );
}

/** People given no form, each with the reason in words. */
export function SkippedList({ title, skipped, total }: { title: string; skipped: Skipped; total: number }) {
  const codedText = useCodedText();
  if (!total) return null;
  return (
    <Names title={title} more={total - skipped.length}>
      {skipped.map((person) => (
        <ListItem key={person.employee_id} disableGutters>
          <ListItemText primary={person.full_name} secondary={codedText({ code: person.reason })} />
        </ListItem>
      ))}
    </Names>
  );
}

/** Who a launch would give a form (with department, reviewer and template) and who it would skip, and why. */
export function LaunchPreview({ preview }: { preview: LaunchPreviewOut }) {
  const translate = useTranslate();
  const word = useLocalizedText();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Names
        title={translate('app.manager.preview_forms', { smart_count: preview.forms_count })}
        more={preview.forms_count - preview.forms.length}
      >
        {preview.forms.map((person) => (
          <ListItem key={person.employee_id} disableGutters>
            <ListItemText
              primary={person.full_name}
              secondary={[
                person.position,
                person.department,
                person.reviewer ? translate('app.manager.reviewer_of', { name: person.reviewer }) : null,
                person.template ? translate('app.manager.template_of', { name: word(person.template.name) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </Names>
      <SkippedList
        title={translate('app.manager.preview_skipped', { smart_count: preview.skipped_count })}
        skipped={preview.skipped}
        total={preview.skipped_count}
      />
    </Box>
  );
}
