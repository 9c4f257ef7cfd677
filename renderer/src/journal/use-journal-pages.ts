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

/**
 * Loads the pages already shown again when `changes` moves (the event stream announced a written or changed payment):
 * new payments appear on top and changed rows change, without a reload and without polling. Changes that arrive while
 * a refresh is on its way are folded into one more refresh after it.
 */
function useRefreshOnChange(changes: number, refresh: () => Promise<void>): void {
  const running = useRef<Promise<void> | undefined>(undefined);
  const again = useRef(false);
  const seen = useRef(changes);
  useEffect(() => {
    if (changes === seen.current) return;
    seen.current = changes;
    if (running.current) {
      again.current = true;
      return;
    }
    const run = (): Promise<void> =>
      refresh().finally(() => {
        running.current = undefined;
        if (!again.current) return;
        again.current = false;
        running.current = run();
      });
    running.current = run();
  }, [changes, refresh]);
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
export function useJournalPages(filters: JournalFilters, changes = 0): JournalPages {
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

  const loadedRef = useRef(loaded);
  useEffect(() => {
    loadedRef.current = loaded;
  }, [loaded]);
  /** The pages the list holds, fetched again and swapped in together. */
  const refresh = useCallback(async () => {
    const signal = controller.current?.signal;
    const current = loadedRef.current;
    if (!signal || current.key !== key) return;
    const numbers = current.pages.size > 0 ? [...current.pages.keys()] : [0];
    const filtersOfKey = JSON.parse(key) as JournalFilters;
    try {
      const results = await Promise.all(
        numbers.map((page) => fetchJournalPage(filtersOfKey, page * journalPageSize, journalPageSize, signal)),
      );
      if (signal.aborted) return;
      setLoaded((prev) => {
        if (prev.key !== key) return prev;
        const pages = new Map(numbers.map((page, i) => [page, results[i]!.entries]));
        return { key, pages, total: results[0]!.total, error: undefined };
      });
    } catch {
      /** The next change or the next scroll asks again; the rows shown stay. */
    }
  }, [key]);
  useRefreshOnChange(changes, refresh);

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
