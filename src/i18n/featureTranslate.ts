import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** A phrase of a feature's messages by its path under `prefix`, its `%{name}`s filled in; the key when there is none. */
export function featurePhrase(
  messages: object,
  prefix: string,
  key: string,
  options: Record<string, unknown> = {},
): string {
  let node: unknown = messages;
  for (const part of key.slice(prefix.length).split('.')) {
    node = typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/%\{(\w+)\}/g, (whole, name: string) => {
    const value = options[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/**
 * A feature's words that come with its screens' chunk, not with the first load: keys under `prefix` from its own
 * messages in the language shown, every other key from the app's.
 */
export function useFeatureTranslate(
  prefix: string,
  ru: object,
  en: object,
): (key: string, options?: Record<string, unknown>) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (key: string, options?: Record<string, unknown>) =>
      key.startsWith(prefix) ? featurePhrase(locale === 'en' ? en : ru, prefix, key, options) : translate(key, options),
    [prefix, ru, en, locale, translate],
  );
}
