import { createEarnProductRequestSchema, type EarnAprTier, type EarnProduct } from '@vela/contracts/earn';
import Big from 'big.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { eqIfGiven, inArrayIfGiven } from '../db/optional-filters.ts';
import { earnHistory, earnPositions, earnProducts, spotMarkets } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';
import { InvalidInput, Refusal } from '../refusal.ts';
import { earnNow } from './clock.ts';
import { DAY_MS, stayedInside } from './interest.ts';

export type ProductRow = typeof earnProducts.$inferSelect;

/** The latest index price of an underlying (BTC), as a decimal string; undefined when none. */
export type PriceOf = (underlying: string) => string | undefined;

/** The market whose prices stand for an underlying: BTC's is `BTC_USDT` (spot, and the perpetual's index). */
export const underlyingMarket = (underlying: string) => `${underlying}_USDT`;

const typeOrder = { flexible: 0, fixed: 1, sharkfin: 2 } as const;
const LIVE = ['opening', 'pending', 'active'];

const decimalOrNull = (value: string | null) => (value === null ? null : normalizeDecimal(value));

export function productTiers(row: ProductRow): EarnAprTier[] {
  if (row.type === 'sharkfin') return [{ upTo: null, apr: normalizeDecimal(row.baseApr ?? '0') }];
  return row.tiers.map((tier) => ({ upTo: tier.upTo, apr: tier.apr }));
}

function maxApr(row: ProductRow): string {
  if (row.type === 'sharkfin') return normalizeDecimal(row.highApr ?? '0');
  return productTiers(row)
    .map((tier) => new Big(tier.apr))
    .reduce((best, apr) => (apr.gt(best) ? apr : best), new Big(0))
    .toFixed();
}

/** What one user holds in each product: principal of live positions plus subscriptions under way. */
export async function heldByUser(db: Db, userId: string, productIds?: string[]): Promise<Map<string, Big>> {
  const live = await db
    .select({ productId: earnPositions.productId, amount: sql<string>`sum(${earnPositions.amount})` })
    .from(earnPositions)
    .where(
      and(
        eq(earnPositions.userId, userId),
        inArray(earnPositions.status, LIVE),
        inArrayIfGiven(earnPositions.productId, productIds),
      ),
    )
    .groupBy(earnPositions.productId);
  const pending = await db
    .select({ productId: earnHistory.productId, amount: sql<string>`sum(${earnHistory.amount})` })
    .from(earnHistory)
    .where(and(eq(earnHistory.userId, userId), eq(earnHistory.pending, true)))
    .groupBy(earnHistory.productId);
  const held = new Map<string, Big>();
  for (const row of [...live, ...pending]) {
    held.set(row.productId, (held.get(row.productId) ?? new Big(0)).plus(row.amount ?? '0'));
  }
  return held;
}

export function productView(row: ProductRow, held: Big | undefined, priceOf: PriceOf, now: Date): EarnProduct {
  const quotaLeft =
    row.quotaTotal === null ? null : new Big(row.quotaTotal).minus(row.quotaUsed).toFixed(EARN_DECIMALS_VIEW);
  const userQuotaLeft =
    row.perUserQuota === null || held === undefined
      ? null
      : new Big(row.perUserQuota).minus(held).toFixed(EARN_DECIMALS_VIEW);
  return {
    id: row.id,
    type: row.type as EarnProduct['type'],
    asset: row.asset,
    names: row.names,
    tiers: productTiers(row),
    maxApr: maxApr(row),
    termDays: row.termDays,
    minAmount: normalizeDecimal(row.minAmount),
    maxAmount: decimalOrNull(row.maxAmount),
    quotaTotal: decimalOrNull(row.quotaTotal),
    quotaLeft: quotaLeft === null ? null : nonNegative(quotaLeft),
    perUserQuota: decimalOrNull(row.perUserQuota),
    userQuotaLeft: userQuotaLeft === null ? null : nonNegative(userQuotaLeft),
    earlyRedemption: row.earlyRedemption,
    autoRenewAllowed: row.autoRenewAllowed,
    status: row.status as EarnProduct['status'],
    sharkfin: row.type === 'sharkfin' ? sharkfinView(row, priceOf, now) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const EARN_DECIMALS_VIEW = 8;

function nonNegative(value: string): string {
  return new Big(value).lt(0) ? '0' : normalizeDecimal(value);
}

function sharkfinView(row: ProductRow, priceOf: PriceOf, now: Date): EarnProduct['sharkfin'] {
  const { underlying, indexSymbol, rangeLow, rangeHigh, baseApr, highApr, startsAt, maturesAt } = row;
  if (!underlying || !indexSymbol || !rangeLow || !rangeHigh || !baseApr || !highApr || !startsAt || !maturesAt) {
    throw new Error(`sharkfin product ${row.id} lacks its terms`);
  }
  const started = now.getTime() >= startsAt.getTime();
  return {
    underlying,
    indexSymbol,
    rangeLow: normalizeDecimal(rangeLow),
    rangeHigh: normalizeDecimal(rangeHigh),
    baseApr: normalizeDecimal(baseApr),
    highApr: normalizeDecimal(highApr),
    startsAt: startsAt.toISOString(),
    maturesAt: maturesAt.toISOString(),
    observedLow: decimalOrNull(row.observedLow),
    observedHigh: decimalOrNull(row.observedHigh),
    lastPrice: priceOf(underlying) ?? null,
    stayedInside: started
      ? stayedInside({ low: row.observedLow, high: row.observedHigh }, { low: rangeLow, high: rangeHigh })
      : null,
  };
}

function sortProducts(products: EarnProduct[]): EarnProduct[] {
  return products.sort(
    (a, b) => typeOrder[a.type] - typeOrder[b.type] || new Big(b.maxApr).cmp(a.maxApr) || a.id.localeCompare(b.id),
  );
}

/** Users' list: open and paused products, and closed ones the user still holds. */
export async function listProducts(
  db: Db,
  filter: { asset?: string; type?: string },
  userId: string | undefined,
  priceOf: PriceOf,
): Promise<EarnProduct[]> {
  const rows = await db
    .select()
    .from(earnProducts)
    .where(and(eqIfGiven(earnProducts.asset, filter.asset), eqIfGiven(earnProducts.type, filter.type)));
  const held = userId ? await heldByUser(db, userId) : new Map<string, Big>();
  const now = earnNow();
  const visible = rows.filter((row) => row.status !== 'closed' || held.get(row.id)?.gt(0));
  return sortProducts(
    visible.map((row) => productView(row, userId ? (held.get(row.id) ?? new Big(0)) : undefined, priceOf, now)),
  );
}

/** Every product, closed ones too (operator). */
export async function allProducts(db: Db, priceOf: PriceOf): Promise<EarnProduct[]> {
  const rows = await db.select().from(earnProducts);
  const now = earnNow();
  return sortProducts(rows.map((row) => productView(row, undefined, priceOf, now)));
}

export async function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(earnProducts).where(eq(earnProducts.id, id));
  return row;
}

export const productNotFound = () => new Refusal('not-found', 'product-not-found', 'no such earn product');

export async function productForUser(
  db: Db,
  id: string,
  userId: string | undefined,
  priceOf: PriceOf,
): Promise<EarnProduct> {
  const row = await findProduct(db, id);
  if (!row) throw productNotFound();
  const held = userId ? ((await heldByUser(db, userId, [id])).get(id) ?? new Big(0)) : undefined;
  return productView(row, held, priceOf, earnNow());
}

type CreateInput = z.output<typeof createEarnProductRequestSchema>;

/** The combination rules the schema cannot say: which fields each type takes, ordered tiers, a sane range. */
function checkCombination(input: CreateInput, now: Date): Record<string, string> {
  const fields: Record<string, string> = {};
  const { type, tiers, termDays, sharkfin } = input;
  if (type === 'sharkfin') {
    if (!sharkfin) fields.sharkfin = 'a sharkfin product needs its sharkfin terms';
    if (tiers) fields.tiers = 'a sharkfin product takes sharkfin.baseApr and highApr, not tiers';
    if (input.earlyRedemption) fields.earlyRedemption = 'a sharkfin product cannot be redeemed early';
  } else {
    if (sharkfin) fields.sharkfin = 'only a sharkfin product takes sharkfin terms';
    if (!tiers) fields.tiers = 'give at least one APR tier';
  }
  if (type === 'flexible') {
    if (termDays !== undefined) fields.termDays = 'a flexible product has no term';
    if (!input.earlyRedemption) fields.earlyRedemption = 'a flexible product can always be redeemed';
  } else if (termDays === undefined) fields.termDays = `a ${type} product needs termDays`;
  if (type !== 'fixed' && input.autoRenewAllowed) fields.autoRenewAllowed = 'only a fixed product can renew';
  if (tiers) {
    tiers.forEach((tier, index) => {
      const last = index === tiers.length - 1;
      if (last && tier.upTo !== null) fields[`tiers.${index}.upTo`] = 'the last tier has upTo null';
      if (!last && tier.upTo === null) fields[`tiers.${index}.upTo`] = 'only the last tier has upTo null';
      const previous = tiers[index - 1]?.upTo;
      if (tier.upTo !== null && previous && new Big(tier.upTo).lte(previous)) {
        fields[`tiers.${index}.upTo`] = 'upTo must grow from tier to tier';
      }
    });
  }
  if (input.maxAmount !== undefined && new Big(input.maxAmount).lt(input.minAmount)) {
    fields.maxAmount = 'maxAmount must not be below minAmount';
  }
  if (sharkfin) {
    if (new Big(sharkfin.rangeLow).gte(sharkfin.rangeHigh)) fields['sharkfin.rangeHigh'] = 'must be above rangeLow';
    if (new Big(sharkfin.highApr).lt(sharkfin.baseApr)) fields['sharkfin.highApr'] = 'must not be below baseApr';
    if (Date.parse(sharkfin.startsAt) <= now.getTime()) fields['sharkfin.startsAt'] = 'must be in the future';
  }
  return fields;
}

export async function createProduct(db: Db, body: unknown): Promise<ProductRow> {
  const parsed = createEarnProductRequestSchema.safeParse(body);
  if (!parsed.success) throw parsed.error;
  const input = parsed.data;
  const now = earnNow();
  const fields = checkCombination(input, now);
  const indexSymbol = input.sharkfin ? underlyingMarket(input.sharkfin.underlying) : null;
  if (indexSymbol) {
    const [market] = await db.select().from(spotMarkets).where(eq(spotMarkets.symbol, indexSymbol));
    if (!market) fields['sharkfin.underlying'] = `no ${indexSymbol} market gives its price`;
  }
  if (Object.keys(fields).length > 0) {
    throw new InvalidInput(`invalid input: ${Object.values(fields)[0]}`, fields);
  }
  const startsAt = input.sharkfin ? new Date(input.sharkfin.startsAt) : null;
  const values: typeof earnProducts.$inferInsert = {
    id: input.id,
    type: input.type,
    asset: input.asset,
    names: input.names as Record<string, string>,
    tiers: (input.tiers ?? []).map((tier) => ({ upTo: tier.upTo, apr: normalizeDecimal(tier.apr) })),
    termDays: input.termDays ?? null,
    minAmount: input.minAmount,
    maxAmount: input.maxAmount ?? null,
    quotaTotal: input.quotaTotal ?? null,
    perUserQuota: input.perUserQuota ?? null,
    earlyRedemption: input.earlyRedemption,
    autoRenewAllowed: input.autoRenewAllowed,
    underlying: input.sharkfin?.underlying ?? null,
    indexSymbol,
    rangeLow: input.sharkfin?.rangeLow ?? null,
    rangeHigh: input.sharkfin?.rangeHigh ?? null,
    baseApr: input.sharkfin?.baseApr ?? null,
    highApr: input.sharkfin?.highApr ?? null,
    startsAt,
    maturesAt: startsAt && input.termDays ? new Date(startsAt.getTime() + input.termDays * DAY_MS) : null,
  };
  const [row] = await db.insert(earnProducts).values(values).onConflictDoNothing().returning();
  if (!row) throw new Refusal('conflict', 'product-exists', `a product ${input.id} exists already`, 'id');
  return row;
}

const transitions = {
  pause: { from: ['open'], to: 'paused' },
  resume: { from: ['paused'], to: 'open' },
  close: { from: ['open', 'paused'], to: 'closed' },
} as const;

/** pause: open → paused; resume: paused → open; close: open or paused → closed (for good). */
export async function changeStatus(db: Db, id: string, action: keyof typeof transitions): Promise<ProductRow> {
  const { from, to } = transitions[action];
  const [row] = await db
    .update(earnProducts)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(earnProducts.id, id), inArray(earnProducts.status, [...from])))
    .returning();
  if (row) return row;
  const existing = await findProduct(db, id);
  if (!existing) throw productNotFound();
  throw new Refusal('conflict', 'product-status', `the product is ${existing.status}: it cannot ${action}`);
}
