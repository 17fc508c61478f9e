/** The longest file name a download gets (before its extension), in characters. */
const MAX_NAME = 120;
/** What Windows, macOS or Linux refuse in a file name, and control characters. */
const UNSAFE = /[\p{Cc}/\\:*?"<>|]+/gu;

/**
 * A file name from its parts ("Анкеты — Весна 2030 — Продажи.xlsx"): characters no file system takes and
 * control characters become spaces, missing parts drop out.
 */
export function fileName(parts: (string | null)[], extension: string): string {
  const name = parts
    .filter((p): p is string => Boolean(p?.trim()))
    .map((p) => p.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim())
    .join(' — ')
    .slice(0, MAX_NAME)
    .trim();
  return `${name || 'export'}.${extension}`;
}

/** RFC 5987's attr-char: everything else is percent-encoded from UTF-8. */
const encode5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the name twice (RFC 6266): `filename*` in UTF-8 for browsers, which all read it, and an
 * ASCII `filename` for anything older, with the rest replaced.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encode5987(name)}`;
}
