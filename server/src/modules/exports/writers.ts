import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { Lang } from '../../../../contract/errors/index.ts';
import type { Cell, Column } from './table.ts';

/**
 * Rows in, one file out: the rows go through as they come, only the (compressed) file itself is kept. `sheet`
 * starts a sheet with its columns (a spreadsheet holds a sheet per template version of the period's forms); a
 * CSV has one table, headed by the first sheet's columns.
 */
export type TableWriter = {
  sheet(name: string, columns: Column[]): void;
  write(rows: Cell[][]): void;
  finish(): Promise<Buffer>;
};

/** Collects what a stream gives; the file ends up in the database, whole, anyway. */
function collector() {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  return { stream, result: async () => (await ended, Buffer.concat(chunks)) };
}

/**
 * XLSX through exceljs's streaming writer: each row is committed (serialised and compressed) as soon as it
 * is written, so the sheet never sits in memory whole. Strings are inline, not shared: a shared-strings
 * table would hold every distinct text until the end. Sheets are written one after another: a new one
 * commits the one before.
 */
export function xlsxWriter(): TableWriter {
  const out = collector();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out.stream, useStyles: true, useSharedStrings: false });
  let current: ExcelJS.Worksheet | null = null;
  return {
    sheet(name, columns) {
      current?.commit();
      const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      current = sheet;
    },
    write(rows) {
      for (const row of rows) current?.addRow(row).commit();
    },
    async finish() {
      current?.commit();
      await book.commit();
      return out.result();
    },
  };
}

/** Text a spreadsheet would take for a formula ("=...", "+...", "-...", "@...") is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * RFC 4180 CSV with a byte-order mark, so that spreadsheet apps read Cyrillic as UTF-8. Russian-locale Excel
 * splits columns on ";" and reads "3,5" as a number, so separator and decimal mark follow the language, as
 * the web's own CSV downloads do.
 */
export function csvWriter(lang: Lang): TableWriter {
  const separator = lang === 'ru' ? ';' : ',';
  const cellText = (cell: Cell): string => {
    if (cell === null) return '';
    if (typeof cell === 'number') return lang === 'ru' ? String(cell).replace('.', ',') : String(cell);
    const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
    return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const line = (cells: Cell[]) => `${cells.map(cellText).join(separator)}\r\n`;
  const chunks: Buffer[] = [];
  return {
    sheet(_name, columns) {
      if (!chunks.length) chunks.push(Buffer.from(`\uFEFF${line(columns.map((c) => c.header))}`, 'utf8'));
    },
    write(rows) {
      if (rows.length) chunks.push(Buffer.from(rows.map(line).join(''), 'utf8'));
    },
    finish: () => Promise.resolve(Buffer.concat(chunks)),
  };
}
