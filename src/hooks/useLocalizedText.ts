import { useLocale } from 'react-admin';
import type { LocalizedText } from '../../contract/templates.ts';

/** Gives the reader's half of a text kept in both languages: English in the English interface, else Russian. */
export function useLocalizedText(): (text: LocalizedText) => string {
  const english = useLocale() === 'en';
  return (text) => (english ? text.en : text.ru);
}
