import { z } from 'zod';
import { decimalString, marketSymbol } from './markets.ts';

/**
 * Price alerts on spot pairs and perpetual futures contracts (docs/price-alerts.md). Every call needs a session (401 otherwise);
 * the writes follow the CSRF Origin rule and are POSTs, as the favourites' are.
 */
export const alertPaths = {
  /** GET: the user's alerts, newest first (→ PriceAlertList). */
  list: '/api/v1/price-alerts',
  /** POST PriceAlertRequest: a new alert, checked against the pair's last price (→ PriceAlert, 201). */
  create: '/api/v1/price-alerts/create',
  /** POST PriceAlertDelete: removes alerts, active or fired (→ PriceAlertList). */
  remove: '/api/v1/price-alerts/remove',
  /** POST PriceAlertJoin: a visitor's alerts from the browser, joined to the account at sign-in (→ PriceAlertJoined). */
  join: '/api/v1/price-alerts/join',
} as const;

/** Active alerts a user may hold at once (fired ones do not count). */
export const MAX_ACTIVE_ALERTS = 50;
/** A visitor keeps at most this many in the browser: one join call takes them all. */
export const MAX_VISITOR_ALERTS = MAX_ACTIVE_ALERTS;

/** The reason of the 409 a create gets when the user already holds MAX_ACTIVE_ALERTS active alerts. */
export const ALERT_LIMIT_ERROR = 'alert-limit';
/** The 400 reasons a create gets when the condition is already met, or the pair has no price yet. */
export const ALERT_ALREADY_MET = 'alert-already-met';
export const ALERT_NO_PRICE = 'alert-no-price';

export const alertConditions = ['above', 'below', 'move'] as const;
export type AlertCondition = (typeof alertConditions)[number];
export const moveDirections = ['up', 'down', 'either'] as const;
export type MoveDirection = (typeof moveDirections)[number];

/** Where the alert's symbol is listed: a spot pair, or a perpetual futures contract. */
export const alertMarkets = ['spot', 'futures'] as const;
export type AlertMarket = (typeof alertMarkets)[number];
/** Which price it watches: trades ('last'), or the contract's mark price ('mark', futures only). */
export const alertPriceSources = ['last', 'mark'] as const;
export type AlertPriceSource = (typeof alertPriceSources)[number];
/** The 400 reason of a mark-price alert on a spot pair. */
export const ALERT_PRICE_SOURCE = 'alert-price-source';

/** A % move: 0.01 to 99.99, at most two decimals. */
export const MIN_MOVE_PERCENT = '0.01';
export const MAX_MOVE_PERCENT = '99.99';
export const movePercent = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, `expected a percentage from ${MIN_MOVE_PERCENT} to ${MAX_MOVE_PERCENT}`)
  .refine((value) => Number(value) > 0, `expected a percentage from ${MIN_MOVE_PERCENT} to ${MAX_MOVE_PERCENT}`);

const positivePrice = decimalString.refine((value) => /[1-9]/.test(value), 'expected a price above 0');

/** Both optional: a spot pair's last price by default. */
const whereShape = {
  symbol: marketSymbol,
  market: z.enum(alertMarkets).optional(),
  priceSource: z.enum(alertPriceSources).optional(),
};
const aboveShape = { ...whereShape, condition: z.literal('above'), price: positivePrice };
const belowShape = { ...whereShape, condition: z.literal('below'), price: positivePrice };
const moveShape = {
  ...whereShape,
  condition: z.literal('move'),
  percent: movePercent,
  direction: z.enum(moveDirections),
};
const conditionError = { error: 'condition: expected "above", "below" or "move"' };

/** "Rises to X or above", "falls to X or below", or "moves by N % from the price when set". */
export const priceAlertRequestSchema = z.discriminatedUnion(
  'condition',
  [z.object(aboveShape).strict(), z.object(belowShape).strict(), z.object(moveShape).strict()],
  conditionError,
);
export type PriceAlertRequest = z.infer<typeof priceAlertRequestSchema>;

export const priceAlertSchema = z.object({
  id: z.string(),
  symbol: marketSymbol,
  market: z.enum(alertMarkets),
  priceSource: z.enum(alertPriceSources),
  condition: z.enum(alertConditions),
  /** The target price (above, below); null for a move. */
  price: decimalString.nullable(),
  /** The move (move); null otherwise. */
  percent: z.string().nullable(),
  direction: z.enum(moveDirections).nullable(),
  /** The watched price when the alert was set: a move is measured from it. */
  referencePrice: decimalString,
  status: z.enum(['active', 'fired']),
  /** ms since the epoch. */
  createdAt: z.number().int(),
  firedAt: z.number().int().nullable(),
  /** The trade price that met the condition. */
  firedPrice: decimalString.nullable(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

export const priceAlertListSchema = z.object({
  alerts: z.array(priceAlertSchema),
  /** MAX_ACTIVE_ALERTS, so the client can say how many are left. */
  limit: z.number().int(),
});
export type PriceAlertList = z.infer<typeof priceAlertListSchema>;

export const priceAlertDeleteSchema = z
  .object({ ids: z.array(z.string().uuid('expected an alert id')).min(1, 'name at least one alert').max(200) })
  .strict();
export type PriceAlertDelete = z.infer<typeof priceAlertDeleteSchema>;

/**
 * A visitor's alert as the browser kept it: the request plus the price it was set at (a move is
 * measured from there) and when.
 */
const keptShape = { referencePrice: positivePrice, createdAt: z.number().int().positive() };
export const visitorAlertSchema = z.discriminatedUnion(
  'condition',
  [
    z.object({ ...aboveShape, ...keptShape }).strict(),
    z.object({ ...belowShape, ...keptShape }).strict(),
    z.object({ ...moveShape, ...keptShape }).strict(),
  ],
  conditionError,
);
export type VisitorAlert = z.infer<typeof visitorAlertSchema>;

export const priceAlertJoinSchema = z
  .object({ alerts: z.array(visitorAlertSchema).min(1, 'name at least one alert').max(MAX_VISITOR_ALERTS) })
  .strict();
export type PriceAlertJoin = z.infer<typeof priceAlertJoinSchema>;

export const priceAlertJoinedSchema = priceAlertListSchema.extend({
  /** How many of the visitor's alerts were joined; the rest named a pair no longer listed or were over the limit. */
  joined: z.number().int(),
  skipped: z.number().int(),
});
export type PriceAlertJoined = z.infer<typeof priceAlertJoinedSchema>;
