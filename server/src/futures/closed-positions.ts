import { ENTRY_PRICE_DECIMALS, increasedEntryPrice, sideOf } from '@vela/contracts/futures-margin';
import { divide, USDT_DECIMALS } from '@vela/contracts/futures-margin-rounding';
import type { ClosedPosition } from '@vela/contracts/futures-trading';
import Big from 'big.js';

/** One of a user's fills as the position replay reads it, in the order the engine applied them. */
export interface ReplayedFill {
  readonly id: number;
  readonly symbol: string;
  readonly side: 'buy' | 'sell';
  readonly price: string;
  readonly quantity: string;
  readonly fee: string;
  readonly realizedPnl: string;
  readonly liquidation: boolean;
  readonly leverage: number;
  readonly createdAt: Date;
}

interface Running {
  side: 'long' | 'short';
  size: Big;
  maxSize: Big;
  entryPrice: Big;
  closedQuantity: Big;
  closedNotional: Big;
  closingPnl: Big;
  fee: Big;
  leverage: number;
  openedAt: Date;
}

const zero = new Big(0);

/**
 * The positions `fills` (one user's, oldest first) opened and closed, newest first. The replay
 * follows the clearing (futures/clearing/fills.ts): a fill against the position closes up to its
 * size and opens the rest on the other side, an opening moves the entry price by the same function.
 * A fill that both closes and opens splits its fee by quantity. Positions still open are left out.
 */
export function closedPositionsFromFills(fills: Iterable<ReplayedFill>): ClosedPosition[] {
  const open = new Map<string, Running>();
  const closed: ClosedPosition[] = [];
  for (const fill of fills) {
    const quantity = new Big(fill.quantity);
    const price = new Big(fill.price);
    const fee = new Big(fill.fee);
    const side = sideOf(fill.side);
    let position = open.get(fill.symbol);
    const closing = position && position.side !== side ? (quantity.lt(position.size) ? quantity : position.size) : zero;
    const opening = quantity.minus(closing);
    const closingFee = opening.eq(0) ? fee : divide(fee.times(closing), quantity, USDT_DECIMALS, 'floor');
    if (position && closing.gt(0)) {
      position.size = position.size.minus(closing);
      position.closedQuantity = position.closedQuantity.plus(closing);
      position.closedNotional = position.closedNotional.plus(closing.times(price));
      position.closingPnl = position.closingPnl.plus(fill.realizedPnl);
      position.fee = position.fee.plus(closingFee);
      if (position.size.eq(0)) {
        closed.push(closedView(fill, position));
        open.delete(fill.symbol);
        position = undefined;
      }
    }
    if (opening.gt(0)) {
      if (!position) {
        position = {
          side,
          size: zero,
          maxSize: zero,
          entryPrice: price,
          closedQuantity: zero,
          closedNotional: zero,
          closingPnl: zero,
          fee: zero,
          leverage: fill.leverage,
          openedAt: fill.createdAt,
        };
        open.set(fill.symbol, position);
      } else {
        position.entryPrice = increasedEntryPrice(side, position.size, position.entryPrice, opening, price);
      }
      position.size = position.size.plus(opening);
      if (position.size.gt(position.maxSize)) position.maxSize = position.size;
      position.leverage = fill.leverage;
      position.fee = position.fee.plus(closing.gt(0) ? fee.minus(closingFee) : fee);
    }
  }
  return closed.reverse();
}

function closedView(fill: ReplayedFill, position: Running): ClosedPosition {
  const against = position.side === 'long' ? 'floor' : 'ceil';
  const closePrice = divide(position.closedNotional, position.closedQuantity, ENTRY_PRICE_DECIMALS, against);
  return {
    id: String(fill.id),
    symbol: fill.symbol,
    side: position.side,
    size: position.maxSize.toFixed(),
    entryPrice: position.entryPrice.toFixed(),
    closePrice: closePrice.toFixed(),
    closingPnl: position.closingPnl.toFixed(),
    fee: position.fee.toFixed(),
    realizedPnl: position.closingPnl.minus(position.fee).toFixed(),
    leverage: position.leverage,
    liquidated: fill.liquidation,
    openedAt: position.openedAt.toISOString(),
    closedAt: fill.createdAt.toISOString(),
  };
}
