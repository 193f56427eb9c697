import type { LocaleCode } from '@vela/contracts/locale-table';
import type { CouponList, RewardHistory, RewardHistoryEntry } from '@vela/contracts/tasks';
import { useCallback, useEffect, useState } from 'react';
import { type LoadStatus, tasksApi } from './task-centre-data.ts';

export interface Rewards {
  coupons: CouponList | null;
  couponsStatus: LoadStatus;
  history: RewardHistory | null;
  historyStatus: LoadStatus;
  /** An older page of the history is on its way. */
  loadingMore: boolean;
  /** The last older page could not be read. */
  moreFailed: boolean;
  reloadCoupons(): void;
  reloadHistory(): void;
  loadMoreHistory(): void;
  /** A claim's entry, newest first (the history's first page is not read again for it). */
  addEntry(entry: RewardHistoryEntry): void;
}

const initialStatus = (data: unknown): LoadStatus => (data ? 'ready' : 'error');

/** The signed-in user's coupons and claimed rewards, from the loader, read again on demand. */
export function useRewards(
  initial: { coupons: CouponList | null; history: RewardHistory | null },
  locale: LocaleCode,
): Rewards {
  const [coupons, setCoupons] = useState(initial.coupons);
  const [couponsStatus, setCouponsStatus] = useState(initialStatus(initial.coupons));
  const [history, setHistory] = useState(initial.history);
  const [historyStatus, setHistoryStatus] = useState(initialStatus(initial.history));
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  useEffect(() => {
    setCoupons(initial.coupons);
    setCouponsStatus(initialStatus(initial.coupons));
    setHistory(initial.history);
    setHistoryStatus(initialStatus(initial.history));
  }, [initial.coupons, initial.history]);

  const reloadCoupons = useCallback(() => {
    setCouponsStatus((current) => (current === 'ready' ? current : 'loading'));
    tasksApi()
      .then((api) => api.fetchCoupons())
      .catch(() => null)
      .then((loaded) => {
        if (loaded) setCoupons(loaded);
        setCouponsStatus((current) => (loaded ? 'ready' : current === 'ready' ? current : 'error'));
      });
  }, []);

  const reloadHistory = useCallback(() => {
    setHistoryStatus('loading');
    tasksApi()
      .then((api) => api.fetchRewardHistory(locale))
      .catch(() => null)
      .then((loaded) => {
        if (loaded) setHistory(loaded);
        setHistoryStatus(loaded ? 'ready' : 'error');
      });
  }, [locale]);

  const loadMoreHistory = useCallback(() => {
    const before = history?.nextBefore;
    if (!before) return;
    setLoadingMore(true);
    setMoreFailed(false);
    tasksApi()
      .then((api) => api.fetchRewardHistory(locale, before))
      .catch(() => null)
      .then((page) => {
        setLoadingMore(false);
        if (!page) {
          setMoreFailed(true);
          return;
        }
        setHistory((current) => {
          const known = new Set(current?.entries.map((entry) => entry.id));
          return {
            entries: [...(current?.entries ?? []), ...page.entries.filter((entry) => !known.has(entry.id))],
            nextBefore: page.nextBefore,
          };
        });
      });
  }, [history?.nextBefore, locale]);

  const addEntry = useCallback((entry: RewardHistoryEntry) => {
    setHistory((current) =>
      current && !current.entries.some((known) => known.id === entry.id)
        ? { ...current, entries: [entry, ...current.entries] }
        : current,
    );
  }, []);

  return {
    coupons,
    couponsStatus,
    history,
    historyStatus,
    loadingMore,
    moreFailed,
    reloadCoupons,
    reloadHistory,
    loadMoreHistory,
    addEntry,
  };
}
