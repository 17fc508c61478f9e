import { downloadCSV, type TranslateFunction } from 'react-admin';

export type CsvCell = string | number | boolean | null | undefined;

function escapeCell(value: CsvCell, separator: string): string {
  const text = value === null || value === undefined ? '' : String(value);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV with a BOM so spreadsheet apps read Cyrillic as UTF-8. Russian-locale Excel splits
 * columns on ";", so the separator follows the language.
 */
export function toCsv(rows: CsvCell[][], locale: string): string {
  const separator = locale === 'ru' ? ';' : ',';
  return `\ufeff${rows.map((row) => row.map((cell) => escapeCell(cell, separator)).join(separator)).join('\r\n')}`;
}

/**
 * Hands a list to the browser as CSV: the headers are the resource's translated field names, the file is
 * named after the resource (its plural name), both in the user's language.
 */
export function downloadList(
  translate: TranslateFunction,
  resource: string,
  columns: readonly string[],
  rows: CsvCell[][],
  locale: string,
): void {
  const header = columns.map((column) => translate(`resources.${resource}.fields.${column}`));
  downloadCSV(toCsv([header, ...rows], locale), translate(`resources.${resource}.name`, { smart_count: 2 }));
}
