/**
 * Reading the chosen file in the browser. The server parses and checks the file itself; the browser only
 * decodes it to text (UTF-8, or Windows-1251 as Excel saves "CSV" in a Russian locale) and reads the
 * cells of each line so the report table can show the name, department and manager the line gives.
 * The reader follows the server's rules (server/src/modules/structure/csv.ts): "," or ";" separators
 * detected from the header, quoted fields, CRLF/LF/CR, a byte-order mark, blank lines skipped.
 */

/** The columns the server knows (import.rows.ts COLUMNS), in the template's order. */
export const IMPORT_COLUMNS = ['email', 'first_name', 'last_name', 'department', 'position', 'manager_email', 'role', 'is_admin'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The server accepts a body of 8 MB of text. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

export type FileCheck = { ok: true } | { ok: false; reason: 'excel' | 'type' | 'size' | 'empty' };

/** CSV only: an Excel workbook is refused with advice to save it as CSV, since the API takes CSV text only. */
export function checkFile(file: File): FileCheck {
  const name = file.name.toLowerCase();
  if (/\.(xlsx|xlsm|xls|ods)$/.test(name)) return { ok: false, reason: 'excel' };
  if (!name.endsWith('.csv') && file.type !== 'text/csv') return { ok: false, reason: 'type' };
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > MAX_FILE_BYTES) return { ok: false, reason: 'size' };
  return { ok: true };
}

async function bytesOf(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Response(file).arrayBuffer();
}

/** The file as text: UTF-8 when it is valid UTF-8, otherwise Windows-1251. */
export async function readFileText(file: File): Promise<string> {
  const bytes = await bytesOf(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas += 1;
    else if (!quoted && ch === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

type CsvRecord = { line: number; fields: string[] };

function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let started = false;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    started = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line += 1;
        field += ch;
      }
    } else if (ch === '"' && !started) {
      quoted = true;
      started = true;
    } else if (ch === separator) {
      fields.push(field);
      field = '';
      started = false;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += ch;
      started = true;
    }
  }
  if (field !== '' || fields.length) endRecord();
  return records;
}

export type FileLine = Partial<Record<ImportColumn, string>>;

/** The cells of each data line by its line number; an unreadable file gives an empty map (the server says why). */
export function linesOf(text: string): Map<number, FileLine> {
  const records = parseCsv(text);
  const lines = new Map<number, FileLine>();
  if (!records.length) return lines;
  const index = new Map<ImportColumn, number>();
  records[0].fields.forEach((raw, i) => {
    const name = raw.trim().toLowerCase().replace(/\s+/g, '_');
    if ((IMPORT_COLUMNS as readonly string[]).includes(name) && !index.has(name as ImportColumn)) index.set(name as ImportColumn, i);
  });
  for (const { line, fields } of records.slice(1)) {
    const cells: FileLine = {};
    for (const [column, i] of index) cells[column] = (fields[i] ?? '').trim();
    lines.set(line, cells);
  }
  return lines;
}
