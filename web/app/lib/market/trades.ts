import type { Trade } from '@vela/contracts/market-data';

/**
 * Adds trades to a market's recent-trades list: newest first, at most `limit`, each id once.
 * Trade ids increase per market, so any id not newer than the newest one listed is either
 * already there or older than what is shown (a repeat after a reconnect, a late REST page):
 * it is ignored rather than slotted in, so the list only ever grows at the top. Load the REST
 * page into an empty list first, then add the live pushes (oldest first) as they come.
 * Returns `recent` itself when nothing is new, so a store can skip the redraw.
 */
export function addTrades(recent: readonly Trade[], incoming: readonly Trade[], limit: number): readonly Trade[] {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
  const newestShown = recent[0]?.id ?? 0;
  const fresh = new Map<number, Trade>();
  for (const trade of incoming) if (trade.id > newestShown) fresh.set(trade.id, trade);
  if (fresh.size === 0) return recent;
  const added = [...fresh.values()].sort((a, b) => b.id - a.id);
  return added.length >= limit ? added.slice(0, limit) : added.concat(recent.slice(0, limit - added.length));
}
