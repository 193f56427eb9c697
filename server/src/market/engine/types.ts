/**
 * The matching engine's vocabulary. Prices are whole ticks and quantities whole lots of the
 * market (its tick size and lot size), held as safe integers: fixed-point without fractions.
 */

export type Side = 'buy' | 'sell';

export interface LimitOrderRequest {
  readonly type: 'limit';
  /** Unique among the orders resting in this book (the trading layer's order id). */
  readonly id: string;
  readonly owner: string;
  readonly side: Side;
  readonly price: number;
  readonly quantity: number;
}

/** Takes liquidity at any price; whatever the book cannot fill is cancelled, it never rests. */
export interface MarketOrderRequest {
  readonly type: 'market';
  readonly id: string;
  readonly owner: string;
  readonly side: Side;
  readonly quantity: number;
}

export type OrderRequest = LimitOrderRequest | MarketOrderRequest;

export type RejectReason =
  | 'invalid-type'
  | 'invalid-id'
  | 'invalid-owner'
  | 'invalid-side'
  | 'invalid-price'
  | 'invalid-quantity'
  | 'duplicate-order-id'
  /** The price level the order would rest on could no longer sum its quantity exactly. */
  | 'level-quantity-overflow';

/**
 * A placed order's result: its sequence and the events it caused (its fills among them), the
 * listener having had them as well.
 */
export type PlaceResult =
  | { readonly ok: true; readonly sequence: number; readonly events: readonly OrderEvent[] }
  | { readonly ok: false; readonly reason: RejectReason };

/**
 * An amend of a resting order, as exchanges document it: a smaller quantity at the same price keeps
 * its place in the queue; a new price or a larger quantity loses it (the order goes to the back of
 * its new level) and, when the new price crosses the book, trades at once as a taker would.
 */
export type AmendResult =
  | {
      readonly ok: true;
      readonly priorityKept: boolean;
      /** The order's place in time: unchanged when its priority was kept. */
      readonly sequence: number;
      /** Lots it traded at once at the new price (a crossing amend). */
      readonly traded: number;
      /** Lots left resting; zero when the amend filled it. */
      readonly remaining: number;
      /** What the amend caused (a crossing amend's trades and the orders they ended), in engine order. */
      readonly events: readonly OrderEvent[];
    }
  | {
      readonly ok: false;
      readonly reason: 'unknown-order' | 'invalid-price' | 'invalid-quantity' | 'level-quantity-overflow';
    };

export type CancelResult =
  | { readonly ok: true; readonly cancelled: number }
  | { readonly ok: false; readonly reason: 'unknown-order' };

/**
 * What happens to the part of an order that was not filled. `market-remainder`: the book had no
 * more liquidity for a market order. `self-trade`: a resting order met a taker of the same owner
 * and was cancelled in its place (cancel-oldest prevention).
 */
export type CancelReason = 'user' | 'self-trade' | 'market-remainder';

export interface AcceptedEvent {
  readonly type: 'accepted';
  readonly orderId: string;
  readonly owner: string;
  readonly side: Side;
  readonly orderType: 'limit' | 'market';
  /** Null for a market order. */
  readonly price: number | null;
  readonly quantity: number;
  /** Arrival order in this book: the time in price-time priority. */
  readonly sequence: number;
}

export interface TradeEvent {
  readonly type: 'trade';
  /** Increases by one with every trade of this book. */
  readonly sequence: number;
  /** Always the resting (maker) order's price. */
  readonly price: number;
  readonly quantity: number;
  readonly takerSide: Side;
  readonly makerOrderId: string;
  readonly makerOwner: string;
  readonly takerOrderId: string;
  readonly takerOwner: string;
}

/** The order left the book (or never entered it): no more events follow for it. */
export interface DoneEvent {
  readonly type: 'done';
  readonly orderId: string;
  readonly owner: string;
  readonly side: Side;
  readonly status: 'filled' | 'cancelled';
  readonly cancelReason: CancelReason | null;
  readonly filled: number;
  /** The quantity that will never fill: zero when filled. */
  readonly remaining: number;
}

/** The new total resting at one price level after an operation; zero removes the level. */
export interface DepthEvent {
  readonly type: 'depth';
  readonly side: Side;
  readonly price: number;
  readonly quantity: number;
}

export type EngineEvent = AcceptedEvent | TradeEvent | DoneEvent | DepthEvent;

/** What happens to orders (depth aside): what `place` and `amend` return, in engine order. */
export type OrderEvent = AcceptedEvent | TradeEvent | DoneEvent;

export type EngineListener = (event: EngineEvent) => void;

export interface DepthLevel {
  readonly price: number;
  readonly quantity: number;
}

export interface DepthSnapshot {
  /** Best (highest) first. */
  readonly bids: DepthLevel[];
  /** Best (lowest) first. */
  readonly asks: DepthLevel[];
}

/** A copy of a resting order's state; the engine keeps no record of orders that are done. */
export interface OrderSnapshot {
  readonly id: string;
  readonly owner: string;
  readonly side: Side;
  readonly price: number;
  readonly quantity: number;
  readonly filled: number;
  readonly remaining: number;
  readonly sequence: number;
}
