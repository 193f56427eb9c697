import type { FuturesOrder, FuturesPosition } from '@vela/contracts/futures-trading';
import type { Balance } from '@vela/contracts/trading';
import { newestPlacedFirst } from './newest-placed-first.ts';

/**
 * The futures account's lists as pushes and call answers change them. An order arrives several
 * times (the call's answer, then pushes after every change), not always in order: the server
 * counts every change in `version`, so each list keeps the higher one. Positions carry no
 * version: the feed pushes the whole list after every change, which replaces what is held.
 */

/** Open orders in the book and stops or TP/SL waiting for their trigger: what the open-orders tabs show. */
export function isLiveFuturesOrder(order: FuturesOrder): boolean {
  return order.status === 'open' || order.status === 'untriggered';
}

/** True when `incoming` is a later state of the order than `held` (or the same one again). */
export function isLaterFuturesOrder(incoming: FuturesOrder, held: FuturesOrder): boolean {
  return incoming.version >= held.version;
}

/**
 * Open and untriggered orders, newest first: a live order is added or updated, a filled or
 * cancelled one leaves, an older state than the one held changes nothing. Returns `open` itself
 * when nothing changes.
 */
export function applyToOpenFuturesOrders(
  open: readonly FuturesOrder[],
  orders: readonly FuturesOrder[],
): readonly FuturesOrder[] {
  let next = open;
  for (const order of orders) {
    const index = next.findIndex((held) => held.id === order.id);
    const held = index < 0 ? undefined : next[index];
    if (held && !isLaterFuturesOrder(order, held)) continue;
    if (!isLiveFuturesOrder(order)) {
      if (held) next = next.filter((item) => item.id !== order.id);
      continue;
    }
    next = held ? next.map((item, at) => (at === index ? order : item)) : newestPlacedFirst([order, ...next]);
  }
  return next;
}

/**
 * Finished orders, newest first by the time they were placed (the time the history shows, and the
 * server's order): a filled or cancelled order takes its place among them (once); live ones are
 * not history yet. Returns `history` itself when nothing changes.
 */
export function applyToFuturesOrderHistory(
  history: readonly FuturesOrder[],
  orders: readonly FuturesOrder[],
): readonly FuturesOrder[] {
  let next = history;
  for (const order of orders) {
    if (isLiveFuturesOrder(order)) continue;
    const held = next.find((item) => item.id === order.id);
    if (held && !isLaterFuturesOrder(order, held)) continue;
    next = newestPlacedFirst([order, ...next.filter((item) => item.id !== order.id)]);
  }
  return next;
}

/** A balance's version when it carries one (older contracts' balances have none: the newest arrival wins). */
function versionOf(balance: Balance): number | undefined {
  const version = (balance as { version?: unknown }).version;
  return typeof version === 'number' ? version : undefined;
}

/** True unless both carry a version and `held`'s is higher. */
export function isLaterBalance(incoming: Balance, held: Balance): boolean {
  const incomingVersion = versionOf(incoming);
  const heldVersion = versionOf(held);
  return incomingVersion === undefined || heldVersion === undefined || incomingVersion >= heldVersion;
}

/**
 * The futures wallet with `incoming` replacing the balances of their asset, unless the one held
 * is newer (a push can arrive after a later call answer, and the other way round); new assets are
 * added at the end. Returns `balances` itself when nothing changes.
 */
export function mergeFuturesBalances(balances: readonly Balance[], incoming: readonly Balance[]): readonly Balance[] {
  if (incoming.length === 0) return balances;
  const byAsset = new Map(incoming.map((balance) => [balance.asset, balance]));
  let changed = false;
  const merged = balances.map((held) => {
    const next = byAsset.get(held.asset);
    if (!next || next === held || !isLaterBalance(next, held)) return held;
    changed = true;
    return next;
  });
  const known = new Set(balances.map((balance) => balance.asset));
  const added = incoming.filter((balance) => !known.has(balance.asset));
  return changed || added.length > 0 ? [...merged, ...added] : balances;
}

/**
 * The positions with `position` in place of the one of its symbol (a call's answer about one
 * position), or added when none was held.
 */
export function replacePosition(
  positions: readonly FuturesPosition[],
  position: FuturesPosition,
): readonly FuturesPosition[] {
  const index = positions.findIndex((held) => held.symbol === position.symbol);
  return index < 0 ? [...positions, position] : positions.map((held, at) => (at === index ? position : held));
}

/**
 * True when the realized PnL of a position held in both lists moved: funding was paid (or part of
 * it closed). There is no funding push; this is how a funding payment shows.
 */
export function realizedPnlChanged(before: readonly FuturesPosition[], after: readonly FuturesPosition[]): boolean {
  const held = new Map(before.map((position) => [position.symbol, position.realizedPnl]));
  return after.some((position) => {
    const was = held.get(position.symbol);
    return was !== undefined && was !== position.realizedPnl;
  });
}
