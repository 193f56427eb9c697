import { z } from 'zod';
import { decimalString, marketSymbol } from './markets.ts';

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
export const orderTypeSchema = z.enum(['limit', 'market'], { error: 'type must be "limit" or "market"' });
export type OrderType = z.infer<typeof orderTypeSchema>;
export const orderStatusSchema = z.enum(['open', 'filled', 'cancelled']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const cancelReasonSchema = z.enum(['user', 'self-trade', 'market-remainder']);

/** Letters, digits, dash and underscore; a retry with the same id returns the first order. */
export const clientOrderIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,36}$/, 'clientOrderId: 1 to 36 letters, digits, "-" or "_"');

const positiveDecimal = z.string().regex(/^\d+(\.\d+)?$/, 'expected a positive decimal number such as "0.01"');

/**
 * A limit order needs `price` and `quantity` (base asset). A market order takes `quantity` (base
 * asset to buy or sell); a market buy may instead give `quoteAmount` (quote asset to spend).
 */
export const placeOrderRequestSchema = z
  .object({
    symbol: marketSymbol,
    side: orderSideSchema,
    type: orderTypeSchema,
    price: positiveDecimal.optional(),
    quantity: positiveDecimal.optional(),
    quoteAmount: positiveDecimal.optional(),
    clientOrderId: clientOrderIdSchema.optional(),
  })
  .strict();
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const orderSchema = z.object({
  id: z.string(),
  clientOrderId: z.string().nullable(),
  symbol: marketSymbol,
  side: orderSideSchema,
  type: orderTypeSchema,
  /** Null for market orders. */
  price: decimalString.nullable(),
  quantity: decimalString,
  filledQuantity: decimalString,
  /** Sum of price x quantity over the fills (the quote asset). */
  filledQuote: decimalString,
  /** filledQuote / filledQuantity at the market's price precision; null before the first fill. */
  averagePrice: decimalString.nullable(),
  status: orderStatusSchema,
  cancelReason: cancelReasonSchema.nullable(),
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

/** The order as it stands after the call, with the fills it made while being placed. */
export const placeOrderResponseSchema = z.object({ order: orderSchema, fills: z.array(fillSchema) });
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

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
  'unknown-order',
  'order-not-open',
  'trading-unavailable',
] as const;
export type TradingErrorCode = (typeof tradingErrorCodes)[number];
