import { useSearchParams } from 'react-router-dom';
import type { AuditFilter } from './api.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A positive whole number from the address, else nothing. */
function idOf(text: string | null): number | undefined {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
}

const textOf = (text: string | null): string | undefined => (text?.trim() ? text.trim() : undefined);
const dateOf = (text: string | null): string | undefined => (text && DATE.test(text) ? text : undefined);

/** The filters a change may set: every one as text, '' for none. */
export type FilterName = keyof AuditFilter;

/**
 * The log's filters and page, kept in the address (`?actor=&action=&target_type=&target_id=&from=&to=&page=`) so that
 * a reload or a shared link shows the same rows. Changing a filter goes back to the first page.
 */
export function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    actor: idOf(params.get('actor')),
    action: textOf(params.get('action')),
    target_type: textOf(params.get('target_type')),
    target_id: idOf(params.get('target_id')),
    from: dateOf(params.get('from')),
    to: dateOf(params.get('to')),
  };
  const page = idOf(params.get('page')) ?? 1;
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    filter,
    page,
    setFilter: (name: FilterName, value: string) => update({ [name]: value, page: '' }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : '' }),
    clear: () => update(Object.fromEntries([...params.keys()].map((name) => [name, '']))),
  };
}
