import type { Balance, Order } from '@vela/contracts/trading';
import { newestPlacedFirst } from './newest-placed-first.ts';

/**
 * The signed-in trader's lists as pushes and call answers change them. An order arrives several
 * times (the place call's answer, then a push after every change) and not always in order, so
 * each list keeps the latest state of an order: the server counts every change in `version`.
 */

/** True when `incoming` is a later state of the order than `held` (or the same one again). */
export function isLaterState(incoming: Order, held: Order): boolean {
  return incoming.version >= held.version;
}

/** In the book, or a stop waiting for its trigger: both are listed with the open orders. */
function isLive(order: Order): boolean {
  return order.status === 'open' || order.status === 'untriggered';
}

/**
 * Open orders, newest first: an open order is added or updated, a filled or cancelled one leaves.
 * Returns `open` itself when nothing changes.
 */
export function applyToOpenOrders(open: readonly Order[], order: Order): readonly Order[] {
  const index = open.findIndex((held) => held.id === order.id);
  const held = index < 0 ? undefined : open[index];
  if (held && !isLaterState(order, held)) return open;
  if (!isLive(order)) return held ? open.filter((item) => item.id !== order.id) : open;
  if (held) return open.map((item, at) => (at === index ? order : item));
  return newestPlacedFirst([order, ...open]);
}

/**
 * Finished orders, newest first by the time they were placed (the time the history shows, and the
 * server's order): a filled or cancelled order takes its place among them (once). Open ones are
 * not history yet. Returns `history` itself when nothing changes.
 */
export function applyToOrderHistory(history: readonly Order[], order: Order): readonly Order[] {
  if (isLive(order)) return history;
  const held = history.find((item) => item.id === order.id);
  if (held && !isLaterState(order, held)) return history;
  return newestPlacedFirst([order, ...history.filter((item) => item.id !== order.id)]);
}

/**
 * The balances with the pushed ones replacing those of their asset, unless the one held is newer
 * (a higher `version`: a push can arrive after a call's later answer); new assets are added at the end.
 */
export function mergeBalances(balances: readonly Balance[], pushed: readonly Balance[]): readonly Balance[] {
  if (pushed.length === 0) return balances;
  const byAsset = new Map(pushed.map((balance) => [balance.asset, balance]));
  const merged = balances.map((held) => {
    const incoming = byAsset.get(held.asset);
    return incoming && incoming.version >= held.version ? incoming : held;
  });
  const known = new Set(balances.map((balance) => balance.asset));
  return [...merged, ...pushed.filter((balance) => !known.has(balance.asset))];
}

/** What the order form may spend: available (not frozen) balances, "0" for an asset not held. */
export function availableOf(balances: readonly Balance[], asset: string): string {
  return balances.find((balance) => balance.asset === asset)?.available ?? '0';
}
