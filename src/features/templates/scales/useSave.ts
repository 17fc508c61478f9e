import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { staleCurrentOf, useErrorText, useFieldMessages } from '../../../api/errors.ts';

/**
 * A settings dialog's save: runs the call, and on a refusal puts the server's messages by field (`errors`), a
 * message about the whole (`alert`), or, for a stale version, the current version to send next (`version`).
 */
export function useSave(initialVersion: number, staleKey: string) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const fieldMessages = useFieldMessages();
  const [version, setVersion] = useState(initialVersion);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (run: (version: number) => Promise<unknown>, onSaved: () => void) => {
    setBusy(true);
    setErrors({});
    setAlert(null);
    try {
      await run(version);
      onSaved();
    } catch (failure) {
      const invalid = fieldMessages(failure);
      const current = staleCurrentOf(failure);
      if (invalid) {
        setErrors(invalid.fields);
        setAlert(invalid.root);
      } else if (current) {
        setVersion(Number(current.version));
        setAlert(translate(staleKey));
      } else setAlert(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return { save, errors, alert, busy };
}
