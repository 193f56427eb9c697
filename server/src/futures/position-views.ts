import type { FuturesContract } from '@vela/contracts/futures';
import { markedAccountFigures } from '@vela/contracts/futures-account-figures';
import {
  crossLiquidationPrice,
  crossRest,
  isolatedLiquidationPrice,
  type PriceLevel,
} from '@vela/contracts/futures-liquidation-price';
import {
  type CrossPosition,
  crossMarginRatio,
  isolatedMarginRatio,
  type MarginRatio,
  positionValue,
  returnOnEquity,
  type Side,
  unrealizedPnl,
} from '@vela/contracts/futures-margin';
import { maintenanceMargin, type RiskTier } from '@vela/contracts/futures-risk-tiers';
import type { FuturesAccountSummary, FuturesPosition, MarginMode } from '@vela/contracts/futures-trading';
import Big from 'big.js';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { futuresBalances, futuresOrders, futuresPositions } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';
import { loadFuturesContracts } from './contract-list.ts';

/**
 * The read side of positions and of the futures account, on any instance: rows as the engine
 * committed them, valued at the mark prices this instance last heard (`futures.tickers`). The
 * formulas are futures-margin.ts's and futures-liquidation-price.ts's (contracts), with no closing fee reserve. A position
 * whose contract has no mark yet is valued at its entry price (no PnL) and shows `markPrice: null`.
 *
 * The cross wallet is the futures wallet's `available`: the engine holds isolated margins and order
 * reserves in `frozen`, while a cross position's margin stays in `available`, backed by the wallet.
 */

/** The mark price of a contract, or undefined before one is known. */
export type MarkLookup = (symbol: string) => string | undefined;

/** The margin asset of every contract. */
const MARGIN_ASSET = 'USDT';

export type PositionRow = Pick<
  typeof futuresPositions.$inferSelect,
  | 'symbol'
  | 'side'
  | 'size'
  | 'entryPrice'
  | 'margin'
  | 'marginMode'
  | 'leverage'
  | 'realizedPnl'
  | 'fees'
  | 'funding'
  | 'openedAt'
  | 'updatedAt'
>;

/** An untriggered close-position order: how the engine keeps a position's TP/SL. */
export type TriggerRow = Pick<
  typeof futuresOrders.$inferSelect,
  'symbol' | 'side' | 'type' | 'triggerPrice' | 'triggerDirection' | 'clientOrderId' | 'seq'
>;

/** Everything one user's positions and account are valued from. */
export interface FuturesBook {
  readonly contracts: readonly FuturesContract[];
  /** Open positions (size > 0). */
  readonly positions: readonly PositionRow[];
  readonly closeOrders: readonly TriggerRow[];
  /** The USDT futures wallet; zeros when the user has none. */
  readonly wallet: { readonly available: string; readonly frozen: string };
  readonly marks: MarkLookup;
}

/** A position with what valuing it needs. */
interface Valued {
  readonly row: PositionRow;
  readonly contract: FuturesContract;
  readonly tiers: readonly RiskTier[];
  readonly side: Side;
  readonly size: string;
  readonly entryPrice: string;
  readonly margin: string;
  readonly mark: string | undefined;
  /** The mark, or the entry price while there is none. */
  readonly price: string;
}

/** Big as the API writes it: plain notation, never "-0". */
function text(value: Big): string {
  return value.eq(0) ? '0' : value.toFixed();
}

function ratioText(ratio: MarginRatio): string | null {
  // 'exhausted': the margin balance is gone, there is no ratio; the liquidation engine is on it.
  return ratio.kind === 'ratio' ? text(ratio.ratio) : null;
}

function valuedPositions(book: FuturesBook): Valued[] {
  const bySymbol = new Map(book.contracts.map((contract) => [contract.symbol, contract]));
  return book.positions.map((row) => {
    const contract = bySymbol.get(row.symbol);
    if (!contract) throw new Error(`position on ${row.symbol}, a contract that is not listed`);
    const mark = book.marks(row.symbol);
    const entryPrice = normalizeDecimal(row.entryPrice);
    return {
      row,
      contract,
      tiers: contract.riskTiers,
      side: row.side as Side,
      size: normalizeDecimal(row.size),
      entryPrice,
      margin: normalizeDecimal(row.margin),
      mark,
      price: mark ?? entryPrice,
    };
  });
}

function asCross(position: Valued): CrossPosition {
  const { side, size, entryPrice, price: markPrice, tiers } = position;
  return { side, size, entryPrice, markPrice, tiers };
}

/** The TP and SL trigger prices of a position: its untriggered closing stop-markets, newest first. */
function protection(
  position: Valued,
  orders: readonly TriggerRow[],
): { takeProfit: string | null; stopLoss: string | null } {
  const closingSide = position.side === 'long' ? 'sell' : 'buy';
  const entry = new Big(position.entryPrice);
  let takeProfit: string | null = null;
  let stopLoss: string | null = null;
  const candidates = orders
    .filter(
      (order) =>
        order.symbol === position.row.symbol &&
        order.side === closingSide &&
        order.type === 'stop-market' &&
        order.clientOrderId === null &&
        order.triggerPrice !== null,
    )
    .sort((a, b) => b.seq - a.seq);
  for (const order of candidates) {
    const trigger = new Big(order.triggerPrice as string);
    // A long's take-profit fires on a rise, a short's on a fall (clearing.ts); rows without a
    // direction are judged against the entry.
    const profitSide = order.triggerDirection
      ? (order.triggerDirection === 'rise') === (position.side === 'long')
      : position.side === 'long'
        ? trigger.gt(entry)
        : trigger.lt(entry);
    if (profitSide) takeProfit ??= text(trigger);
    else stopLoss ??= text(trigger);
  }
  return { takeProfit, stopLoss };
}

function liquidationText(level: PriceLevel, position: Valued): string | null {
  if (level.kind === 'price') return text(level.price);
  // 'none': no positive price liquidates it. 'always': the account is past it at any price, now.
  return level.kind === 'none' ? null : position.price;
}

/** A position's realized PnL and its parts: closes, fees and funding, and the net of them. */
function realizedFigures(row: PositionRow) {
  const realized = new Big(row.realizedPnl);
  const fees = new Big(row.fees);
  const funding = new Big(row.funding);
  return {
    realizedPnl: normalizeDecimal(row.realizedPnl),
    closingPnl: text(realized.minus(funding)),
    fees: text(fees),
    funding: text(funding),
    netRealizedPnl: text(realized.minus(fees)),
  };
}

/** The open positions of `book` as the API shows them, in the order of its rows. */
export function positionViews(book: FuturesBook): FuturesPosition[] {
  const valued = valuedPositions(book);
  const cross = valued.filter((position) => position.row.marginMode === 'cross');
  const crossWallet = book.wallet.available;
  return valued.map((position) => {
    const { row, side, size, entryPrice, margin, price, tiers } = position;
    const rules = { tiers, tickSize: position.contract.tickSize };
    const isolated = row.marginMode === 'isolated';
    const state = { side, size, entryPrice, margin };
    const ratio = isolated
      ? isolatedMarginRatio(state, price, tiers)
      : crossMarginRatio(crossWallet, cross.map(asCross));
    const others = cross.filter((other) => other !== position).map(asCross);
    const level = isolated
      ? isolatedLiquidationPrice(state, rules)
      : crossLiquidationPrice(state, crossRest(crossWallet, others), rules);
    return {
      symbol: row.symbol,
      side,
      size,
      entryPrice,
      markPrice: position.mark ?? null,
      liquidationPrice: liquidationText(level, position),
      marginMode: row.marginMode as MarginMode,
      leverage: row.leverage,
      margin,
      maintenanceMargin: text(maintenanceMargin(tiers, positionValue(size, price))),
      marginRatio: ratioText(ratio),
      unrealizedPnl: text(unrealizedPnl(side, size, entryPrice, price)),
      roe: text(returnOnEquity(side, size, entryPrice, price, row.leverage)),
      ...realizedFigures(row),
      ...protection(position, book.closeOrders),
      openedAt: row.openedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/**
 * The account summary (FuturesAccountSummary's fields) of `book`; `orderMargin` is what the open
 * and untriggered orders reserve. `available` takes out the cross positions' margin and any cross
 * loss, and is rounded down to the wallet's 8 decimals: what an order or a transfer may still use.
 */
export function accountSummary(book: FuturesBook, orderMargin: string): FuturesAccountSummary {
  const positions = valuedPositions(book).map((position) => ({
    ...asCross(position),
    marginMode: position.row.marginMode as MarginMode,
    margin: position.margin,
  }));
  const figures = markedAccountFigures(book.wallet.available, positions);
  const walletBalance = new Big(book.wallet.available).plus(book.wallet.frozen);
  return {
    asset: MARGIN_ASSET,
    walletBalance: text(walletBalance),
    available: text(figures.available),
    orderMargin: normalizeDecimal(orderMargin),
    isolatedMargin: text(figures.isolatedMargin),
    crossPositionMargin: text(figures.crossPositionMargin),
    unrealizedPnl: text(figures.unrealizedPnl),
    marginBalance: text(walletBalance.plus(figures.unrealizedPnl)),
    crossMarginRatio: figures.crossMarginRatio === null ? null : ratioText(figures.crossMarginRatio),
  };
}

/**
 * Reads a user's book in one snapshot (repeatable read): the engine commits a batch in one
 * transaction, so positions, wallet and orders are read as of the same batch.
 */
async function readBook(
  db: Db,
  userId: string,
  marks: MarkLookup,
  contracts: readonly FuturesContract[] | undefined,
): Promise<{ book: FuturesBook; orderMargin: string }> {
  const listed = contracts ?? (await loadFuturesContracts(db));
  return db.transaction(
    async (tx) => {
      const positions = await tx
        .select()
        .from(futuresPositions)
        .where(and(eq(futuresPositions.userId, userId), gt(futuresPositions.size, '0')));
      const closeOrders = await tx
        .select({
          symbol: futuresOrders.symbol,
          side: futuresOrders.side,
          type: futuresOrders.type,
          triggerPrice: futuresOrders.triggerPrice,
          clientOrderId: futuresOrders.clientOrderId,
          triggerDirection: futuresOrders.triggerDirection,
          seq: futuresOrders.seq,
        })
        .from(futuresOrders)
        .where(
          and(
            eq(futuresOrders.userId, userId),
            eq(futuresOrders.status, 'untriggered'),
            eq(futuresOrders.closePosition, true),
          ),
        )
        .orderBy(desc(futuresOrders.seq));
      const [wallet] = await tx
        .select({ available: futuresBalances.available, frozen: futuresBalances.frozen })
        .from(futuresBalances)
        .where(and(eq(futuresBalances.userId, userId), eq(futuresBalances.asset, MARGIN_ASSET)));
      const [reserved] = await tx
        .select({ frozen: sql<string>`coalesce(sum(${futuresOrders.frozen}), 0)::text` })
        .from(futuresOrders)
        .where(and(eq(futuresOrders.userId, userId), inArray(futuresOrders.status, ['open', 'untriggered'])));
      const order = new Map(listed.map((contract, index) => [contract.symbol, index]));
      positions.sort((a, b) => (order.get(a.symbol) ?? 0) - (order.get(b.symbol) ?? 0));
      const book: FuturesBook = {
        contracts: listed,
        positions,
        closeOrders,
        wallet: wallet ?? { available: '0', frozen: '0' },
        marks,
      };
      return { book, orderMargin: reserved?.frozen ?? '0' };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The user's open positions, in the contracts' display order. */
export async function futuresPositionsOf(
  db: Db,
  userId: string,
  marks: MarkLookup,
  contracts?: readonly FuturesContract[],
): Promise<FuturesPosition[]> {
  return positionViews((await readBook(db, userId, marks, contracts)).book);
}

export async function futuresAccountSummary(
  db: Db,
  userId: string,
  marks: MarkLookup,
  contracts?: readonly FuturesContract[],
): Promise<FuturesAccountSummary> {
  const { book, orderMargin } = await readBook(db, userId, marks, contracts);
  return accountSummary(book, orderMargin);
}
