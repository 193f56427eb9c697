import type {
  Balance,
  Fill,
  FillHistoryQuery,
  FillList,
  Order,
  OrderHistoryQuery,
  OrderList,
} from '@vela/contracts/trading';
import Big from 'big.js';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { keysetPage, olderThan } from '../../db/keyset-page.ts';
import { balances, feeCouponUses, spotFills, spotOrders } from '../../db/schema.ts';
import { normalizeDecimal } from '../../money.ts';
import type { TrackedOrder } from './order-tracker.ts';
import type { FillMovement } from './spot-movements.ts';

type OrderRow = typeof spotOrders.$inferSelect;
type FillRow = typeof spotFills.$inferSelect;

/** Decimals of a tick size ("0.01" → 2): average prices are shown at the market's precision. */
function decimalsOf(step: string): number {
  const dot = step.indexOf('.');
  return dot === -1 ? 0 : step.length - dot - 1;
}

/** The fields an order view is made of, whether read from the database or held in memory. */
type OrderFields = Omit<typeof spotOrders.$inferSelect, 'seq' | 'bookSeq' | 'userId' | 'frozen'>;

/** The stop, OCO and limit options of an order: present only where they apply. */
function optionsOf(fields: OrderFields): Partial<Order> {
  const options: Partial<Order> = {};
  const decimal = (value: string | null) => (value === null ? undefined : normalizeDecimal(value));
  if (fields.stopPrice !== null) options.stopPrice = normalizeDecimal(fields.stopPrice);
  if (fields.triggerDirection !== null) options.triggerDirection = fields.triggerDirection as Order['triggerDirection'];
  if (fields.trailingAmount !== null) options.trailingAmount = decimal(fields.trailingAmount);
  if (fields.trailingPercent !== null) options.trailingPercent = decimal(fields.trailingPercent);
  if (fields.trailingBest !== null) options.trailingBest = decimal(fields.trailingBest);
  if (fields.triggeredAt !== null) options.triggeredAt = fields.triggeredAt.toISOString();
  if (fields.ocoGroup !== null) options.ocoGroup = fields.ocoGroup;
  if (fields.timeInForce !== null) options.timeInForce = fields.timeInForce as Order['timeInForce'];
  if (fields.postOnly) options.postOnly = true;
  return options;
}

function orderOf(fields: OrderFields, tickSize: string): Order {
  const filledQuantity = new Big(fields.filledQuantity);
  const averagePrice = filledQuantity.gt(0)
    ? new Big(fields.filledQuote).div(filledQuantity).round(decimalsOf(tickSize), Big.roundHalfUp).toFixed()
    : null;
  return {
    id: fields.id,
    clientOrderId: fields.clientOrderId,
    symbol: fields.symbol,
    side: fields.side as Order['side'],
    type: fields.type as Order['type'],
    price: fields.price === null ? null : normalizeDecimal(fields.price),
    quantity: normalizeDecimal(fields.quantity),
    filledQuantity: normalizeDecimal(fields.filledQuantity),
    filledQuote: normalizeDecimal(fields.filledQuote),
    averagePrice: averagePrice === null ? null : normalizeDecimal(averagePrice),
    status: fields.status as Order['status'],
    cancelReason: fields.cancelReason as Order['cancelReason'],
    version: fields.version,
    ...optionsOf(fields),
    createdAt: fields.createdAt.toISOString(),
    updatedAt: fields.updatedAt.toISOString(),
  };
}

export function toOrder(row: OrderRow, tickSize: string): Order {
  return orderOf(row, tickSize);
}

/** An order as the engine instance holds it, shaped exactly as the database row would show it. */
export function trackedOrderView(order: TrackedOrder, tickSize: string): Order {
  return orderOf(
    {
      ...order,
      filledQuantity: order.filledQuantity.toFixed(),
      filledQuote: order.filledQuote.toFixed(),
      stopPrice: order.stop?.stopPrice ?? null,
      triggerDirection: order.stop?.direction ?? null,
      trailingAmount: order.stop?.trailingAmount ?? null,
      trailingPercent: order.stop?.trailingPercent ?? null,
      trailingBest: order.stop?.trailingBest ?? null,
      triggeredAt: order.stop?.triggeredAt ?? null,
    },
    tickSize,
  );
}

/** A fill as the batch that wrote it knows it, with the id the database gave it. */
export function fillView(fill: FillMovement, id: number): Fill {
  return {
    id,
    orderId: fill.orderId,
    symbol: fill.symbol,
    side: fill.side,
    role: fill.role,
    price: normalizeDecimal(fill.price),
    quantity: normalizeDecimal(fill.quantity),
    quoteAmount: normalizeDecimal(fill.quote),
    fee: normalizeDecimal(fill.fee),
    feeAsset: fill.receivedAsset,
    createdAt: fill.at.toISOString(),
  };
}

/** A fee coupon's rebate of a fill (server/src/rewards/fee-rebates.ts), when it has one. */
type RebateColumns = { amount: string; asset: string } | null;

export function toFill(row: FillRow, rebate: RebateColumns = null): Fill {
  return {
    id: row.id,
    orderId: row.orderId,
    symbol: row.symbol,
    side: row.side as Fill['side'],
    role: row.role as Fill['role'],
    price: normalizeDecimal(row.price),
    quantity: normalizeDecimal(row.quantity),
    quoteAmount: normalizeDecimal(row.quoteAmount),
    fee: normalizeDecimal(row.fee),
    feeAsset: row.feeAsset,
    ...(rebate ? { rebate: { amount: normalizeDecimal(rebate.amount), asset: rebate.asset } } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

const fillWithRebate = {
  fill: spotFills,
  rebate: { amount: feeCouponUses.amount, asset: feeCouponUses.asset },
};

/** Reads orders and fills, shaped for the API; tick sizes come from the market rules. */
export class OrderViews {
  constructor(
    private readonly db: Db,
    private readonly tickSizeOf: (symbol: string) => string,
  ) {}

  order(row: OrderRow): Order {
    return toOrder(row, this.tickSizeOf(row.symbol));
  }

  async byIds(ids: readonly string[]): Promise<Order[]> {
    return (await this.withOwners(ids)).map(({ order }) => order);
  }

  async withOwners(ids: readonly string[]): Promise<{ userId: string; order: Order }[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select()
      .from(spotOrders)
      .where(inArray(spotOrders.id, [...ids]));
    return rows.map((row) => ({ userId: row.userId, order: this.order(row) }));
  }

  async open(userId: string, symbol?: string): Promise<Order[]> {
    const conditions = [eq(spotOrders.userId, userId), inArray(spotOrders.status, ['open', 'untriggered'])];
    if (symbol) conditions.push(eq(spotOrders.symbol, symbol));
    const rows = await this.db
      .select()
      .from(spotOrders)
      .where(and(...conditions))
      .orderBy(desc(spotOrders.seq));
    return rows.map((row) => this.order(row));
  }

  async history(userId: string, query: OrderHistoryQuery & { limit: number }): Promise<OrderList> {
    const conditions: SQL[] = [eq(spotOrders.userId, userId), inArray(spotOrders.status, ['filled', 'cancelled'])];
    if (query.symbol) conditions.push(eq(spotOrders.symbol, query.symbol));
    if (query.status) conditions.push(eq(spotOrders.status, query.status));
    if (query.side) conditions.push(eq(spotOrders.side, query.side));
    const rows = await this.db
      .select()
      .from(spotOrders)
      .where(and(...conditions, olderThan(spotOrders.seq, query.before)))
      .orderBy(desc(spotOrders.seq))
      .limit(query.limit + 1);
    const page = keysetPage(rows, query.limit, (row) => row.seq);
    return {
      orders: page.rows.map((row) => this.order(row)),
      nextBefore: page.next,
    };
  }

  async fills(userId: string, query: FillHistoryQuery & { limit: number }): Promise<FillList> {
    const conditions: SQL[] = [eq(spotFills.userId, userId)];
    if (query.symbol) conditions.push(eq(spotFills.symbol, query.symbol));
    if (query.side) conditions.push(eq(spotFills.side, query.side));
    const rows = await this.db
      .select(fillWithRebate)
      .from(spotFills)
      .leftJoin(feeCouponUses, eq(feeCouponUses.fillId, spotFills.id))
      .where(and(...conditions, olderThan(spotFills.id, query.before)))
      .orderBy(desc(spotFills.id))
      .limit(query.limit + 1);
    const page = keysetPage(rows, query.limit, (row) => row.fill.id);
    return {
      fills: page.rows.map((row) => toFill(row.fill, row.rebate)),
      nextBefore: page.next,
    };
  }

  async fillsOf(orderId: string): Promise<Fill[]> {
    const rows = await this.db
      .select(fillWithRebate)
      .from(spotFills)
      .leftJoin(feeCouponUses, eq(feeCouponUses.fillId, spotFills.id))
      .where(eq(spotFills.orderId, orderId))
      .orderBy(asc(spotFills.id));
    return rows.map((row) => toFill(row.fill, row.rebate));
  }
}

export async function balancesOf(db: Db, userId: string, assets?: readonly string[]): Promise<Balance[]> {
  const conditions = [eq(balances.userId, userId)];
  if (assets) conditions.push(inArray(balances.asset, [...assets]));
  const rows = await db
    .select({
      asset: balances.asset,
      available: balances.available,
      frozen: balances.frozen,
      version: balances.version,
    })
    .from(balances)
    .where(and(...conditions))
    .orderBy(asc(balances.asset));
  return rows.map((row) => ({
    asset: row.asset,
    available: normalizeDecimal(row.available),
    frozen: normalizeDecimal(row.frozen),
    version: row.version,
  }));
}
