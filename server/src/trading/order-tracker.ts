import Big from 'big.js';
import type { EngineEvent, Side, TradeEvent } from '../market/engine/types.ts';
import type { MarketRules } from './market-rules.ts';

/** Fees are rounded down to this many decimals: the user never pays more than the rate. */
export const FEE_DECIMALS = 8;

/** A user's order while it can still trade, with what it still holds frozen. */
export interface TrackedOrder {
  readonly id: string;
  readonly userId: string;
  readonly symbol: string;
  readonly side: Side;
  readonly type: 'limit' | 'market';
  frozen: Big;
}

/** One user order's side of a trade: what it spent (from its frozen funds), received and paid. */
export interface FillMovement {
  readonly kind: 'fill';
  readonly orderId: string;
  readonly userId: string;
  readonly symbol: string;
  readonly side: Side;
  readonly role: 'maker' | 'taker';
  readonly price: string;
  readonly quantity: string;
  readonly quote: string;
  readonly spentAsset: string;
  readonly spent: string;
  readonly receivedAsset: string;
  /** Before the fee. */
  readonly received: string;
  readonly fee: string;
}

/** A change of a platform account: simulated liquidity (the other side) or collected fees. */
export interface SystemMovement {
  readonly kind: 'system';
  readonly account: 'liquidity' | 'fees';
  readonly asset: string;
  /** Signed. */
  readonly amount: string;
  readonly reference: string;
}

/** The order left the book: its status, and what it still held goes back to available. */
export interface DoneMovement {
  readonly kind: 'done';
  readonly orderId: string;
  readonly userId: string;
  readonly symbol: string;
  readonly status: 'filled' | 'cancelled';
  readonly cancelReason: 'user' | 'self-trade' | 'market-remainder' | null;
  readonly releaseAsset: string;
  readonly release: string;
}

export type Movement = FillMovement | SystemMovement | DoneMovement;

/** What an order spends: quote to buy, base to sell. */
export function spendAsset(rules: MarketRules, side: Side): string {
  return side === 'buy' ? rules.quote : rules.base;
}

/**
 * Follows the users' orders through the engine's events, in engine order, and turns each event
 * into balance movements. Because every movement is a delta computed here, at the moment the
 * engine acted, the database may apply movements of different batches in any order and still
 * end up exact: nothing is ever computed from what the database holds at that later time.
 */
export class OrderTracker {
  private readonly orders = new Map<string, TrackedOrder>();

  track(order: TrackedOrder): void {
    this.orders.set(order.id, order);
  }

  get(orderId: string): TrackedOrder | undefined {
    return this.orders.get(orderId);
  }

  /** Open orders, oldest first (insertion order). */
  open(filter: { userId?: string; symbol?: string } = {}): TrackedOrder[] {
    return [...this.orders.values()].filter(
      (order) =>
        (filter.userId === undefined || order.userId === filter.userId) &&
        (filter.symbol === undefined || order.symbol === filter.symbol),
    );
  }

  untrack(orderId: string): void {
    this.orders.delete(orderId);
  }

  /** The movements of one engine event; none when it touches no user order. */
  movementsFor(rules: MarketRules, event: EngineEvent): Movement[] {
    if (event.type === 'trade') return this.tradeMovements(rules, event);
    if (event.type !== 'done') return [];
    const order = this.orders.get(event.orderId);
    if (order === undefined) return [];
    this.orders.delete(event.orderId);
    const release = order.frozen;
    order.frozen = new Big(0);
    const cancelReason =
      event.cancelReason === 'user' && order.type === 'market' ? 'market-remainder' : event.cancelReason;
    return [
      {
        kind: 'done',
        orderId: order.id,
        userId: order.userId,
        symbol: order.symbol,
        status: event.status,
        cancelReason,
        releaseAsset: spendAsset(rules, order.side),
        release: release.toFixed(),
      },
    ];
  }

  private tradeMovements(rules: MarketRules, event: TradeEvent): Movement[] {
    const maker = this.orders.get(event.makerOrderId);
    const taker = this.orders.get(event.takerOrderId);
    if (maker === undefined && taker === undefined) return [];
    const price = rules.units.price(event.price);
    const quantity = rules.units.quantity(event.quantity);
    const quote = new Big(price).times(quantity);
    const reference = (maker ?? taker)?.id ?? '';
    const movements: Movement[] = [];
    const makerSide: Side = event.takerSide === 'buy' ? 'sell' : 'buy';
    for (const [order, role, side] of [
      [maker, 'maker', makerSide],
      [taker, 'taker', event.takerSide],
    ] as const) {
      if (order === undefined) {
        movements.push(...liquidityMovements(rules, side, quantity, quote, reference));
        continue;
      }
      movements.push(...this.fill(rules, order, role, price, quantity, quote));
    }
    return movements;
  }

  private fill(
    rules: MarketRules,
    order: TrackedOrder,
    role: 'maker' | 'taker',
    price: string,
    quantity: string,
    quote: Big,
  ): Movement[] {
    const buying = order.side === 'buy';
    const spent = buying ? quote : new Big(quantity);
    const received = buying ? new Big(quantity) : quote;
    const rate = role === 'maker' ? rules.makerFee : rules.takerFee;
    const fee = received.times(rate).round(FEE_DECIMALS, Big.roundDown);
    order.frozen = order.frozen.minus(spent);
    if (order.frozen.lt(0)) throw new Error(`order ${order.id} spent more than it froze`);
    const receivedAsset = buying ? rules.base : rules.quote;
    const fill: FillMovement = {
      kind: 'fill',
      orderId: order.id,
      userId: order.userId,
      symbol: order.symbol,
      side: order.side,
      role,
      price,
      quantity,
      quote: quote.toFixed(),
      spentAsset: spendAsset(rules, order.side),
      spent: spent.toFixed(),
      receivedAsset,
      received: received.toFixed(),
      fee: fee.toFixed(),
    };
    if (fee.eq(0)) return [fill];
    return [
      fill,
      { kind: 'system', account: 'fees', asset: receivedAsset, amount: fee.toFixed(), reference: order.id },
    ];
  }
}

/** The simulated side of a trade with a user: the liquidity account gives what the user gets. */
function liquidityMovements(
  rules: MarketRules,
  side: Side,
  quantity: string,
  quote: Big,
  reference: string,
): SystemMovement[] {
  const buying = side === 'buy';
  return [
    { kind: 'system', account: 'liquidity', asset: rules.base, amount: buying ? quantity : `-${quantity}`, reference },
    {
      kind: 'system',
      account: 'liquidity',
      asset: rules.quote,
      amount: buying ? quote.neg().toFixed() : quote.toFixed(),
      reference,
    },
  ];
}
