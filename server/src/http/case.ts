type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

const snakeKey = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Database rows are camelCase in TypeScript; the API speaks snake_case. */
export function toSnake(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => toSnake(v));
  if (typeof value === 'object') {
    const out: { [k: string]: Json } = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[snakeKey(k)] = toSnake(v);
    return out;
  }
  return value as Json;
}
