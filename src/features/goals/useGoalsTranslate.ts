import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { goalsEn, goalsRu } from './messages.ts';

const PREFIX = 'app.goals.';

/** A phrase of the feature's messages by its path, its `%{name}`s filled in; the key itself when there is none. */
export function phrase(messages: object, key: string, options: Record<string, unknown> = {}): string {
  let node: unknown = messages;
  for (const part of key.slice(PREFIX.length).split('.')) {
    node = typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/%\{(\w+)\}/g, (whole, name: string) => {
    const value = options[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/**
 * The goals' words come with their screens' chunk, not with the first load (src/i18n holds only the menu's and a
 * goal's health and progress, sharedMessages.ts): `app.goals.*` from this feature's messages in the language shown,
 * every other key, and those the chunk leaves to the first load, from the app's.
 */
export function useGoalsTranslate(): (key: string, options?: Record<string, unknown>) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (key: string, options?: Record<string, unknown>) => {
      const own = key.startsWith(PREFIX) ? phrase(locale === 'en' ? goalsEn : goalsRu, key, options) : key;
      return own === key ? translate(key, options) : own;
    },
    [locale, translate],
  );
}
