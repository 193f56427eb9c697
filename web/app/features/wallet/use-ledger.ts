import {
  type LedgerEntry,
  type LedgerQuery,
  ledgerKindsSchema,
  ledgerPageSchema,
  walletPaths,
} from '@vela/contracts/wallet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/api/browser-api.ts';
import { emptyLedgerFilter, type LedgerFilter, ledgerQuery } from './model/ledger-filter.ts';

export type LedgerStatus = 'loading' | 'ready' | 'error' | 'invalid-range';

export interface Ledger {
  filter: LedgerFilter;
  setFilter(filter: LedgerFilter): void;
  entries: LedgerEntry[];
  status: LedgerStatus;
  /** An older page exists. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore(): void;
  /** The first page again, quietly, with the same filter (after a deposit or a pushed balance change). */
  reload(): void;
  /** The first page again after a failure, showing the loading state. */
  retry(): void;
  /** Older pages were loaded: a reload would take them away. */
  pagedBeyondFirst: boolean;
  /** The kinds the user's ledger holds, for the filter. */
  kinds: string[];
}

async function fetchPage(query: LedgerQuery) {
  return ledgerPageSchema.parse(await browserApi().get(walletPaths.ledger, { ...query }));
}

/** The ledger history: filter, first page, "load more" with the `before` cursor. */
export function useLedger(timeZone: string): Ledger {
  const [filter, setFilter] = useState<LedgerFilter>(emptyLedgerFilter);
  const [entries, setEntries] = useState<LedgerEntry[]>([]);
  const [status, setStatus] = useState<LedgerStatus>('loading');
  const [nextBefore, setNextBefore] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const [kinds, setKinds] = useState<string[]>([]);
  const [pagedBeyondFirst, setPagedBeyondFirst] = useState(false);
  // Answers to an older filter (or an older reload) are dropped.
  const generation = useRef(0);

  const loadFirst = useCallback(
    (shown: LedgerFilter, quietly: boolean) => {
      const mine = ++generation.current;
      const built = ledgerQuery(shown, timeZone);
      if (!built.ok) {
        setStatus('invalid-range');
        setEntries([]);
        setNextBefore(null);
        return;
      }
      if (!quietly) setStatus('loading');
      setLoadMoreFailed(false);
      fetchPage(built.query).then(
        (page) => {
          if (mine !== generation.current) return;
          setEntries(page.entries);
          setNextBefore(page.nextBefore);
          setPagedBeyondFirst(false);
          setStatus('ready');
        },
        () => {
          if (mine === generation.current && !quietly) setStatus('error');
        },
      );
    },
    [timeZone],
  );

  const loadKinds = useCallback(() => {
    browserApi()
      .get(walletPaths.ledgerKinds)
      .then((response) => setKinds(ledgerKindsSchema.parse(response).kinds))
      .catch(() => {});
  }, []);

  useEffect(() => loadFirst(filter, false), [filter, loadFirst]);
  useEffect(() => loadKinds(), [loadKinds]);

  const reload = useCallback(() => {
    loadFirst(filter, true);
    loadKinds();
  }, [filter, loadFirst, loadKinds]);

  const retry = useCallback(() => loadFirst(filter, false), [filter, loadFirst]);

  const loadMore = useCallback(() => {
    const built = nextBefore === null ? undefined : ledgerQuery(filter, timeZone, nextBefore);
    if (!built?.ok || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    fetchPage(built.query)
      .then(
        (page) => {
          if (mine !== generation.current) return;
          setEntries((shown) => [...shown, ...page.entries]);
          setPagedBeyondFirst(true);
          setNextBefore(page.nextBefore);
        },
        () => {
          if (mine === generation.current) setLoadMoreFailed(true);
        },
      )
      .finally(() => setLoadingMore(false));
  }, [filter, timeZone, nextBefore, loadingMore]);

  return {
    filter,
    setFilter,
    entries,
    status,
    hasMore: nextBefore !== null,
    loadingMore,
    loadMoreFailed,
    loadMore,
    reload,
    retry,
    pagedBeyondFirst,
    kinds,
  };
}
