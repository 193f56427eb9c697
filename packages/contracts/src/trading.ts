import { z } from 'zod';
import { decimalString, marketSymbol } from './markets.ts';
import { MAX_TRAILING_PERCENT } from './order-limits.ts';

/**
 * The spot order API. Every call needs a session (401 otherwise); mutating calls follow the CSRF
 * Origin rule. Amounts and prices are decimal strings on the market's grid (tick size, lot size).
 */
export const tradingPaths = {
  /** POST: place an order (PlaceOrderRequest → PlaceOrderResponse). GET: open orders (?symbol=). */
  orders: '/api/v1/spot/orders',
  /** POST: cancel one order (→ OrderResponse). */
  cancel: (orderId: string) => `/api/v1/spot/orders/${encodeURIComponent(orderId)}/cancel`,
  cancelPattern: '/api/v1/spot/orders/:orderId/cancel',
  /** POST: change an open limit order's price and/or quantity (AmendOrderRequest → PlaceOrderResponse). */
  amend: (orderId: string) => `/api/v1/spot/orders/${encodeURIComponent(orderId)}/amend`,
  amendPattern: '/api/v1/spot/orders/:orderId/amend',
  /** POST: cancel every open order, of one market when `symbol` is given (→ CancelAllResponse). */
  cancelAll: '/api/v1/spot/orders/cancel-all',
  /** GET: filled and cancelled orders, newest first (OrderHistoryQuery → OrderList). */
  orderHistory: '/api/v1/spot/orders/history',
  /** GET: the user's fills, newest first (FillHistoryQuery → FillList). */
  fills: '/api/v1/spot/fills',
  /** GET: the user's balances per asset (→ BalanceList). */
  balances: '/api/v1/spot/balances',
} as const;

export const orderSideSchema = z.enum(['buy', 'sell'], { error: 'side must be "buy" or "sell"' });
export type OrderSide = z.infer<typeof orderSideSchema>;
/**
 * limit and market trade at once (or rest); stop-limit, stop-market and trailing-stop wait
 * untriggered until the market's last trade price reaches their trigger; oco places a limit and a
 * stop together: the first to trade or trigger cancels the other (docs/spot-order-types.md).
 */
export const orderTypeSchema = z.enum(['limit', 'market', 'stop-limit', 'stop-market', 'trailing-stop', 'oco'], {
  error: 'type must be one of limit, market, stop-limit, stop-market, trailing-stop, oco',
});
export type OrderType = z.infer<typeof orderTypeSchema>;
/** What an order is once placed: an OCO request becomes a limit order and a stop order. */
export type PlacedOrderType = Exclude<OrderType, 'oco'>;
/** untriggered: a stop waiting for its trigger price; open: in the book. */
export const orderStatusSchema = z.enum(['untriggered', 'open', 'filled', 'cancelled']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
/**
 * user, self-trade, market-remainder as before; oco: the other leg of its OCO traded or triggered;
 * post-only: it would have taken liquidity; fok: the book could not fill it in full at once;
 * ioc-remainder: what an IOC order did not fill at once; insufficient-balance / no-liquidity: a
 * stop that triggered could not be paid or had no book to trade against.
 */
export const cancelReasonSchema = z.enum([
  'user',
  'self-trade',
  'market-remainder',
  'oco',
  'post-only',
  'fok',
  'ioc-remainder',
  'insufficient-balance',
  'no-liquidity',
]);
export type CancelReason = z.infer<typeof cancelReasonSchema>;
export const timeInForceSchema = z.enum(['GTC', 'IOC', 'FOK'], { error: 'timeInForce must be GTC, IOC or FOK' });
export type TimeInForce = z.infer<typeof timeInForceSchema>;
/** rise: triggers when the last price is at or above the stop price; fall: at or below. */
export const triggerDirectionSchema = z.enum(['rise', 'fall']);
export type TriggerDirection = z.infer<typeof triggerDirectionSchema>;

/** Letters, digits, dash and underscore; a retry with the same id returns the first order. */
export const clientOrderIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,36}$/, 'clientOrderId: 1 to 36 letters, digits, "-" or "_"');

const positiveDecimal = z.string().regex(/^\d+(\.\d+)?$/, 'expected a positive decimal number such as "0.01"');

export { MAX_TRAILING_PERCENT };

/**
 * A limit order needs `price` and `quantity` (base asset). A market order takes `quantity` (base
 * asset to buy or sell); a market buy may instead give `quoteAmount` (quote asset to spend).
 * stop-limit: stopPrice, price, quantity. stop-market: stopPrice, quantity. trailing-stop:
 * quantity and one of trailingAmount (quote asset) or trailingPercent (0 < p <= 20). oco: price
 * (the limit leg), stopPrice and, for a stop-limit leg, stopLimitPrice; quantity. timeInForce and
 * postOnly are for limit prices: postOnly needs a GTC limit order.
 */
export const placeOrderRequestSchema = z
  .object({
    symbol: marketSymbol,
    side: orderSideSchema,
    type: orderTypeSchema,
    price: positiveDecimal.optional(),
    quantity: positiveDecimal.optional(),
    quoteAmount: positiveDecimal.optional(),
    stopPrice: positiveDecimal.optional(),
    stopLimitPrice: positiveDecimal.optional(),
    trailingAmount: positiveDecimal.optional(),
    trailingPercent: positiveDecimal.optional(),
    timeInForce: timeInForceSchema.optional(),
    postOnly: z.boolean().optional(),
    clientOrderId: clientOrderIdSchema.optional(),
  })
  .strict()
  .superRefine((order, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const { type } = order;
    const stop = type === 'stop-limit' || type === 'stop-market' || type === 'oco';
    const limitPriced = type === 'limit' || type === 'stop-limit' || type === 'oco';
    if (stop && order.stopPrice === undefined) issue('stopPrice', `stopPrice: a ${type} order needs one`);
    if (!stop && order.stopPrice !== undefined) issue('stopPrice', `stopPrice: a ${type} order takes none`);
    if (type !== 'market' && type !== 'limit') {
      if (order.quantity === undefined) issue('quantity', `quantity: a ${type} order needs one`);
      if (order.quoteAmount !== undefined) issue('quoteAmount', 'quoteAmount: only market buys take one');
      if (limitPriced && order.price === undefined) issue('price', `price: a ${type} order needs one`);
      if (!limitPriced && order.price !== undefined) issue('price', `price: a ${type} order takes none`);
    }
    if (order.stopLimitPrice !== undefined && type !== 'oco') {
      issue('stopLimitPrice', "stopLimitPrice: only an oco order takes one (its stop leg's limit)");
    }
    const trailing = [order.trailingAmount, order.trailingPercent].filter((value) => value !== undefined).length;
    if (type === 'trailing-stop' && trailing !== 1) {
      issue('trailingAmount', 'trailingAmount or trailingPercent: a trailing-stop order needs exactly one');
    }
    if (type !== 'trailing-stop' && trailing > 0) {
      issue('trailingAmount', 'trailingAmount and trailingPercent: only trailing-stop orders take one');
    }
    if (order.trailingPercent !== undefined) {
      const percent = Number(order.trailingPercent);
      if (!(percent > 0 && percent <= Number(MAX_TRAILING_PERCENT))) {
        issue('trailingPercent', `trailingPercent: above 0 and at most ${MAX_TRAILING_PERCENT}`);
      }
    }
    if (order.timeInForce !== undefined && type !== 'limit' && type !== 'stop-limit') {
      issue('timeInForce', 'timeInForce: only limit and stop-limit orders take one (a market order is IOC)');
    }
    if (order.postOnly && (type !== 'limit' || (order.timeInForce ?? 'GTC') !== 'GTC')) {
      issue('postOnly', 'postOnly: only a GTC limit order can be post-only');
    }
  });
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const orderSchema = z.object({
  id: z.string(),
  clientOrderId: z.string().nullable(),
  symbol: marketSymbol,
  side: orderSideSchema,
  type: orderTypeSchema.exclude(['oco']),
  /** The limit price; null for market, stop-market and trailing-stop orders. */
  price: decimalString.nullable(),
  quantity: decimalString,
  filledQuantity: decimalString,
  /** Sum of price x quantity over the fills (the quote asset). */
  filledQuote: decimalString,
  /** filledQuote / filledQuantity at the market's price precision; null before the first fill. */
  averagePrice: decimalString.nullable(),
  status: orderStatusSchema,
  cancelReason: cancelReasonSchema.nullable(),
  /** Stops only: the price whose trade triggers it (a trailing stop's moves with the best price seen). */
  stopPrice: decimalString.optional(),
  triggerDirection: triggerDirectionSchema.optional(),
  /** Trailing stops only: the distance in the quote asset, or in percent, and the best price seen since placing. */
  trailingAmount: decimalString.optional(),
  trailingPercent: decimalString.optional(),
  trailingBest: decimalString.optional(),
  /** When the stop triggered (ISO 8601); absent while untriggered and for orders that are no stops. */
  triggeredAt: z.string().optional(),
  /** The OCO the order is a leg of: the limit leg's id, the same on both legs. */
  ocoGroup: z.string().optional(),
  /** Limit prices only (GTC when absent). */
  timeInForce: timeInForceSchema.optional(),
  postOnly: z.boolean().optional(),
  /** 1 when placed, +1 with every change: of two copies of an order, the higher version is newer. */
  version: z.number().int().min(1),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const fillSchema = z.object({
  id: z.number().int(),
  orderId: z.string(),
  symbol: marketSymbol,
  side: orderSideSchema,
  role: z.enum(['maker', 'taker']),
  price: decimalString,
  quantity: decimalString,
  quoteAmount: decimalString,
  fee: decimalString,
  /** The asset the fee was taken from: what the order received. */
  feeAsset: z.string(),
  /**
   * A fee coupon's rebate of this fill's fee, credited to the spot wallet after the fill; absent
   * when none (yet). Only on the fills read API, not in the place-order answer.
   */
  rebate: z.object({ amount: decimalString, asset: z.string() }).optional(),
  createdAt: z.string(),
});
export type Fill = z.infer<typeof fillSchema>;

/**
 * The order as it stands after the call, with the fills it made while being placed; an OCO's
 * `order` is its limit leg and `linked` holds its stop leg.
 */
export const placeOrderResponseSchema = z.object({
  order: orderSchema,
  fills: z.array(fillSchema),
  linked: z.array(orderSchema).optional(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/**
 * A new price and/or a new quantity for an open limit order. `quantity` is the order's whole size,
 * the filled part included, so it must stay above what has filled. A smaller quantity at the same
 * price keeps the order's place in its queue; a new price or a larger quantity sends it to the back
 * of its new level, and a price that crosses the book trades at once (answered with those fills).
 */
export const amendOrderRequestSchema = z
  .object({ price: positiveDecimal.optional(), quantity: positiveDecimal.optional() })
  .strict()
  .refine((request) => request.price !== undefined || request.quantity !== undefined, {
    message: 'give a new price, a new quantity or both',
  });
export type AmendOrderRequest = z.infer<typeof amendOrderRequestSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const fillListSchema = z.object({ fills: z.array(fillSchema), nextBefore: z.string().nullable() });
export type FillList = z.infer<typeof fillListSchema>;

export const cancelAllRequestSchema = z.object({ symbol: marketSymbol.optional() }).strict();
export const cancelAllResponseSchema = z.object({ cancelled: z.array(orderSchema) });
export type CancelAllResponse = z.infer<typeof cancelAllResponseSchema>;

export const openOrdersQuerySchema = z.object({ symbol: marketSymbol.optional() });

const pageSize = z.coerce.number().int().min(1).max(100).default(50);
const before = z.string().regex(/^\d+$/, 'before: a cursor from the previous page').optional();

export const orderHistoryQuerySchema = z.object({
  symbol: marketSymbol.optional(),
  status: z.enum(['filled', 'cancelled']).optional(),
  side: orderSideSchema.optional(),
  limit: pageSize,
  before,
});
export type OrderHistoryQuery = z.input<typeof orderHistoryQuerySchema>;

export const fillHistoryQuerySchema = z.object({
  symbol: marketSymbol.optional(),
  side: orderSideSchema.optional(),
  limit: pageSize,
  before,
});
export type FillHistoryQuery = z.input<typeof fillHistoryQuerySchema>;

export const balanceSchema = z.object({
  asset: z.string(),
  available: decimalString,
  frozen: decimalString,
  /** The wallet row's version, raised by every write of the row (0: no row yet): of two copies, the higher is newer. */
  version: z.number().int().nonnegative(),
});
export type Balance = z.infer<typeof balanceSchema>;
export const balanceListSchema = z.object({ balances: z.array(balanceSchema) });
export type BalanceList = z.infer<typeof balanceListSchema>;

/**
 * What the private feed channels carry. `orders`: an Order after every change (accepted, filled
 * in part or in full, cancelled). `balances`: the Balance of each asset that changed.
 */
export const orderPushSchema = orderSchema;
export const balancePushSchema = z.array(balanceSchema);

/**
 * Causes of the order API's 400/404/409/503 answers, in the error body's `reason` (apiErrorSchema),
 * so the client can translate them; `fields` names the input at fault when there is one (e.g.
 * { price: 'price-off-tick' }). The `message` is English for logs and API users.
 */
export const tradingErrorCodes = [
  'invalid-input',
  'unknown-market',
  'price-required',
  'price-not-allowed',
  'quantity-required',
  'price-off-tick',
  'quantity-off-lot',
  'below-min-notional',
  'insufficient-balance',
  'no-liquidity',
  'post-only',
  'fok',
  'invalid-trigger',
  'unknown-order',
  'order-not-open',
  'trading-unavailable',
  /**
   * The connection to the database broke while the command was being saved: it may have been
   * carried out. Check the open orders; a retry with the same clientOrderId answers the first order.
   */
  'outcome-unknown',
  /** An amend: the new quantity is not above the filled part. */
  'quantity-below-filled',
  /** An amend that changes neither the price nor the quantity. */
  'amend-unchanged',
  /** An amend of an order that has no price to change (a market order). */
  'not-amendable',
] as const;
export type TradingErrorCode = (typeof tradingErrorCodes)[number];
