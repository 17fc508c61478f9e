import { useTranslate } from 'react-admin';
import { LONG_TEXT_MAX } from '../../../contract/limits.ts';

export { LONG_TEXT_MAX };

/**
 * What a long text field says under itself while it can be edited: how much of the limit is used, and past
 * it, by how much to shorten. Text past the limit stays in the field (and its draft) and is not sent.
 */
export function useTextLimit(text: string, editable: boolean): { error: boolean; helperText: string | undefined } {
  const translate = useTranslate();
  if (!editable) return { error: false, helperText: undefined };
  const over = text.length - LONG_TEXT_MAX;
  if (over > 0) {
    return { error: true, helperText: translate('app.form.text_too_long', { max: LONG_TEXT_MAX, smart_count: over }) };
  }
  return { error: false, helperText: translate('app.form.text_count', { count: text.length, max: LONG_TEXT_MAX }) };
}

export const withinLimit = (text: string) => text.length <= LONG_TEXT_MAX;
