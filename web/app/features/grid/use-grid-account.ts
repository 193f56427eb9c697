import type { GridBot } from '@vela/contracts/grid';
import { useCallback, useEffect, useRef, useState } from 'react';
import { availableOf } from '../../lib/trading/account-lists.ts';
import { useAccountSession } from '../../state/use-account-session.ts';
import { useLiveState } from '../../state/use-live-store.ts';
import { gridCalls } from './grid-api.ts';

/**
 * The quote a new bot can take: the signed-in user's available spot balance of `asset`, live from
 * the account session's balances; null for a visitor and until they have loaded.
 */
export function useQuoteAvailable(asset: string): string | null {
  const account = useAccountSession();
  return useLiveState(
    account?.store,
    (state) => (state.balancesStatus === 'ready' ? availableOf(state.balances, asset) : null),
    null,
  );
}

/** How often the list is read again while a bot runs: its profit and rounds move with the market. */
export const BOTS_REFRESH_MS = 5000;

export interface GridBotsState {
  /** null until read, or when the last read failed and none was held. */
  bots: GridBot[] | null;
  failed: boolean;
  reload(): Promise<void>;
  /** A bot a call answered with, shown before the next read. */
  put(bot: GridBot): void;
}

/**
 * The signed-in user's bots, from the page's first paint, read again every BOTS_REFRESH_MS while
 * the page is visible and one of them is not stopped (a poll: the bot view has no feed channel).
 */
export function useGridBots(initial: GridBot[] | null, enabled: boolean): GridBotsState {
  const [bots, setBots] = useState(initial);
  const [failed, setFailed] = useState(enabled && initial === null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    const answer = await gridCalls.bots();
    if (call !== latest.current) return;
    setFailed(!answer.ok);
    if (answer.ok) setBots(answer.value);
  }, []);

  const put = useCallback((bot: GridBot) => {
    latest.current += 1;
    setBots((held) =>
      held?.some((other) => other.id === bot.id)
        ? held.map((other) => (other.id === bot.id ? bot : other))
        : [bot, ...(held ?? [])],
    );
  }, []);

  const live = (bots ?? []).some((bot) => bot.status !== 'stopped');
  useEffect(() => {
    if (!enabled || !live) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, BOTS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [enabled, live, reload]);

  return { bots, failed, reload, put };
}
