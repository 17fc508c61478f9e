import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { LOCALE_COOKIE } from '../../contract/locale.ts';
import { en } from '../../src/i18n/en.ts';
import { createI18nProvider, formatDate, LOCALE_STORAGE_KEY, storedLocale } from '../../src/i18n/index.ts';
import { ru } from '../../src/i18n/ru.ts';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('translations', () => {
  it('Russian is the default language', () => {
    expect(storedLocale()).toBe('ru');
    expect(createI18nProvider().translate('app.menu.settings')).toBe('Настройки');
  });

  it('the app and resource messages exist in both languages', () => {
    expect(keys({ app: en.app, resources: en.resources }).sort()).toEqual(
      keys({ app: ru.app, resources: ru.resources }).sort(),
    );
  });

  it('Russian covers every react-admin message English has', () => {
    const russian = new Set(keys(ru));
    expect(keys(en).filter((key) => !russian.has(key))).toEqual([]);
  });

  it('switching to English switches dates too and is remembered', async () => {
    const provider = createI18nProvider('ru');
    expect(formatDate('2025-03-20', 'ru')).toBe('20 марта 2025 г.');
    await provider.changeLocale('en');
    expect(provider.translate('app.menu.settings')).toBe('Settings');
    expect(dayjs.locale()).toBe('en');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(storedLocale()).toBe('en');
    expect(formatDate('2025-03-20', 'en')).toBe('March 20, 2025');
  });

  it('tells the server the language for its first paint only once it is not the default', async () => {
    const cookieOf = () => document.cookie.split('; ').find((pair) => pair.startsWith(`${LOCALE_COOKIE}=`));
    document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
    const provider = createI18nProvider('ru');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cookieOf()).toBeUndefined();
    await provider.changeLocale('en');
    expect(cookieOf()).toBe(`${LOCALE_COOKIE}=en`);
    await provider.changeLocale('ru');
    expect(cookieOf()).toBe(`${LOCALE_COOKIE}=ru`);
    // A cookie left from another language is corrected as the app starts.
    createI18nProvider('en');
    await vi.waitFor(() => expect(cookieOf()).toBe(`${LOCALE_COOKIE}=en`));
    // A switch made before that check is not undone by it.
    const started = createI18nProvider('en');
    await started.changeLocale('ru');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cookieOf()).toBe(`${LOCALE_COOKIE}=ru`);
  });
});
