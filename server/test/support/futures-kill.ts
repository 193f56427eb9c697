// The futures side of the kill -9 test (server/test/trading-kill.test.ts): what the API said about
// futures orders and settings, and the checks of a database snapshot against it. Plain functions
// over rows read while the server is down; the test itself drives the server over HTTP.
import type { FuturesFill, FuturesOrder, MarginMode } from '@vela/contracts/futures-trading';
import { DEFAULT_LEVERAGE } from '@vela/contracts/futures-trading';
import Big from 'big.js';
import type {
  futuresFills,
  futuresLedgerEntries,
  futuresOrders,
  futuresPositions,
  futuresSettings,
  systemLedgerEntries,
} from '../../src/db/schema.ts';

/** The perpetual the futures stream trades; the spot stream leaves its index market alone. */
export const FUTURES_SYMBOL = 'BTC_USDT';
/**
 * The index the test gives the perpetual: the mid of one resting spot bid and ask on BTC_USDT
 * (nobody trades that spot market here, so mid = index and the mark stays within 0.5 % of it).
 */
export const FUTURES_INDEX = 95_000;
export const FUTURES_SPOT_QUOTES = { bid: '94950.00', ask: '95050.00', quantity: '0.00020' } as const;

/** An order as a 2xx answer showed it, with the fills the same answer listed. */
export interface FuturesObservation {
  round: number;
  userId: string;
  via: string;
  order: FuturesOrder;
  fills: FuturesFill[];
}

/** A futures place refused with a 4xx: it must have left nothing behind. */
export interface FuturesRefusal {
  round: number;
  userId: string;
  clientOrderId: string;
  answer: string;
}

/**
 * A leverage or margin-mode call and what came of it: answered (2xx), refused (4xx), or cut off
 * (no answer: the kill, or a 5xx) and so maybe applied, maybe not.
 */
export interface SettingsCall {
  round: number;
  userId: string;
  symbol: string;
  kind: 'leverage' | 'margin-mode';
  value: string;
  outcome: 'answered' | 'refused' | 'cut-off';
}

export interface FuturesSaid {
  readonly futuresObservations: readonly FuturesObservation[];
  readonly futuresRefusals: readonly FuturesRefusal[];
  readonly settingsCalls: readonly SettingsCall[];
}

/** The futures tables, read in the same snapshot as the wallets. */
export interface FuturesTables {
  orders: (typeof futuresOrders.$inferSelect)[];
  fills: (typeof futuresFills.$inferSelect)[];
  positions: (typeof futuresPositions.$inferSelect)[];
  settings: (typeof futuresSettings.$inferSelect)[];
}

type FuturesLedgerRow = typeof futuresLedgerEntries.$inferSelect;
type SystemLedgerRow = typeof systemLedgerEntries.$inferSelect;

const dec = (value: Big.BigSource) => new Big(value);
const sumOf = (values: Iterable<Big>) => {
  let total = new Big(0);
  for (const value of values) total = total.plus(value);
  return total;
};
const same = (a: string | null | undefined, b: string | null | undefined) =>
  a === b || (a != null && b != null && dec(a).eq(b));

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const name = key(row);
    const list = groups.get(name);
    if (list) list.push(row);
    else groups.set(name, [row]);
  }
  return groups;
}

const LIVE = new Set(['open', 'untriggered']);

/**
 * What each futures wallet (`userId|USDT`) must hold frozen: the reserves of its open and
 * untriggered orders plus the margin of its isolated positions.
 */
export function futuresHeld(tables: FuturesTables): Map<string, Big> {
  const held = new Map<string, Big>();
  const add = (userId: string, amount: string) =>
    held.set(`${userId}|USDT`, (held.get(`${userId}|USDT`) ?? dec(0)).plus(amount));
  for (const row of tables.orders) if (LIVE.has(row.status)) add(row.userId, row.frozen);
  for (const row of tables.positions) if (row.marginMode === 'isolated') add(row.userId, row.margin);
  return held;
}

/** The signed size of a position row: long +, short -. */
export function signedSize(row: { side: string; size: string } | undefined): Big {
  if (!row) return dec(0);
  return row.side === 'short' ? dec(row.size).neg() : dec(row.size);
}

/** Futures ledger kinds whose reference is the order that caused them. */
const ORDER_ENTRY_KINDS = new Set(['order-margin', 'order-release', 'position-margin', 'trade-fee', 'realized-pnl']);

/**
 * Everything the guarantee says about futures, against one snapshot; returns what is wrong.
 * (The wallets against their ledgers, with `futuresHeld`, and conservation are checked by the caller.)
 */
export function futuresProblems(
  tables: FuturesTables,
  ledger: readonly FuturesLedgerRow[],
  systemLedger: readonly SystemLedgerRow[],
  said: FuturesSaid,
): string[] {
  const problems: string[] = [];
  const ordersById = new Map(tables.orders.map((row) => [row.id, row]));
  const fillsById = new Map(tables.fills.map((row) => [String(row.id), row]));
  const fillsByOrder = groupBy(tables.fills, (row) => row.orderId);
  const ledgerByReference = groupBy(ledger, (row) => row.reference);
  const systemByReference = groupBy(systemLedger, (row) => row.reference);

  // 1. Every futures order a 2xx showed is there, at least as far as it was answered; what was
  // answered filled or cancelled is exactly that.
  for (const { round, userId, via, order, fills } of said.futuresObservations) {
    const where = `futures order ${order.id} (round ${round}, answered ${order.status} via ${via})`;
    const row = ordersById.get(order.id);
    if (!row) {
      problems.push(`${where}: missing from futures_orders`);
      continue;
    }
    if (row.userId !== userId) problems.push(`${where}: belongs to ${row.userId}, not ${userId}`);
    if (row.clientOrderId !== order.clientOrderId) {
      problems.push(`${where}: client order id ${row.clientOrderId}, answered ${order.clientOrderId}`);
    }
    if (
      row.symbol !== order.symbol ||
      row.side !== order.side ||
      row.type !== order.type ||
      row.timeInForce !== order.timeInForce ||
      row.postOnly !== order.postOnly ||
      row.reduceOnly !== order.reduceOnly ||
      row.closePosition !== order.closePosition ||
      row.marginMode !== order.marginMode ||
      row.leverage !== order.leverage
    ) {
      problems.push(
        `${where}: is ${row.symbol} ${row.side} ${row.type} ${row.timeInForce} ${row.marginMode} ${row.leverage}x, answered ${order.symbol} ${order.side} ${order.type} ${order.timeInForce} ${order.marginMode} ${order.leverage}x`,
      );
    }
    // A TP/SL takes the position's size only when it triggers.
    if (!same(row.price, order.price) || !same(row.triggerPrice, order.triggerPrice)) {
      problems.push(`${where}: is @ ${row.price} (trigger ${row.triggerPrice}), answered @ ${order.price}`);
    }
    if (!order.closePosition && !same(row.quantity, order.quantity)) {
      problems.push(`${where}: quantity ${row.quantity}, answered ${order.quantity}`);
    }
    if (order.status === 'open' || order.status === 'untriggered') {
      if (dec(row.filledQuantity).lt(order.filledQuantity)) {
        problems.push(`${where}: filled ${row.filledQuantity}, less than answered ${order.filledQuantity}`);
      }
      if (order.status === 'open' && row.status === 'untriggered') problems.push(`${where}: untriggered again`);
    } else if (
      row.status !== order.status ||
      row.cancelReason !== order.cancelReason ||
      !same(row.filledQuantity, order.filledQuantity) ||
      !same(row.fee, order.fee) ||
      !same(row.realizedPnl, order.realizedPnl)
    ) {
      problems.push(
        `${where}: is ${row.status}/${row.cancelReason} filled ${row.filledQuantity} fee ${row.fee} pnl ${row.realizedPnl}, answered ${order.status}/${order.cancelReason} filled ${order.filledQuantity} fee ${order.fee} pnl ${order.realizedPnl}`,
      );
    }
    for (const fill of fills) {
      const stored = fillsById.get(fill.id);
      if (
        !stored ||
        stored.orderId !== fill.orderId ||
        stored.role !== fill.role ||
        stored.side !== fill.side ||
        !same(stored.price, fill.price) ||
        !same(stored.quantity, fill.quantity) ||
        !same(stored.fee, fill.fee) ||
        !same(stored.realizedPnl, fill.realizedPnl)
      ) {
        problems.push(
          `${where}: answered fill ${JSON.stringify(fill)} is ${stored ? JSON.stringify(stored) : 'missing'}`,
        );
      }
    }
  }

  // A refused place changed nothing: no futures order carries its client order id.
  const byClientId = new Map(
    tables.orders.filter((row) => row.clientOrderId !== null).map((row) => [`${row.userId}|${row.clientOrderId}`, row]),
  );
  for (const refusal of said.futuresRefusals) {
    const row = byClientId.get(`${refusal.userId}|${refusal.clientOrderId}`);
    if (row) {
      problems.push(
        `futures order ${row.id} (${row.status}) exists, but placing it (${refusal.clientOrderId}, round ${refusal.round}) was refused: ${refusal.answer}`,
      );
    }
  }

  // 2. Nothing half-applied: each order agrees with its fills, its ledger trail and the fees and
  // PnL the platform accounts booked for it.
  for (const row of tables.orders) {
    const where = `futures order ${row.id} (${row.status} ${row.type} ${row.side} ${row.quantity} @ ${row.price ?? row.triggerPrice})`;
    const fills = fillsByOrder.get(row.id) ?? [];
    const quantity = dec(row.quantity);
    const filled = dec(row.filledQuantity);
    const frozen = dec(row.frozen);
    for (const fill of fills) {
      if (fill.userId !== row.userId || fill.side !== row.side || fill.symbol !== row.symbol) {
        problems.push(`${where}: fill ${fill.id} is ${fill.userId} ${fill.side} ${fill.symbol}`);
      }
      const limited = (row.type === 'limit' || row.type === 'stop-limit') && row.price !== null && !row.liquidation;
      if (limited && (row.side === 'buy' ? dec(fill.price).gt(row.price ?? 0) : dec(fill.price).lt(row.price ?? 0))) {
        problems.push(`${where}: fill ${fill.id} at ${fill.price} is beyond the limit`);
      }
      if (dec(fill.quantity).lte(0) || dec(fill.fee).lt(0)) {
        problems.push(`${where}: fill ${fill.id} of ${fill.quantity} with fee ${fill.fee}`);
      }
    }
    const totals = {
      quantity: sumOf(fills.map((fill) => dec(fill.quantity))),
      notional: sumOf(fills.map((fill) => dec(fill.price).times(fill.quantity))),
      fee: sumOf(fills.map((fill) => dec(fill.fee))),
      pnl: sumOf(fills.map((fill) => dec(fill.realizedPnl))),
    };
    if (
      !totals.quantity.eq(filled) ||
      !totals.notional.eq(row.filledNotional) ||
      !totals.fee.eq(row.fee) ||
      !totals.pnl.eq(row.realizedPnl)
    ) {
      problems.push(
        `${where}: its fills make ${totals.quantity} / ${totals.notional} notional / fee ${totals.fee} / pnl ${totals.pnl}, the order says ${filled} / ${row.filledNotional} / ${row.fee} / ${row.realizedPnl}`,
      );
    }
    if (filled.gt(quantity)) problems.push(`${where}: filled ${filled} is more than its quantity`);
    if (row.status === 'open') {
      if (row.price === null || row.timeInForce !== 'GTC' || !filled.lt(quantity) || row.cancelReason !== null) {
        problems.push(`${where}: open as ${row.timeInForce}, filled ${filled}, cancel reason ${row.cancelReason}`);
      }
    } else if (row.status === 'untriggered') {
      if (row.triggerPrice === null || !filled.eq(0) || !frozen.eq(0)) {
        problems.push(`${where}: untriggered with trigger ${row.triggerPrice}, filled ${filled}, holding ${frozen}`);
      }
    } else {
      if (!frozen.eq(0)) problems.push(`${where}: done but still holds ${frozen}`);
      if (row.status === 'filled' && (!filled.eq(quantity) || row.cancelReason !== null)) {
        problems.push(`${where}: filled with ${filled} of ${quantity}, cancel reason ${row.cancelReason}`);
      }
      if (row.status === 'cancelled' && row.cancelReason === null)
        problems.push(`${where}: cancelled without a reason`);
      if (row.status !== 'filled' && row.status !== 'cancelled') problems.push(`${where}: unknown status`);
    }

    const entries = ledgerByReference.get(row.id) ?? [];
    const ofKind = (kind: string) => entries.filter((entry) => entry.kind === kind);
    for (const entry of entries) {
      if (entry.userId !== row.userId) problems.push(`${where}: ledger entry ${entry.id} is ${entry.userId}'s`);
    }
    // An order reserves once, when it enters the book (a stop when it triggers).
    if (ofKind('order-margin').length > 1)
      problems.push(`${where}: ${ofKind('order-margin').length} order-margin entries`);
    if (row.status === 'untriggered' && entries.length > 0) problems.push(`${where}: untriggered with ledger entries`);
    const feeCharged = sumOf(ofKind('trade-fee').map((entry) => dec(entry.amount))).neg();
    const system = systemByReference.get(row.id) ?? [];
    const feeBooked = sumOf(
      system.filter((entry) => entry.account === 'fees' && entry.kind === 'futures-fee').map((e) => dec(e.amount)),
    );
    if (!feeCharged.eq(row.fee) || !feeBooked.eq(row.fee)) {
      problems.push(`${where}: fee ${row.fee}, the wallet paid ${feeCharged}, the fees account got ${feeBooked}`);
    }
    // Realized PnL is paid by (or to) the liquidity account, and so is cross profit settled to pay for it.
    const liquidityPaid = sumOf(
      system
        .filter((entry) => entry.account === 'liquidity' && entry.kind === 'futures-pnl')
        .map((entry) => dec(entry.amount)),
    ).neg();
    const settled = sumOf(ofKind('settled-pnl').map((entry) => dec(entry.amount)));
    if (!liquidityPaid.eq(dec(row.realizedPnl).plus(settled))) {
      problems.push(
        `${where}: realized ${row.realizedPnl} (+ ${settled} settled), the liquidity account paid ${liquidityPaid}`,
      );
    }
  }
  for (const entry of ledger) {
    if (!ORDER_ENTRY_KINDS.has(entry.kind)) continue;
    const order = ordersById.get(entry.reference);
    if (!order || order.userId !== entry.userId) {
      problems.push(
        `futures ledger entry ${entry.id} (${entry.kind} ${entry.amount}/${entry.frozenAmount}) refers to ${order ? `${order.userId}'s order` : 'no futures order'} ${entry.reference}`,
      );
    }
  }
  for (const entry of systemLedger) {
    if (entry.kind === 'futures-fee' && !ordersById.has(entry.reference)) {
      problems.push(`system ledger entry ${entry.id} (futures-fee ${entry.amount}) refers to no futures order`);
    }
  }

  // Each trade between two users shows on both sides: a maker fill for every taker fill. A
  // liquidation's takeover at mark has no maker (it is the liquidity account's).
  const sides = new Map<string, { balance: number; takeovers: number }>();
  for (const fill of tables.fills) {
    const makerSide = fill.role === 'maker' ? fill.side : fill.side === 'buy' ? 'sell' : 'buy';
    const key = `${fill.symbol} ${makerSide} maker ${dec(fill.price).toFixed()} x ${dec(fill.quantity).toFixed()}`;
    const entry = sides.get(key) ?? { balance: 0, takeovers: 0 };
    entry.balance += fill.role === 'maker' ? 1 : -1;
    if (fill.liquidation && fill.role === 'taker') entry.takeovers += 1;
    sides.set(key, entry);
  }
  for (const [key, { balance, takeovers }] of sides) {
    if (balance > 0 || balance < -takeovers) {
      problems.push(`futures fills of ${key}: ${balance > 0 ? 'makers' : 'takers'} without the other side`);
    }
  }

  // 3. One-way positions: each is the signed sum of its owner's fills on the contract.
  const positions = new Map(tables.positions.map((row) => [`${row.userId}|${row.symbol}`, row]));
  const fillsByPosition = groupBy(tables.fills, (row) => `${row.userId}|${row.symbol}`);
  for (const key of new Set([...positions.keys(), ...fillsByPosition.keys()])) {
    const row = positions.get(key);
    const fromFills = sumOf(
      (fillsByPosition.get(key) ?? []).map((fill) =>
        fill.side === 'buy' ? dec(fill.quantity) : dec(fill.quantity).neg(),
      ),
    );
    const stored = signedSize(row);
    if (!stored.eq(fromFills)) {
      problems.push(
        `futures position ${key}: ${row ? `${row.side} ${row.size}` : 'no row'}, its fills sum to ${fromFills}`,
      );
    }
    if (row && (dec(row.size).lt(0) || dec(row.margin).lt(0) || (dec(row.size).eq(0) && !dec(row.margin).eq(0)))) {
      problems.push(`futures position ${key}: size ${row.size} with margin ${row.margin}`);
    }
    if (row && dec(row.size).gt(0) && !dec(row.entryPrice).gt(0)) {
      problems.push(`futures position ${key}: open at entry ${row.entryPrice}`);
    }
  }

  // 4. Settings: the last answered leverage and margin mode, or what a call cut off by the kill set.
  problems.push(...settingsProblems(tables, said.settingsCalls));
  return problems;
}

function settingsProblems(tables: FuturesTables, calls: readonly SettingsCall[]): string[] {
  const problems: string[] = [];
  const rows = new Map(tables.settings.map((row) => [`${row.userId}|${row.symbol}`, row]));
  const byKey = groupBy(calls, (call) => `${call.userId}|${call.symbol}|${call.kind}`);
  for (const [key, list] of byKey) {
    const [userId, symbol, kind] = key.split('|') as [string, string, SettingsCall['kind']];
    const row = rows.get(`${userId}|${symbol}`);
    const stored = row ? (kind === 'leverage' ? String(row.leverage) : row.marginMode) : undefined;
    let lastAnswered = -1;
    list.forEach((call, index) => {
      if (call.outcome === 'answered') lastAnswered = index;
    });
    const fallback = kind === 'leverage' ? String(DEFAULT_LEVERAGE) : ('cross' satisfies MarginMode);
    const allowed = new Set([lastAnswered >= 0 ? (list[lastAnswered] as SettingsCall).value : fallback]);
    for (const call of list.slice(lastAnswered + 1)) if (call.outcome === 'cut-off') allowed.add(call.value);
    const effective = stored ?? fallback;
    if (!allowed.has(effective)) {
      const last = lastAnswered >= 0 ? list[lastAnswered] : undefined;
      problems.push(
        `futures ${kind} of ${userId} on ${symbol}: ${stored ?? `no row (${fallback})`}, last answered ${last ? `${last.value} (round ${last.round})` : 'never'}; it may only be ${[...allowed].join(' or ')}`,
      );
    }
  }
  return problems;
}
