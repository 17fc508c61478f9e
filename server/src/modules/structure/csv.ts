import type { CodedError } from '../../../../contract/errors/index.ts';
/**
 * A small RFC 4180 reader: quoted fields (with "" for a quote, and separators or line breaks inside),
 * CRLF, LF or CR line ends, a UTF-8 byte-order mark, and "," or ";" as the separator (Excel in a Russian
 * locale writes ";"), detected from the header line. Each record keeps the physical line it starts on.
 */
export type CsvRecord = { line: number; fields: string[] };
export type CsvResult = { separator: ',' | ';'; records: CsvRecord[] };

export class CsvError extends Error {
  readonly error: CodedError;
  constructor(readonly line: number) {
    super('unclosed_quote');
    this.error = { code: 'unclosed_quote', params: { line } };
  }
}

/** The separator is whichever of "," and ";" appears more often, outside quotes, in the first line. */
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

export function parseCsv(input: string): CsvResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let fieldStarted = false;

  const endRecord = () => {
    fields.push(field);
    // A blank line is no record.
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
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
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteLine = line;
    } else if (ch === separator) {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      // A quote inside an unquoted field is kept as it is, as spreadsheets do.
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvError(quoteLine);
  if (field !== '' || fields.length) endRecord();
  return { separator, records };
}

/** Writes records with "," separators, quoting what needs it; CRLF line ends, as RFC 4180 says. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const cell = (s: string) => (/[",;\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s);
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
