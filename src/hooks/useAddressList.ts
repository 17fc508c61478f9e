import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Query } from '../httpClient.ts';
export const PAGE_SIZES = [25, 50, 100];

/** Where a list is, and how to move: from the address. */
export interface Pager {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * A staff list's state in the address (`?search=&page=&page_size=`, and any filters of the list's own, read from
 * `params`), so a filtered page can be linked to and the browser's Back returns to it; any change but the page's
 * own goes back to page 1.
 */
export function useAddressList() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = positive(params.get('page'), 1);
  const pageSize = positive(params.get('page_size'), PAGE_SIZES[0]);
  const query = useMemo<Query>(
    () => ({ page, page_size: pageSize, ...(search ? { search } : {}) }),
    [page, pageSize, search],
  );
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: !('page' in changes) },
    );
  const pager: Pager = {
    page,
    pageSize,
    onPage: (next) => update({ page: String(next) }),
    onPageSize: (size) => update({ page_size: String(size) }),
  };
  return { params, search, query, pager, update };
}
