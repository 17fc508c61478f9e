/**
 * Reading the chosen file in the browser. The server parses and checks the file itself; the browser only
 * decodes it to text (UTF-8, or Windows-1251 as Excel saves "CSV" in a Russian locale); the report
 * carries the values each line gives.
 */

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
