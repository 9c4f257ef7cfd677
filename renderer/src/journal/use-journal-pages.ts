import { useCallback, useEffect, useRef, useState } from 'react';
import type { JournalEntry } from '../../../shared/api/journal';
import { fetchJournalPage, type JournalFilters } from './journal-api';
import { apiErrorMessage } from '../api/api-error-message';

/** Rows fetched per request as the list scrolls. */
export const journalPageSize = 200;

export interface JournalPages {
  /** Undefined until the first page arrived. */
  readonly total: number | undefined;
  readonly error: string | undefined;
  /** True while the first page of new filters is on its way (the old rows stay until it arrives). */
  readonly searching: boolean;
  /** The entry at a row, or undefined while its page is loading. */
  entry(index: number): JournalEntry | undefined;
  /** Asks for the pages covering rows `first`..`last` (the visible ones). */
  ensure(first: number, last: number): void;
}

interface Loaded {
  /** The filters these pages belong to. */
  readonly key: string;
  readonly pages: ReadonlyMap<number, readonly JournalEntry[]>;
  readonly total: number | undefined;
  readonly error: string | undefined;
}

/**
 * The filtered journal, loaded page by page as rows come into view. New filters start over and cancel what the old
 * ones still had on the way; the old rows stay until the new first page replaces them, so nothing jumps while typing.
 */
export function useJournalPages(filters: JournalFilters): JournalPages {
  const key = JSON.stringify(filters);
  const [loaded, setLoaded] = useState<Loaded>({ key: '', pages: new Map(), total: undefined, error: undefined });
  const inFlight = useRef(new Set<string>());
  const controller = useRef<AbortController | undefined>(undefined);

  const load = useCallback((forKey: string, page: number, signal: AbortSignal) => {
    const id = `${forKey}#${page}`;
    inFlight.current.add(id);
    const filtersOfKey = JSON.parse(forKey) as JournalFilters;
    fetchJournalPage(filtersOfKey, page * journalPageSize, journalPageSize, signal)
      .then((result) => {
        if (signal.aborted) return;
        setLoaded((prev) => {
          const pages = prev.key === forKey ? new Map(prev.pages) : new Map<number, readonly JournalEntry[]>();
          pages.set(page, result.entries);
          return { key: forKey, pages, total: result.total, error: undefined };
        });
      })
      .catch((reason: unknown) => {
        if (signal.aborted) return;
        setLoaded((prev) => ({ ...prev, key: forKey, error: apiErrorMessage(reason) }));
      })
      .finally(() => inFlight.current.delete(id));
  }, []);

  useEffect(() => {
    const next = new AbortController();
    controller.current = next;
    load(key, 0, next.signal);
    return () => next.abort();
  }, [key, load]);

  const searching = loaded.key !== key;
  const ensure = useCallback(
    (first: number, last: number) => {
      const signal = controller.current?.signal;
      if (!signal || loaded.key !== key) return;
      for (let page = Math.floor(first / journalPageSize); page <= Math.floor(last / journalPageSize); page++)
        if (!loaded.pages.has(page) && !inFlight.current.has(`${key}#${page}`)) load(key, page, signal);
    },
    [key, load, loaded],
  );
  const entry = (index: number): JournalEntry | undefined =>
    loaded.pages.get(Math.floor(index / journalPageSize))?.[index % journalPageSize];

  return { total: loaded.total, error: loaded.error, searching, entry, ensure };
}
