// The content page's table as the address bar holds it (page, size, search, filters, order),
// and the one page of rows the server answers for it: the server searches, filters, sorts and
// pages.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { listPage, type ListPage } from '../api/admin';
import type { EntityDesc } from './entities';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, listParams, pageCount, readPage, readQuery, readSize, type TableQuery } from './rows';

/** Milliseconds of no typing before a table's search is sent to the server. */
const SEARCH_PAUSE_MS = 300;

/** `value`, once it has stayed the same for `ms` (its first value at once). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Changes the address bar's query with `change`, starting from the address as it is now, not
 * as of the last render: two quick changes (clearing the search, then choosing a filter) must
 * not bring back the first's value.
 */
function useAddressChange(): (change: (next: URLSearchParams) => void) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (change) =>
      setParams(
        () => {
          const next = new URLSearchParams(window.location.search);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}

export function useContentList(desc: EntityDesc, token: string | null) {
  const [params] = useSearchParams();
  const change = useAddressChange();
  const page = readPage(params);
  const query = readQuery(params);
  // A table that does not page (one item, such as the introduction) asks for the largest page.
  const size = desc.paginate ? readSize(params) : MAX_PAGE_SIZE;
  // The search box writes the address at every key; the server is asked once typing pauses.
  const typed = useSettled(query.q, SEARCH_PAUSE_MS);
  const listQuery = listParams({ ...query, q: typed }, page, size, desc.tableFilters?.select?.key).toString();
  const list = useSWR<ListPage, unknown>(
    token ? ['admin-list', desc.list.path, listQuery] : null,
    ([, path, q]: [string, string, string]) => listPage(path, new URLSearchParams(q)),
    // The rows shown stay while the next page is asked for, so the table does not jump.
    { keepPreviousData: true },
  );

  const setPage = useCallback(
    (p: number) =>
      change((next) => {
        if (p <= 1) next.delete('page');
        else next.set('page', String(p));
      }),
    [change],
  );
  const setSize = useCallback(
    (n: number) =>
      change((next) => {
        if (n === DEFAULT_PAGE_SIZE) next.delete('size');
        else next.set('size', String(n));
        next.delete('page');
      }),
    [change],
  );
  const setQuery = useCallback(
    (query: Partial<TableQuery>) =>
      change((next) => {
        for (const [k, v] of Object.entries(query)) {
          const empty = v === '' || (k === 'status' && v === 'all') || (k === 'dir' && v === 'asc');
          if (empty) next.delete(k);
          else next.set(k, String(v));
        }
        next.delete('page');
      }),
    [change],
  );
  // A page past the end (the last items were filtered away or deactivated elsewhere): the last page.
  const { data } = list;
  const lastPage = data ? pageCount(data.total, size) : 1;
  useEffect(() => {
    if (data && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage, setPage]);

  // `?edit=ID` (a dashboard link): the item to open in the form, taken from the address once.
  const editParam = params.get('edit');
  const takeEdit = useCallback(() => change((next) => next.delete('edit')), [change]);

  return { ...list, page, size, query, setPage, setSize, setQuery, editParam, takeEdit };
}
