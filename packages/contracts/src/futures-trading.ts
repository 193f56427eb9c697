import { z } from 'zod';
import { FUTURES_API_BASE } from './futures.ts';
import { signedDecimalString } from './market-data.ts';
import { decimalString, marketSymbol } from './markets.ts';
import { clientOrderIdSchema, orderSideSchema, timeInForceSchema } from './trading.ts';

/**
 * Futures orders, positions and their settings. Every call needs a session (401 otherwise);
 * mutating calls follow the CSRF Origin rule. Paths are relative to the futures base URL, as the
 * client's request helper takes them in futures mode. Sizes are in the base asset (one contract is
 * one unit of it), amounts in USDT, all decimal strings.
 */
export const futuresTradingCallPaths = {
  /** POST: place an order (PlaceFuturesOrderRequest → PlaceFuturesOrderResponse). GET: open and untriggered orders (?symbol=). */
  orders: '/v1/orders',
  /** POST: cancel one order (→ FuturesOrderResponse). */
  cancel: (orderId: string) => `/v1/orders/${encodeURIComponent(orderId)}/cancel`,
  cancelPattern: '/v1/orders/:orderId/cancel',
  /** POST: cancel every open and untriggered order, of one contract when `symbol` is given (→ FuturesOrderList). */
  cancelAll: '/v1/orders/cancel-all',
  /** GET: filled and cancelled orders, newest first (FuturesHistoryQuery → FuturesOrderList). */
  orderHistory: '/v1/orders/history',
  /** GET: the user's fills, newest first (FuturesHistoryQuery → FuturesFillList). */
  fills: '/v1/fills',
  /** GET: the user's funding payments, newest first (FuturesHistoryQuery → FundingPaymentList). */
  funding: '/v1/funding',
  /** GET: open positions with mark, liquidation price and PnL (→ FuturesPositionList). */
  positions: '/v1/positions',
  /** GET: closed positions, newest first (FuturesHistoryQuery → ClosedPositionList). */
  positionHistory: '/v1/positions/history',
  /** POST: close a position by market or limit, reduce-only (ClosePositionRequest → PlaceFuturesOrderResponse). */
  closePosition: '/v1/positions/close',
  /** POST: add or remove an isolated position's margin (AdjustMarginRequest → FuturesPositionResponse). */
  positionMargin: '/v1/positions/margin',
  /** POST: set or clear a position's take-profit and stop-loss (PositionTpslRequest → FuturesOrderList). */
  positionTpsl: '/v1/positions/tpsl',
  /** GET: leverage and margin mode per contract (?symbol=) (→ FuturesSettingsList). */
  settings: '/v1/settings',
  /** POST: a contract's leverage (LeverageRequest → FuturesSettings). */
  leverage: '/v1/leverage',
  /** POST: a contract's margin mode (MarginModeRequest → FuturesSettings). */
  marginMode: '/v1/margin-mode',
  /** GET: wallet balance, margins in use, unrealized PnL and the cross margin ratio (→ FuturesAccountSummary). */
  summary: '/v1/account/summary',
  /** POST: a short-lived futures token for the thirdAppToken header (→ FuturesToken). */
  token: '/v1/token',
} as const;

const base = (path: string) => `${FUTURES_API_BASE}${path}`;

/** The same calls as the server routes them, under the futures base. */
export const futuresTradingPaths = {
  orders: base(futuresTradingCallPaths.orders),
  cancel: (orderId: string) => base(futuresTradingCallPaths.cancel(orderId)),
  cancelPattern: base(futuresTradingCallPaths.cancelPattern),
  cancelAll: base(futuresTradingCallPaths.cancelAll),
  orderHistory: base(futuresTradingCallPaths.orderHistory),
  fills: base(futuresTradingCallPaths.fills),
  funding: base(futuresTradingCallPaths.funding),
  positions: base(futuresTradingCallPaths.positions),
  positionHistory: base(futuresTradingCallPaths.positionHistory),
  closePosition: base(futuresTradingCallPaths.closePosition),
  positionMargin: base(futuresTradingCallPaths.positionMargin),
  positionTpsl: base(futuresTradingCallPaths.positionTpsl),
  settings: base(futuresTradingCallPaths.settings),
  leverage: base(futuresTradingCallPaths.leverage),
  marginMode: base(futuresTradingCallPaths.marginMode),
  summary: base(futuresTradingCallPaths.summary),
  token: base(futuresTradingCallPaths.token),
} as const;

export { DEFAULT_LEVERAGE } from './futures-risk-tiers.ts';

/** The identity verification level an order that may open a position needs (reduce-only ones need none). */
export const FUTURES_OPENING_KYC_LEVEL = 1;

export const marginModeSchema = z.enum(['cross', 'isolated'], { error: 'marginMode must be "cross" or "isolated"' });
export type MarginMode = z.infer<typeof marginModeSchema>;
export const futuresOrderTypeSchema = z.enum(['limit', 'market', 'stop-limit', 'stop-market'], {
  error: 'type must be "limit", "market", "stop-limit" or "stop-market"',
});
export type FuturesOrderType = z.infer<typeof futuresOrderTypeSchema>;
export const triggerBySchema = z.enum(['mark', 'last'], { error: 'triggerBy must be "mark" or "last"' });
export type TriggerBy = z.infer<typeof triggerBySchema>;
export { type TimeInForce, timeInForceSchema } from './trading.ts';
export const positionSideSchema = z.enum(['long', 'short']);
export type PositionSide = z.infer<typeof positionSideSchema>;
/** untriggered: a stop or TP/SL waiting for its trigger; open: in the book. */
export const futuresOrderStatusSchema = z.enum(['untriggered', 'open', 'filled', 'cancelled']);
export type FuturesOrderStatus = z.infer<typeof futuresOrderStatusSchema>;
/**
 * Why an order ended without filling in full: user, self-trade, ioc-remainder (IOC or market
 * remainder), fok (could not fill in full at once), post-only (would have taken liquidity),
 * reduce-only (would no longer reduce), insufficient-margin (a triggered stop could not be paid
 * for), no-position (a TP/SL or close with nothing to close), liquidation (cancelled by it).
 */
export const futuresCancelReasonSchema = z.enum([
  'user',
  'self-trade',
  'ioc-remainder',
  'fok',
  'post-only',
  'reduce-only',
  'insufficient-margin',
  'no-position',
  'liquidation',
]);
export type FuturesCancelReason = z.infer<typeof futuresCancelReasonSchema>;

const positiveDecimal = z
  .string()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, 'expected a positive decimal number such as "0.01"');

/**
 * limit: price and quantity. market: quantity. stop-limit: triggerPrice, price, quantity.
 * stop-market: triggerPrice, quantity. A stop waits untriggered until the mark (or last) price
 * reaches its trigger, then enters the book. takeProfit / stopLoss (trigger prices, by mark) attach
 * a reduce-only close of the whole position that the order opens. postOnly needs a GTC limit.
 */
export const placeFuturesOrderRequestSchema = z
  .object({
    symbol: marketSymbol,
    side: orderSideSchema,
    type: futuresOrderTypeSchema,
    quantity: positiveDecimal,
    price: positiveDecimal.optional(),
    triggerPrice: positiveDecimal.optional(),
    triggerBy: triggerBySchema.optional(),
    timeInForce: timeInForceSchema.optional(),
    postOnly: z.boolean().optional(),
    reduceOnly: z.boolean().optional(),
    clientOrderId: clientOrderIdSchema.optional(),
    takeProfit: positiveDecimal.optional(),
    stopLoss: positiveDecimal.optional(),
  })
  .strict()
  .superRefine((order, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const limitPriced = order.type === 'limit' || order.type === 'stop-limit';
    const stop = order.type === 'stop-limit' || order.type === 'stop-market';
    if (limitPriced && order.price === undefined) issue('price', `price: a ${order.type} order needs one`);
    if (!limitPriced && order.price !== undefined) issue('price', `price: a ${order.type} order takes none`);
    if (stop && order.triggerPrice === undefined)
      issue('triggerPrice', `triggerPrice: a ${order.type} order needs one`);
    if (!stop && order.triggerPrice !== undefined) issue('triggerPrice', 'triggerPrice: only stop orders take one');
    if (!stop && order.triggerBy !== undefined) issue('triggerBy', 'triggerBy: only stop orders take one');
    if (order.postOnly && (order.type !== 'limit' || (order.timeInForce ?? 'GTC') !== 'GTC')) {
      issue('postOnly', 'postOnly: only a GTC limit order can be post-only');
    }
    if (order.timeInForce !== undefined && !limitPriced) {
      issue('timeInForce', 'timeInForce: only limit orders take one (a market order is IOC)');
    }
    if (order.reduceOnly && (order.takeProfit !== undefined || order.stopLoss !== undefined)) {
      issue('takeProfit', 'takeProfit and stopLoss: a reduce-only order opens nothing to protect');
    }
  });
export type PlaceFuturesOrderRequest = z.infer<typeof placeFuturesOrderRequestSchema>;

export const futuresOrderSchema = z.object({
  id: z.string(),
  clientOrderId: z.string().nullable(),
  symbol: marketSymbol,
  side: orderSideSchema,
  type: futuresOrderTypeSchema,
  /** The limit price; null for market and stop-market orders. */
  price: decimalString.nullable(),
  triggerPrice: decimalString.nullable(),
  triggerBy: triggerBySchema.nullable(),
  quantity: decimalString,
  filledQuantity: decimalString,
  /** Average fill price; null before the first fill. */
  averagePrice: decimalString.nullable(),
  fee: decimalString,
  realizedPnl: signedDecimalString,
  timeInForce: timeInForceSchema,
  postOnly: z.boolean(),
  reduceOnly: z.boolean(),
  /** A TP/SL: closes the whole position when it triggers, whatever its size then. */
  closePosition: z.boolean(),
  /** Placed by the liquidation engine. */
  liquidation: z.boolean(),
  marginMode: marginModeSchema,
  leverage: z.number().int().min(1),
  status: futuresOrderStatusSchema,
  cancelReason: futuresCancelReasonSchema.nullable(),
  /** 1 when placed, +1 with every change: of two copies of an order, the higher version is newer. */
  version: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FuturesOrder = z.infer<typeof futuresOrderSchema>;

export const futuresFillSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  symbol: marketSymbol,
  side: orderSideSchema,
  role: z.enum(['maker', 'taker']),
  price: decimalString,
  quantity: decimalString,
  fee: decimalString,
  /** PnL of the part of the position this fill closed; 0 when it only opened. */
  realizedPnl: signedDecimalString,
  liquidation: z.boolean(),
  createdAt: z.string(),
});
export type FuturesFill = z.infer<typeof futuresFillSchema>;

export const placeFuturesOrderResponseSchema = z.object({
  order: futuresOrderSchema,
  fills: z.array(futuresFillSchema),
  /** The TP/SL orders the request attached, untriggered. */
  attached: z.array(futuresOrderSchema),
});
export type PlaceFuturesOrderResponse = z.infer<typeof placeFuturesOrderResponseSchema>;

export const futuresOrderResponseSchema = z.object({ order: futuresOrderSchema });
export type FuturesOrderResponse = z.infer<typeof futuresOrderResponseSchema>;

export const futuresOrderListSchema = z.object({
  orders: z.array(futuresOrderSchema),
  nextBefore: z.string().nullable(),
});
export type FuturesOrderList = z.infer<typeof futuresOrderListSchema>;

export const futuresFillListSchema = z.object({ fills: z.array(futuresFillSchema), nextBefore: z.string().nullable() });
export type FuturesFillList = z.infer<typeof futuresFillListSchema>;

export const futuresPositionSchema = z.object({
  symbol: marketSymbol,
  side: positionSideSchema,
  size: decimalString,
  entryPrice: decimalString,
  /** The mark price the figures below use; null until the contract has one. */
  markPrice: decimalString.nullable(),
  /** null when no positive price liquidates it (e.g. a 1x long). */
  liquidationPrice: decimalString.nullable(),
  marginMode: marginModeSchema,
  leverage: z.number().int().min(1),
  /** Isolated: the margin it holds. Cross: its initial margin at entry (the wallet backs it). */
  margin: decimalString,
  maintenanceMargin: decimalString,
  /** Maintenance margin / margin balance (the position's, or the cross account's): 1 liquidates. */
  marginRatio: decimalString.nullable(),
  unrealizedPnl: signedDecimalString,
  /** Unrealized PnL / initial margin at entry, as a fraction (0.25 is 25 %). */
  roe: signedDecimalString,
  /** Since the position opened: closes and funding, fees not included. */
  realizedPnl: signedDecimalString,
  /** The part of `realizedPnl` its closes made (and profit settled to cover a cross loss). */
  closingPnl: signedDecimalString,
  /** Trading fees its fills paid since it opened, opening and closing (a reversing fill: its opening share). */
  fees: decimalString,
  /** Funding received (positive) or paid (negative) since it opened. */
  funding: signedDecimalString,
  /** What the trader made on it so far: closingPnl - fees + funding (realizedPnl - fees). */
  netRealizedPnl: signedDecimalString,
  takeProfit: decimalString.nullable(),
  stopLoss: decimalString.nullable(),
  openedAt: z.string(),
  updatedAt: z.string(),
});
export type FuturesPosition = z.infer<typeof futuresPositionSchema>;

export const futuresPositionListSchema = z.object({ positions: z.array(futuresPositionSchema) });
export type FuturesPositionList = z.infer<typeof futuresPositionListSchema>;
export const futuresPositionResponseSchema = z.object({ position: futuresPositionSchema });
export type FuturesPositionResponse = z.infer<typeof futuresPositionResponseSchema>;

export const futuresSettingsSchema = z.object({
  symbol: marketSymbol,
  leverage: z.number().int().min(1),
  marginMode: marginModeSchema,
  /** The most the contract's first risk tier allows. */
  maxLeverage: z.number().int().min(1),
});
export type FuturesSettings = z.infer<typeof futuresSettingsSchema>;
export const futuresSettingsListSchema = z.object({ settings: z.array(futuresSettingsSchema) });
export type FuturesSettingsList = z.infer<typeof futuresSettingsListSchema>;

export const leverageRequestSchema = z
  .object({ symbol: marketSymbol, leverage: z.number().int('leverage: a whole number').min(1).max(200) })
  .strict();
export type LeverageRequest = z.infer<typeof leverageRequestSchema>;

export const marginModeRequestSchema = z.object({ symbol: marketSymbol, marginMode: marginModeSchema }).strict();
export type MarginModeRequest = z.infer<typeof marginModeRequestSchema>;

export const adjustMarginRequestSchema = z
  .object({
    symbol: marketSymbol,
    direction: z.enum(['add', 'remove'], { error: 'direction must be "add" or "remove"' }),
    amount: z
      .string()
      .regex(/^\d{1,18}(\.\d{1,8})?$/, 'amount: a positive decimal with at most 8 decimals')
      .refine((amount) => /[1-9]/.test(amount), 'amount must be above zero'),
  })
  .strict();
export type AdjustMarginRequest = z.infer<typeof adjustMarginRequestSchema>;

/** market: at once; limit: at `price`. Both reduce-only, for the whole position. */
export const closePositionRequestSchema = z
  .object({
    symbol: marketSymbol,
    type: z.enum(['market', 'limit'], { error: 'type must be "market" or "limit"' }),
    price: positiveDecimal.optional(),
  })
  .strict()
  .refine((close) => (close.type === 'limit') === (close.price !== undefined), {
    path: ['price'],
    message: 'price: a limit close needs one, a market close takes none',
  });
export type ClosePositionRequest = z.infer<typeof closePositionRequestSchema>;

/** A trigger price sets it, null clears it, absent leaves it as it is. */
export const positionTpslRequestSchema = z
  .object({
    symbol: marketSymbol,
    takeProfit: positiveDecimal.nullable().optional(),
    stopLoss: positiveDecimal.nullable().optional(),
  })
  .strict();
export type PositionTpslRequest = z.infer<typeof positionTpslRequestSchema>;

export const futuresAccountSummarySchema = z.object({
  asset: z.literal('USDT'),
  /** Transfers, realized PnL, funding and fees so far: available + order margin + isolated margins. */
  walletBalance: decimalString,
  /** What new orders and transfers out can use now. */
  available: decimalString,
  orderMargin: decimalString,
  isolatedMargin: decimalString,
  /** Initial margin of the cross positions, at entry. */
  crossPositionMargin: decimalString,
  unrealizedPnl: signedDecimalString,
  /** Wallet balance + unrealized PnL. */
  marginBalance: signedDecimalString,
  /** The cross account's maintenance margin / its margin balance; null without cross positions. */
  crossMarginRatio: decimalString.nullable(),
});
export type FuturesAccountSummary = z.infer<typeof futuresAccountSummarySchema>;

export const fundingPaymentSchema = z.object({
  symbol: marketSymbol,
  /** Credited to the wallet (or the isolated margin): negative when paid. */
  amount: signedDecimalString,
  rate: signedDecimalString,
  markPrice: decimalString,
  time: z.string(),
});
export type FundingPayment = z.infer<typeof fundingPaymentSchema>;
export const fundingPaymentListSchema = z.object({
  payments: z.array(fundingPaymentSchema),
  nextBefore: z.string().nullable(),
});
export type FundingPaymentList = z.infer<typeof fundingPaymentListSchema>;

/**
 * A position from its first opening fill to the fill that brought it back to zero, derived from
 * the user's fills. `id` is that closing fill's id (the page cursor).
 */
export const closedPositionSchema = z.object({
  id: z.string(),
  symbol: marketSymbol,
  side: positionSideSchema,
  /** The largest size the position reached, in the base asset. */
  size: decimalString,
  /** The position's entry price when it was closed (the average of its openings, as the row showed it). */
  entryPrice: decimalString,
  /** The average price of the fills that closed it. */
  closePrice: decimalString,
  /** PnL of the closing fills, before fees. */
  closingPnl: signedDecimalString,
  /** Trading fees of every fill of the position (a fill that also opened the next one: its share). */
  fee: decimalString,
  /** closingPnl - fee; funding payments are in the funding history. */
  realizedPnl: signedDecimalString,
  leverage: z.number().int().min(1),
  /** Its last closing fill was a liquidation. */
  liquidated: z.boolean(),
  openedAt: z.string(),
  closedAt: z.string(),
});
export type ClosedPosition = z.infer<typeof closedPositionSchema>;
export const closedPositionListSchema = z.object({
  positions: z.array(closedPositionSchema),
  nextBefore: z.string().nullable(),
});
export type ClosedPositionList = z.infer<typeof closedPositionListSchema>;

export const futuresHistoryQuerySchema = z
  .object({
    symbol: marketSymbol.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    before: z
      .string()
      .regex(/^\d{1,18}$/, 'before: a cursor from nextBefore')
      .optional(),
  })
  .strict();
export type FuturesHistoryQuery = z.infer<typeof futuresHistoryQuerySchema>;

export const futuresSymbolFilterSchema = z.object({ symbol: marketSymbol.optional() }).strict();

export const futuresTokenSchema = z.object({
  /** For the thirdAppToken header; also set as the `futuresToken` cookie. */
  token: z.string(),
  expiresAt: z.string(),
});
export type FuturesToken = z.infer<typeof futuresTokenSchema>;
