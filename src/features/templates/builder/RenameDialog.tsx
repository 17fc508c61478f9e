import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type SyntheticEvent } from 'react';
import { useErrorText, useFieldMessages } from '../../../api/errors.ts';
import { TEMPLATE_LIMITS, type LocalizedText } from '../../../../contract/templates.ts';
import { useBuilderTranslate } from './useBuilderTranslate.ts';

type Props = {
  name: LocalizedText;
  onRename: (name: LocalizedText) => Promise<void>;
  onClose: () => void;
};

/** The template's name in Russian and English; a refusal shows on the field the server names. */
export function RenameDialog({ name, onRename, onClose }: Props) {
  const translate = useBuilderTranslate();
  const t = (key: string) => translate(`app.template_builder.rename.${key}`);
  const fieldMessages = useFieldMessages();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<LocalizedText>(name);
  const [errors, setErrors] = useState<Partial<Record<'ru' | 'en', string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setAlert(null);
    try {
      await onRename({ ru: draft.ru.trim(), en: draft.en.trim() });
    } catch (failure) {
      const invalid = fieldMessages(failure);
      if (invalid) {
        setErrors({ ru: invalid.fields['name.ru'], en: invalid.fields['name.en'] });
        const other = Object.entries(invalid.fields)
          .filter(([field]) => field !== 'name.ru' && field !== 'name.en')
          .map(([, message]) => message);
        if (invalid.root) other.unshift(invalid.root);
        setAlert(other.length ? other.join(' ') : null);
      } else setAlert(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="template-rename-title"
      aria-describedby="template-rename-note"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="template-rename-title">{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="template-rename-note">{t('note')}</DialogContentText>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert ? <Alert severity="error">{alert}</Alert> : null}
            {(['ru', 'en'] as const).map((lang) => (
              <TextField
                key={lang}
                autoFocus={lang === 'ru'}
                label={t(`name_${lang}`)}
                value={draft[lang]}
                onChange={(e) => setDraft({ ...draft, [lang]: e.target.value })}
                error={Boolean(errors[lang])}
                helperText={errors[lang]}
                slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.textMax } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('saving') : t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
