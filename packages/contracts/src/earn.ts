import { z } from 'zod';
import { localeCodes } from './locale-table.ts';
import { decimalString } from './markets.ts';
import { balanceSchema } from './trading.ts';

/**
 * Earn: savings products paid from the `earn` system account. Product reads need no session (a
 * signed-in caller also gets its own quota left); positions, history, summary and the writes need
 * one (401 otherwise); the writes follow the CSRF Origin rule. The operator paths need the
 * operator bearer token. Every amount and APR is a decimal string; an APR is a fraction of one
 * per year ("0.05" is 5 % a year).
 */
export const earnPaths = {
  /** GET: the products users can see (EarnProductQuery → EarnProductList). */
  products: '/api/v1/earn/products',
  /** GET: one product (→ EarnProductResponse); 404 when unknown. */
  productPattern: '/api/v1/earn/products/:id',
  product: (id: string) => `/api/v1/earn/products/${encodeURIComponent(id)}`,
  /** GET: the user's positions, live ones first (EarnPositionQuery → EarnPositionList). */
  positions: '/api/v1/earn/positions',
  /** GET: the user's earn history, newest first (EarnHistoryQuery → EarnHistoryPage). */
  history: '/api/v1/earn/history',
  /** POST: move spot funds into a product (EarnSubscribeRequest → EarnSubscribeResponse). */
  subscribe: '/api/v1/earn/subscribe',
  /** POST: move a position's funds back to spot (EarnRedeemRequest → EarnRedeemResponse). */
  redeem: '/api/v1/earn/redeem',
  /** GET: the user's earn holdings per asset with USDT values, for the wallet's totals (→ EarnSummary). */
  summary: '/api/v1/earn/summary',
} as const;

/** Operator paths: `Authorization: Bearer <OPERATOR_TOKEN>`. */
export const earnOperatorPaths = {
  /** GET: every product, closed ones too (→ EarnProductList). POST: create one (CreateEarnProductRequest → EarnProductResponse, 201). */
  products: '/api/v1/operator/earn/products',
  /** POST: no new subscriptions until resumed (→ EarnProductResponse). */
  pausePattern: '/api/v1/operator/earn/products/:id/pause',
  pause: (id: string) => `/api/v1/operator/earn/products/${encodeURIComponent(id)}/pause`,
  /** POST: a paused product takes subscriptions again (→ EarnProductResponse). */
  resumePattern: '/api/v1/operator/earn/products/:id/resume',
  resume: (id: string) => `/api/v1/operator/earn/products/${encodeURIComponent(id)}/resume`,
  /** POST: no new subscriptions ever; live positions run on (→ EarnProductResponse). */
  closePattern: '/api/v1/operator/earn/products/:id/close',
  close: (id: string) => `/api/v1/operator/earn/products/${encodeURIComponent(id)}/close`,
} as const;

/** Decimal places of every earn amount (principal, interest): the wallets' precision. */
export const EARN_AMOUNT_DECIMALS = 8;
/** Decimal places an APR may have ("0.123456" is 12.3456 %). */
export const EARN_APR_DECIMALS = 6;
/** Hours in the year interest is computed with: APR / 8760 per hour, for every year. */
export const EARN_HOURS_PER_YEAR = 8760;
/** Days in the year a sharkfin's interest is computed with: APR x termDays / 365. */
export const EARN_DAYS_PER_YEAR = 365;

export const earnProductTypes = ['flexible', 'fixed', 'sharkfin'] as const;
export const earnProductTypeSchema = z.enum(earnProductTypes, {
  error: 'type must be "flexible", "fixed" or "sharkfin"',
});
export type EarnProductType = z.infer<typeof earnProductTypeSchema>;

export const earnProductStatuses = ['open', 'paused', 'closed'] as const;
export const earnProductStatusSchema = z.enum(earnProductStatuses);
export type EarnProductStatus = z.infer<typeof earnProductStatusSchema>;

/**
 * A position's state. `pending`: a sharkfin subscription waiting for the term to start;
 * `active`: earning; `redeemed`: fully taken back by the user; `settled`: matured and paid out
 * (a renewed fixed position is `settled` and its principal is in the new position).
 */
export const earnPositionStatuses = ['pending', 'active', 'redeemed', 'settled'] as const;
export const earnPositionStatusSchema = z.enum(earnPositionStatuses);
export type EarnPositionStatus = z.infer<typeof earnPositionStatusSchema>;

/**
 * History kinds: `subscribe` (spot → position), `redeem` (position → spot), `interest` (interest
 * paid to spot: the daily payout of flexible products, a whole flexible redemption's unpaid
 * interest, the interest of a matured fixed or sharkfin position), `settle` (a matured position's
 * principal back to spot), `renew` (on the new position: a matured fixed position's principal moved into it),
 * `forfeit` (interest accrued by a fixed position redeemed early, not paid).
 */
export const earnHistoryKinds = ['subscribe', 'redeem', 'interest', 'settle', 'renew', 'forfeit'] as const;
export const earnHistoryKindSchema = z.enum(earnHistoryKinds, {
  error: `kind must be one of ${earnHistoryKinds.join(', ')}`,
});
export type EarnHistoryKind = z.infer<typeof earnHistoryKindSchema>;

const isoTime = z.string();

/**
 * An APR tier. Tiers are marginal: the slice of a position's principal up to `upTo` earns this
 * tier's APR, the slice above it the next tier's (like tax bands). The last tier has `upTo` null.
 * A product with one APR has one tier with `upTo` null.
 */
export const earnAprTierSchema = z.object({ upTo: decimalString.nullable(), apr: decimalString });
export type EarnAprTier = z.infer<typeof earnAprTierSchema>;

/** A sharkfin's terms and the underlying's observed index price so far. */
export const sharkfinTermsSchema = z.object({
  /** The underlying asset (BTC); its price is the index price of `indexSymbol`. */
  underlying: z.string(),
  /** The market whose index price is watched ("BTC_USDT"). */
  indexSymbol: z.string(),
  /** The range, fixed when the product is created: inside means rangeLow <= price <= rangeHigh. */
  rangeLow: decimalString,
  rangeHigh: decimalString,
  /** Paid when the price left the range at any time during the term. */
  baseApr: decimalString,
  /** Paid when the price stayed inside the range for the whole term. */
  highApr: decimalString,
  /** The term; subscriptions are taken until startsAt. */
  startsAt: isoTime,
  maturesAt: isoTime,
  /** Lowest and highest index price seen during the term (sampled every minute); null before the start. */
  observedLow: decimalString.nullable(),
  observedHigh: decimalString.nullable(),
  /** The latest index price the platform has for the underlying; null when none. */
  lastPrice: decimalString.nullable(),
  /** null before the start; after it, whether the price has stayed inside so far (at maturity: the outcome). */
  stayedInside: z.boolean().nullable(),
});
export type SharkfinTerms = z.infer<typeof sharkfinTermsSchema>;

export const earnProductSchema = z.object({
  id: z.string(),
  type: earnProductTypeSchema,
  asset: z.string(),
  /**
   * The operator's display name per locale code; may be empty. A UI shows names[locale], else
   * names.en_US, else a title it composes from type, asset and term in its own texts.
   */
  names: z.record(z.string(), z.string()),
  /** The tiers, lowest band first (flexible and fixed; a sharkfin has one tier at its base APR). */
  tiers: z.array(earnAprTierSchema).min(1),
  /** The highest APR the product can pay (a sharkfin's high APR): for sorting and "up to" labels. */
  maxApr: decimalString,
  /** Days locked: null for flexible. */
  termDays: z.number().int().positive().nullable(),
  /** Per subscription. */
  minAmount: decimalString,
  /** Per subscription; null: no maximum. */
  maxAmount: decimalString.nullable(),
  /** What all users may hold in the product together; null: no quota. */
  quotaTotal: decimalString.nullable(),
  /** quotaTotal minus the principal held in live positions; null when no quota. */
  quotaLeft: decimalString.nullable(),
  /** What one user may hold in the product; null: no limit. */
  perUserQuota: decimalString.nullable(),
  /** The signed-in caller's room left under perUserQuota; null without a session or a limit. */
  userQuotaLeft: decimalString.nullable(),
  /** Flexible: always true. Fixed: redemption before maturity allowed, forfeiting the interest. Sharkfin: false. */
  earlyRedemption: z.boolean(),
  /** Fixed only: a subscription may ask to be renewed at maturity. */
  autoRenewAllowed: z.boolean(),
  status: earnProductStatusSchema,
  /** Sharkfin products only; null otherwise. */
  sharkfin: sharkfinTermsSchema.nullable(),
  createdAt: isoTime,
});
export type EarnProduct = z.infer<typeof earnProductSchema>;

export const earnProductQuerySchema = z
  .object({
    asset: z
      .string()
      .regex(/^[A-Z0-9]{1,16}$/, 'asset: an asset code such as USDT')
      .optional(),
    type: earnProductTypeSchema.optional(),
  })
  .strict();
export type EarnProductQuery = z.input<typeof earnProductQuerySchema>;

/** Users see open and paused products, and closed ones they still hold; best APR first within a type. */
export const earnProductListSchema = z.object({ products: z.array(earnProductSchema) });
export type EarnProductList = z.infer<typeof earnProductListSchema>;

export const earnProductResponseSchema = z.object({ product: earnProductSchema });
export type EarnProductResponse = z.infer<typeof earnProductResponseSchema>;

export const earnProductIdParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'id: a product id'),
});

export const earnPositionSchema = z.object({
  id: z.string(),
  productId: z.string(),
  type: earnProductTypeSchema,
  asset: z.string(),
  /** Principal now in the position; a closed position keeps the principal it closed with. */
  amount: decimalString,
  /** Interest accrued and not paid yet (flexible: paid at the next 00:00 UTC; fixed: at maturity). */
  accrued: decimalString,
  /** Interest paid to spot so far. */
  paid: decimalString,
  /** Interest accrued during the previous UTC day. */
  yesterdayEarnings: decimalString,
  /** paid + accrued. */
  totalEarned: decimalString,
  status: earnPositionStatusSchema,
  subscribedAt: isoTime,
  /** When interest starts: the next full hour after subscribing (a sharkfin: the term's start). */
  startsAt: isoTime,
  /** null for flexible. */
  maturesAt: isoTime.nullable(),
  autoRenew: z.boolean(),
  /** When it was fully redeemed or settled; null while live. */
  closedAt: isoTime.nullable(),
  /** Whether the user may redeem now (a pending or active position of a product that allows it). */
  redeemable: z.boolean(),
});
export type EarnPosition = z.infer<typeof earnPositionSchema>;

export const earnPositionQuerySchema = z
  .object({
    /** `live`: pending and active (the default); `closed`: redeemed and settled; `all`. */
    state: z.enum(['live', 'closed', 'all'], { error: 'state must be "live", "closed" or "all"' }).default('live'),
    productId: earnProductIdParamsSchema.shape.id.optional(),
  })
  .strict();
export type EarnPositionQuery = z.input<typeof earnPositionQuerySchema>;

export const earnPositionListSchema = z.object({ positions: z.array(earnPositionSchema) });
export type EarnPositionList = z.infer<typeof earnPositionListSchema>;

export const earnHistoryEntrySchema = z.object({
  id: z.string(),
  kind: earnHistoryKindSchema,
  positionId: z.string(),
  productId: z.string(),
  asset: z.string(),
  /** Always positive; the kind says which way it went. */
  amount: decimalString,
  at: isoTime,
});
export type EarnHistoryEntry = z.infer<typeof earnHistoryEntrySchema>;

export const earnHistoryQuerySchema = z
  .object({
    kind: earnHistoryKindSchema.optional(),
    positionId: z.uuid('positionId: a position id').optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    before: z
      .string()
      .regex(/^\d{1,18}$/, 'before: a cursor from nextBefore')
      .optional(),
  })
  .strict();
export type EarnHistoryQuery = z.input<typeof earnHistoryQuerySchema>;

export const earnHistoryPageSchema = z.object({
  entries: z.array(earnHistoryEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type EarnHistoryPage = z.infer<typeof earnHistoryPageSchema>;

const earnAmount = (field: string) =>
  z
    .string({ error: `${field}: enter an amount` })
    .regex(
      new RegExp(`^(0|[1-9]\\d{0,17})(\\.\\d{1,${EARN_AMOUNT_DECIMALS}})?$`),
      `${field}: a positive decimal with at most ${EARN_AMOUNT_DECIMALS} decimals`,
    )
    .refine((amount) => /[1-9]/.test(amount), `${field} must be above zero`);

export const earnSubscribeRequestSchema = z
  .object({
    productId: earnProductIdParamsSchema.shape.id,
    amount: earnAmount('amount'),
    /** Fixed products that allow it only; false when absent. */
    autoRenew: z.boolean({ error: 'autoRenew must be true or false' }).optional(),
  })
  .strict();
export type EarnSubscribeRequest = z.input<typeof earnSubscribeRequestSchema>;

/** The position (a flexible product's top-up returns the user's one position) and the spot balance after. */
export const earnSubscribeResponseSchema = z.object({ position: earnPositionSchema, spot: balanceSchema });
export type EarnSubscribeResponse = z.infer<typeof earnSubscribeResponseSchema>;

/**
 * Flexible: any amount up to the principal. Fixed (early redemption allowed): the whole
 * principal only, the accrued interest is forfeited. Sharkfin: never before maturity.
 */
export const earnRedeemRequestSchema = z
  .object({
    positionId: z.uuid('positionId: a position id'),
    amount: earnAmount('amount'),
  })
  .strict();
export type EarnRedeemRequest = z.input<typeof earnRedeemRequestSchema>;

/** The position after, what reached spot (principal, plus interest when the position closed), the spot balance after. */
export const earnRedeemResponseSchema = z.object({
  position: earnPositionSchema,
  principal: decimalString,
  interest: decimalString,
  forfeited: decimalString,
  spot: balanceSchema,
});
export type EarnRedeemResponse = z.infer<typeof earnRedeemResponseSchema>;

export const earnSummaryAssetSchema = z.object({
  asset: z.string(),
  /** Principal in live positions. */
  principal: decimalString,
  /** Interest accrued, not yet paid. */
  accrued: decimalString,
  yesterdayEarnings: decimalString,
  /** Every interest paid or accrued, closed positions included. */
  totalEarned: decimalString,
  /** principal + accrued. */
  total: decimalString,
  /** One unit in USDT, as the wallet summary prices it; null when unknown. */
  priceUsdt: decimalString.nullable(),
  /** total x priceUsdt rounded down to 8 places; null without a price. */
  valueUsdt: decimalString.nullable(),
});
export type EarnSummaryAsset = z.infer<typeof earnSummaryAssetSchema>;

export const earnSummarySchema = z.object({
  assets: z.array(earnSummaryAssetSchema),
  /** The sum of the assets' valueUsdt. */
  totalUsdt: decimalString,
  yesterdayEarningsUsdt: decimalString,
  totalEarnedUsdt: decimalString,
});
export type EarnSummary = z.infer<typeof earnSummarySchema>;

/**
 * The `reason` of a refused subscription or redemption (400/404/409; `engine-unavailable`: 503,
 * the trading engine is not running on the server or is too busy); nothing changed.
 */
export const earnErrorReasons = [
  'product-not-found',
  'product-not-open',
  'subscriptions-ended',
  'below-minimum',
  'above-maximum',
  'quota-exceeded',
  'user-quota-exceeded',
  'auto-renew-not-allowed',
  'insufficient-balance',
  'position-not-found',
  'position-not-live',
  'redemption-not-allowed',
  'whole-amount-only',
  'amount-above-position',
  'engine-unavailable',
  'outcome-unknown',
] as const;
export type EarnErrorReason = (typeof earnErrorReasons)[number];

const aprInput = (field: string) =>
  z
    .string({ error: `${field}: an APR such as "0.05" for 5 %` })
    .regex(
      new RegExp(`^(0|[1-9]\\d?)(\\.\\d{1,${EARN_APR_DECIMALS}})?$`),
      `${field}: an APR such as "0.05" for 5 %, at most ${EARN_APR_DECIMALS} decimals`,
    );

const operatorAmount = (field: string) => earnAmount(field);

export const earnTierInputSchema = z.object({
  upTo: operatorAmount('tiers.upTo').nullable(),
  apr: aprInput('tiers.apr'),
});

export const sharkfinInputSchema = z
  .object({
    underlying: z.string().regex(/^[A-Z0-9]{1,16}$/, 'sharkfin.underlying: an asset code such as BTC'),
    rangeLow: operatorAmount('sharkfin.rangeLow'),
    rangeHigh: operatorAmount('sharkfin.rangeHigh'),
    baseApr: aprInput('sharkfin.baseApr'),
    highApr: aprInput('sharkfin.highApr'),
    startsAt: z.iso.datetime({ offset: true, error: 'sharkfin.startsAt: an ISO 8601 date-time' }),
  })
  .strict();

/**
 * POST operator products. `id` is a slug (lower-case letters, digits, "-"). Flexible: `tiers`,
 * no termDays. Fixed: `tiers` (usually one) and termDays. Sharkfin: `sharkfin` and termDays
 * (the term runs from sharkfin.startsAt), no tiers. The server checks the combination (400 with
 * fields otherwise).
 */
export const createEarnProductRequestSchema = z
  .object({
    id: earnProductIdParamsSchema.shape.id,
    type: earnProductTypeSchema,
    asset: z.string().regex(/^[A-Z0-9]{1,16}$/, 'asset: an asset code such as USDT'),
    names: z
      .partialRecord(z.enum(localeCodes), z.string().trim().min(1).max(80), {
        error: 'names: a map of locale code to name',
      })
      .default({}),
    tiers: z.array(earnTierInputSchema).min(1).max(10).optional(),
    termDays: z.number().int().min(1).max(3650).optional(),
    minAmount: operatorAmount('minAmount'),
    maxAmount: operatorAmount('maxAmount').optional(),
    quotaTotal: operatorAmount('quotaTotal').optional(),
    perUserQuota: operatorAmount('perUserQuota').optional(),
    earlyRedemption: z.boolean().default(true),
    autoRenewAllowed: z.boolean().default(false),
    sharkfin: sharkfinInputSchema.optional(),
  })
  .strict();
export type CreateEarnProductRequest = z.input<typeof createEarnProductRequestSchema>;

/** Ledger kinds earn writes on the user's spot ledger (and, mirrored, on the `earn` system account). */
export const earnLedgerKinds = {
  subscribe: 'earn-subscribe',
  redeem: 'earn-redeem',
  interest: 'earn-interest',
} as const;
