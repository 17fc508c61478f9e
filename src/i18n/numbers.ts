import { DEFAULT_LOCALE, isAppLocale } from './locale.ts';

/**
 * A number as the reader types it back into a field: the language's decimal mark («0,34» in Russian), no grouping
 * (a space or comma between thousands would not read back), every decimal kept.
 */
export function decimalInputText(value: number, locale: string): string {
  return new Intl.NumberFormat(isAppLocale(locale) ? locale : DEFAULT_LOCALE, {
    maximumFractionDigits: 10,
    useGrouping: false,
  }).format(value);
}

/** What a person typed as a decimal, with a comma or a point; NaN when it is empty or not a number. */
export function parseDecimal(text: string): number {
  const typed = text.trim();
  return typed === '' ? NaN : Number(typed.replace(',', '.'));
}
