import type { EarnHistoryEntry, EarnHistoryKind, EarnHistoryPage } from '@vela/contracts/earn';
import { useCallback, useRef, useState } from 'react';
import { earnCalls } from './earn-api.ts';

export type HistoryStatus = 'ready' | 'loading' | 'error';

/** The earn history: the loader's first page, then older pages on demand, or a kind's first page. */
export function useEarnHistory(initial: EarnHistoryPage | null) {
  const [entries, setEntries] = useState<EarnHistoryEntry[]>(initial?.entries ?? []);
  const [nextBefore, setNextBefore] = useState<string | null>(initial?.nextBefore ?? null);
  const [kind, setKindState] = useState<EarnHistoryKind | ''>('');
  const [status, setStatus] = useState<HistoryStatus>(initial ? 'ready' : 'error');
  // Only the latest request may write: a slow page must not land after a newer filter's.
  const latest = useRef(0);

  const load = useCallback(async (wanted: EarnHistoryKind | '', before: string | null) => {
    const call = ++latest.current;
    setStatus('loading');
    const answer = await earnCalls.history({
      ...(wanted ? { kind: wanted } : {}),
      ...(before ? { before } : {}),
    });
    if (call !== latest.current) return;
    if (!answer.ok) {
      setStatus('error');
      return;
    }
    setEntries((current) => (before ? [...current, ...answer.value.entries] : answer.value.entries));
    setNextBefore(answer.value.nextBefore);
    setStatus('ready');
  }, []);

  const setKind = useCallback(
    (next: EarnHistoryKind | '') => {
      setKindState(next);
      void load(next, null);
    },
    [load],
  );

  return {
    entries,
    kind,
    status,
    hasMore: nextBefore !== null,
    setKind,
    loadMore: () => void load(kind, nextBefore),
    reload: () => void load(kind, null),
  };
}
