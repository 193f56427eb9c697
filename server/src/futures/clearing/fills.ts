import {
  fillCharge,
  increasedEntryPrice,
  initialMargin,
  openingQuantity,
  realizedPnl,
  sideOf,
} from '@vela/contracts/futures-margin';
import { divide, roundTo, USDT_DECIMALS } from '@vela/contracts/futures-margin-rounding';
import type Big from 'big.js';
import type { PositionRecord } from '../clearing-types.ts';
import type { FuturesOrderRecord } from '../order-view.ts';
import type { ClearingCore } from './core.ts';
import type { MarginAndLeverage } from './margin-and-leverage.ts';
import { min, zero } from './values.ts';

/**
 * One user order's side of a trade applied to its position and wallet: the closing part realizes
 * PnL (isolated: against the position's margin, cross: against the wallet), the opening part moves
 * the entry and takes margin from the order's reserve, and the fee is paid.
 */
export class FillPosting {
  constructor(
    private readonly core: ClearingCore,
    private readonly settings: MarginAndLeverage,
  ) {}

  apply(order: FuturesOrderRecord, quantity: Big, price: Big, role: 'maker' | 'taker'): void {
    const { contract } = this.core.markets.contractOf(order.symbol);
    const position = this.core.positions.record(
      order.userId,
      order.symbol,
      this.settings.settingsOf(order.userId, order.symbol),
      this.core.now(),
    );
    const side = sideOf(order.side);
    const opposite = position.size.gt(0) && position.side !== side ? position.size : zero;
    const opening = openingQuantity(quantity, opposite);
    const closing = quantity.minus(opening);
    const charge = fillCharge(
      { quantity, opening, price },
      order.leverage,
      role === 'maker' ? contract.makerFee : contract.takerFee,
    );
    const realized = closing.gt(0) ? this.closePart(order, position, closing, price) : zero;
    if (opening.gt(0)) this.openPart(order, position, opening, price, charge.initialMargin);
    const fee = order.liquidation ? zero : charge.fee;
    if (fee.gt(0)) this.payFee(order, fee);
    // A fill that reverses the position pays the closed one's share of its fee (split by quantity
    // like the position history, closed-positions.ts): the new position counts the rest.
    const reversed = closing.gt(0) && opening.gt(0);
    position.fees = position.fees.plus(
      reversed ? fee.minus(divide(fee.times(closing), quantity, USDT_DECIMALS, 'floor')) : fee,
    );
    const now = this.core.now();
    order.filledQuantity = order.filledQuantity.plus(quantity);
    order.filledNotional = order.filledNotional.plus(quantity.times(price));
    order.fee = order.fee.plus(fee);
    order.realizedPnl = order.realizedPnl.plus(realized);
    order.updatedAt = now;
    position.updatedAt = now;
    this.core.batch.touch(order);
    this.core.batch.touchPosition(position);
    this.core.batch.fill({
      orderId: order.id,
      userId: order.userId,
      symbol: order.symbol,
      side: order.side,
      role,
      price: price.toFixed(),
      quantity: quantity.toFixed(),
      fee: fee.toFixed(),
      realizedPnl: realized.toFixed(),
      liquidation: order.liquidation,
      at: now,
    });
    // Inside an engine event: only what is not in the book can end here.
    if (position.size.eq(0)) {
      for (const other of this.core.orders.of(order.userId, order.symbol)) {
        if (other.closePosition && other.status === 'untriggered')
          this.core.orders.end(other, 'cancelled', 'no-position');
      }
    }
  }

  private closePart(order: FuturesOrderRecord, position: PositionRecord, closing: Big, price: Big): Big {
    const realized = realizedPnl(position.side, position.entryPrice, price, closing);
    this.core.wallet.system('liquidity', realized.neg(), 'futures-pnl', order.id);
    position.realizedPnl = position.realizedPnl.plus(realized);
    const remaining = position.size.minus(closing);
    if (position.marginMode === 'isolated') {
      const share = remaining.gt(0) ? roundTo(position.margin.times(remaining).div(position.size), 8, 'ceil') : zero;
      let kept = min(share, position.margin);
      let released = position.margin.minus(kept).plus(realized);
      if (released.lt(0)) {
        kept = kept.plus(released);
        released = zero;
        if (kept.lt(0)) {
          this.core.wallet.system('insurance', kept, 'bankruptcy-cover', order.id);
          kept = zero;
        }
      }
      const frozen = kept.minus(position.margin);
      if (order.liquidation) {
        this.core.wallet.move(order.userId, zero, frozen, 'liquidation', order.id);
        if (released.gt(0)) this.core.wallet.system('insurance', released, 'liquidation-surplus', order.id);
      } else {
        this.core.wallet.move(order.userId, released, frozen, 'realized-pnl', order.id);
      }
      position.margin = kept;
      position.size = remaining;
      return realized;
    }
    position.size = remaining;
    position.margin = remaining.gt(0) ? initialMargin(remaining.times(position.entryPrice), position.leverage) : zero;
    if (realized.gte(0)) this.core.wallet.move(order.userId, realized, zero, 'realized-pnl', order.id);
    else this.core.wallet.debitCross(order.userId, realized.neg(), 'realized-pnl', order.id);
    return realized;
  }

  private openPart(order: FuturesOrderRecord, position: PositionRecord, opening: Big, price: Big, needed: Big): void {
    if (position.size.eq(0)) {
      position.side = sideOf(order.side);
      position.entryPrice = price;
      position.margin = zero;
      position.marginMode = order.marginMode;
      position.realizedPnl = zero;
      position.fees = zero;
      position.funding = zero;
      position.openedAt = this.core.now();
    } else {
      position.entryPrice = increasedEntryPrice(position.side, position.size, position.entryPrice, opening, price);
    }
    position.leverage = order.leverage;
    position.size = position.size.plus(opening);
    const fromReserve = min(order.frozen, needed);
    order.frozen = order.frozen.minus(fromReserve);
    if (position.marginMode === 'isolated') {
      // The reserve is already frozen: it becomes position margin without a wallet change.
      const fromWallet = min(needed.minus(fromReserve), this.core.wallet.available(order.userId));
      if (fromWallet.gt(0))
        this.core.wallet.move(order.userId, fromWallet.neg(), fromWallet, 'position-margin', order.id);
      position.margin = position.margin.plus(fromReserve).plus(fromWallet);
      return;
    }
    if (fromReserve.gt(0))
      this.core.wallet.move(order.userId, fromReserve, fromReserve.neg(), 'order-release', order.id);
    position.margin = initialMargin(position.size.times(position.entryPrice), position.leverage);
  }

  private payFee(order: FuturesOrderRecord, fee: Big): void {
    const fromReserve = min(order.frozen, fee);
    order.frozen = order.frozen.minus(fromReserve);
    if (fromReserve.gt(0)) this.core.wallet.move(order.userId, zero, fromReserve.neg(), 'trade-fee', order.id);
    const rest = fee.minus(fromReserve);
    if (rest.gt(0)) this.core.wallet.debitCross(order.userId, rest, 'trade-fee', order.id);
    this.core.wallet.system('fees', fee, 'futures-fee', order.id);
  }
}
