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
import { and, asc, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { balances, spotFills, spotOrders } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';

type OrderRow = typeof spotOrders.$inferSelect;
type FillRow = typeof spotFills.$inferSelect;

/** Decimals of a tick size ("0.01" → 2): average prices are shown at the market's precision. */
function decimalsOf(step: string): number {
  const dot = step.indexOf('.');
  return dot === -1 ? 0 : step.length - dot - 1;
}

export function toOrder(row: OrderRow, tickSize: string): Order {
  const filledQuantity = new Big(row.filledQuantity);
  const averagePrice = filledQuantity.gt(0)
    ? new Big(row.filledQuote).div(filledQuantity).round(decimalsOf(tickSize), Big.roundHalfUp).toFixed()
    : null;
  return {
    id: row.id,
    clientOrderId: row.clientOrderId,
    symbol: row.symbol,
    side: row.side as Order['side'],
    type: row.type as Order['type'],
    price: row.price === null ? null : normalizeDecimal(row.price),
    quantity: normalizeDecimal(row.quantity),
    filledQuantity: normalizeDecimal(row.filledQuantity),
    filledQuote: normalizeDecimal(row.filledQuote),
    averagePrice: averagePrice === null ? null : normalizeDecimal(averagePrice),
    status: row.status as Order['status'],
    cancelReason: row.cancelReason as Order['cancelReason'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toFill(row: FillRow): Fill {
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
    createdAt: row.createdAt.toISOString(),
  };
}

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
    const conditions = [eq(spotOrders.userId, userId), eq(spotOrders.status, 'open')];
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
    if (query.before) conditions.push(lt(spotOrders.seq, Number(query.before)));
    const rows = await this.db
      .select()
      .from(spotOrders)
      .where(and(...conditions))
      .orderBy(desc(spotOrders.seq))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      orders: page.map((row) => this.order(row)),
      nextBefore: rows.length > query.limit && last ? String(last.seq) : null,
    };
  }

  async fills(userId: string, query: FillHistoryQuery & { limit: number }): Promise<FillList> {
    const conditions: SQL[] = [eq(spotFills.userId, userId)];
    if (query.symbol) conditions.push(eq(spotFills.symbol, query.symbol));
    if (query.side) conditions.push(eq(spotFills.side, query.side));
    if (query.before) conditions.push(lt(spotFills.id, Number(query.before)));
    const rows = await this.db
      .select()
      .from(spotFills)
      .where(and(...conditions))
      .orderBy(desc(spotFills.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return { fills: page.map(toFill), nextBefore: rows.length > query.limit && last ? String(last.id) : null };
  }

  async fillsOf(orderId: string): Promise<Fill[]> {
    const rows = await this.db
      .select()
      .from(spotFills)
      .where(eq(spotFills.orderId, orderId))
      .orderBy(asc(spotFills.id));
    return rows.map(toFill);
  }
}

export async function balancesOf(db: Db, userId: string, assets?: readonly string[]): Promise<Balance[]> {
  const conditions = [eq(balances.userId, userId)];
  if (assets) conditions.push(inArray(balances.asset, [...assets]));
  const rows = await db
    .select({ asset: balances.asset, available: balances.available, frozen: balances.frozen })
    .from(balances)
    .where(and(...conditions))
    .orderBy(asc(balances.asset));
  return rows.map((row) => ({
    asset: row.asset,
    available: normalizeDecimal(row.available),
    frozen: normalizeDecimal(row.frozen),
  }));
}
