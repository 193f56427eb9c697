import {
  crossBankruptcyPrice,
  isolatedBankruptcyPrice,
  type PriceLevel,
} from '@vela/contracts/futures-liquidation-price';
import {
  type CrossPosition,
  crossMarginRatio,
  isolatedMarginRatio,
  type MarginRatio,
  unrealizedPnl,
} from '@vela/contracts/futures-margin';
import Big from 'big.js';
import type { PositionRecord } from '../clearing-types.ts';
import type { ClearingCore } from './core.ts';
import type { FillPosting } from './fills.ts';
import { newOrder, zero } from './values.ts';

/** A margin ratio at or above this sends one warning (again only after it fell below). */
export const MARGIN_WARNING_RATIO = new Big('0.8');

/**
 * The risk check of a mark step: the margin ratio of each isolated position on the marked
 * contracts and of each cross account holding one of them (and of accounts the insurance fund
 * covered), a warning at 80 %, liquidation at 100 %: open orders cancelled, then the position
 * closed by an IOC order bounded by its bankruptcy price, what the book does not take going to
 * the liquidity account at mark.
 */
export class Liquidation {
  /** Margin warnings sent: `userId|symbol` (isolated) or `userId|cross`. */
  private readonly warned = new Set<string>();

  constructor(
    private readonly core: ClearingCore,
    private readonly fills: FillPosting,
  ) {}

  /** Checks the accounts with a position on the contracts of `symbols`, then the bankrupt ones. */
  check(symbols: ReadonlySet<string>): void {
    const users = new Set(this.core.positions.usersOn(symbols));
    for (const userId of this.core.wallet.bankrupt) users.add(userId);
    for (const userId of users) {
      for (const position of this.core.positions.openOf(userId)) {
        if (position.size.eq(0) || position.marginMode !== 'isolated' || !symbols.has(position.symbol)) continue;
        const mark = this.core.markets.marks.get(position.symbol);
        if (!mark) continue;
        const ratio = isolatedMarginRatio(
          { side: position.side, size: position.size, entryPrice: position.entryPrice, margin: position.margin },
          mark,
          this.core.markets.contractOf(position.symbol).tiers,
        );
        if (ratio.liquidate) this.liquidateIsolated(position);
        else this.warn(userId, position.symbol, ratio);
      }
      if (this.core.positions.crossOf(userId).length === 0) {
        this.core.wallet.bankrupt.delete(userId);
        continue;
      }
      const ratio = this.crossRatio(userId);
      if (ratio.liquidate || this.core.wallet.bankrupt.has(userId)) this.liquidateCross(userId);
      else this.warn(userId, null, ratio);
    }
  }

  private crossRatio(userId: string): MarginRatio {
    const positions: CrossPosition[] = this.core.positions.crossOf(userId).map((position) => ({
      side: position.side,
      size: position.size,
      entryPrice: position.entryPrice,
      markPrice: this.core.markets.markOr(position.symbol, position.entryPrice),
      tiers: this.core.markets.contractOf(position.symbol).tiers,
    }));
    return crossMarginRatio(this.core.wallet.available(userId), positions);
  }

  private warn(userId: string, symbol: string | null, ratio: MarginRatio): void {
    const key = `${userId}|${symbol ?? 'cross'}`;
    if (ratio.kind !== 'ratio' || ratio.ratio.lt(MARGIN_WARNING_RATIO)) {
      this.warned.delete(key);
      return;
    }
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.core.batch.notice({ kind: 'margin-warning', userId, symbol, ratio: ratio.ratio.toFixed() });
  }

  private liquidateIsolated(position: PositionRecord): void {
    for (const order of this.core.orders.of(position.userId, position.symbol))
      this.core.orders.cancel(order, 'liquidation');
    const { contract } = this.core.markets.contractOf(position.symbol);
    const bankruptcy = isolatedBankruptcyPrice(
      { side: position.side, size: position.size, entryPrice: position.entryPrice, margin: position.margin },
      { tickSize: contract.tickSize },
    );
    this.closeByLiquidation(position, bankruptcy);
  }

  private liquidateCross(userId: string): void {
    for (const order of this.core.orders.of(userId)) {
      if (order.marginMode === 'cross') this.core.orders.cancel(order, 'liquidation');
    }
    if (!this.core.wallet.bankrupt.has(userId) && !this.crossRatio(userId).liquidate) return;
    this.core.wallet.bankrupt.delete(userId);
    for (const position of this.core.positions.crossOf(userId)) {
      const others = this.core.positions.crossOf(userId).filter((other) => other !== position);
      let otherPnl = zero;
      for (const other of others) {
        const mark = this.core.markets.markOr(other.symbol, other.entryPrice);
        otherPnl = otherPnl.plus(unrealizedPnl(other.side, other.size, other.entryPrice, mark));
      }
      const bankruptcy = crossBankruptcyPrice(
        position,
        { walletBalance: this.core.wallet.available(userId), otherUnrealizedPnl: otherPnl },
        { tickSize: this.core.markets.contractOf(position.symbol).contract.tickSize },
      );
      this.closeByLiquidation(position, bankruptcy);
    }
    // The cross wallet is what the account had at bankruptcy: what is left of it goes to the fund.
    const left = this.core.wallet.available(userId);
    if (left.gt(0)) {
      this.core.wallet.move(userId, left.neg(), zero, 'liquidation', 'cross');
      this.core.wallet.system('insurance', left, 'liquidation-surplus', userId);
    }
  }

  /** An IOC close bounded by the bankruptcy price; what the book does not take, liquidity takes at mark. */
  private closeByLiquidation(position: PositionRecord, bankruptcy: PriceLevel): void {
    const entry = this.core.markets.contractOf(position.symbol);
    const mark = this.core.markets.markOr(position.symbol, position.entryPrice);
    const size = position.size;
    const side = position.side === 'long' ? 'sell' : 'buy';
    // No positive bankruptcy price (a long that cannot lose its margin): one tick is the bound.
    const boundPrice =
      bankruptcy.kind === 'price'
        ? bankruptcy.price
        : bankruptcy.kind === 'none'
          ? new Big(entry.contract.tickSize)
          : mark;
    const order = newOrder(
      {
        id: this.core.newOrderId(),
        userId: position.userId,
        symbol: position.symbol,
        side,
        type: 'limit',
        price: boundPrice.toFixed(),
        triggerPrice: null,
        triggerBy: null,
        triggerDirection: null,
        quantity: size.toFixed(),
        timeInForce: 'IOC',
        postOnly: false,
        reduceOnly: true,
        closePosition: false,
        liquidation: true,
        marginMode: position.marginMode,
        leverage: position.leverage,
        status: 'open',
      },
      this.core.now(),
    );
    this.core.orders.send(order, entry.units.ticks(boundPrice.toFixed()), true);
    const left = position.size;
    if (left.gt(0)) {
      this.fills.apply(order, left, mark, 'taker');
      order.status = 'filled';
      order.cancelReason = null;
      this.core.orders.untrack(order);
    }
    this.core.batch.notice({
      kind: 'liquidated',
      userId: position.userId,
      symbol: position.symbol,
      size: size.toFixed(),
    });
  }
}
