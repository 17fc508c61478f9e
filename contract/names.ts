/**
 * A person's name as every screen, mail and file writes it: "First Last", either part missing left out, and
 * `fallback` (their email, say) when both are empty. The server's SQL writes it the same (db/sql.ts fullNameSql).
 */
export function personName(first: string | null | undefined, last: string | null | undefined, fallback = ''): string {
  return `${first ?? ''} ${last ?? ''}`.trim() || fallback;
}
