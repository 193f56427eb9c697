import type { FuturesOrder } from '@vela/contracts/futures-trading';
import Big from 'big.js';
import { and, asc, eq, gt, inArray, isNotNull, max as maxOf, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  futuresFundingRounds,
  futuresOrders,
  futuresPositions,
  futuresSettings,
  systemBalances,
  systemLedgerEntries,
} from '../../db/schema.ts';
import type { FuturesClearing } from '../../futures/clearing.ts';
import { MARGIN_ASSET, type PositionRecord } from '../../futures/clearing-types.ts';
import type { FuturesStateWrite } from '../../futures/futures-settle.ts';
import { type FuturesOrderRecord, futuresOrderFromRow, futuresOrderView } from '../../futures/order-view.ts';
import { positionViews } from '../../futures/position-views.ts';
import type { BatchRows } from '../../trading/batch-write.ts';

/** The futures state the clearing is rebuilt from: live orders in arrival order, open positions, settings. */
export async function readFuturesState(db: Db) {
  const [orders, positions, settings, clientIds, funding] = await Promise.all([
    db
      .select()
      .from(futuresOrders)
      .where(inArray(futuresOrders.status, ['open', 'untriggered']))
      .orderBy(asc(futuresOrders.seq)),
    db.select().from(futuresPositions).where(gt(futuresPositions.size, '0')),
    db.select().from(futuresSettings),
    db
      .select({ id: futuresOrders.id, userId: futuresOrders.userId, clientOrderId: futuresOrders.clientOrderId })
      .from(futuresOrders)
      .where(isNotNull(futuresOrders.clientOrderId)),
    db
      .select({ symbol: futuresFundingRounds.symbol, last: maxOf(futuresFundingRounds.fundingTime) })
      .from(futuresFundingRounds)
      .groupBy(futuresFundingRounds.symbol),
  ]);
  return {
    orders: orders.map(futuresOrderFromRow),
    positions: positions.map(
      (row): PositionRecord => ({
        userId: row.userId,
        symbol: row.symbol,
        side: row.side as PositionRecord['side'],
        size: new Big(row.size),
        entryPrice: new Big(row.entryPrice),
        margin: new Big(row.margin),
        marginMode: row.marginMode as PositionRecord['marginMode'],
        leverage: row.leverage,
        realizedPnl: new Big(row.realizedPnl),
        fees: new Big(row.fees),
        funding: new Big(row.funding),
        openedAt: row.openedAt,
        updatedAt: row.updatedAt,
      }),
    ),
    settings: settings.map((row) => ({
      userId: row.userId,
      symbol: row.symbol,
      leverage: row.leverage,
      marginMode: row.marginMode as PositionRecord['marginMode'],
      updatedAt: row.updatedAt,
    })),
    clientOrderIds: new Map(clientIds.map((row) => [`${row.userId}|${row.clientOrderId}`, row.id])),
    lastFunding: new Map(funding.flatMap((row) => (row.last ? [[row.symbol, row.last.getTime()] as const] : []))),
  };
}

export type FuturesState = Awaited<ReturnType<typeof readFuturesState>>;

/** What the insurance fund starts with, moved from the liquidity account once (both ledgers). */
export const INSURANCE_FUND_SEED = '1000000';

export async function ensureInsuranceFund(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(systemBalances)
      .values({ account: 'insurance', asset: MARGIN_ASSET, amount: INSURANCE_FUND_SEED })
      .onConflictDoNothing()
      .returning({ amount: systemBalances.amount });
    if (created.length === 0) return;
    const [liquidity] = await tx
      .update(systemBalances)
      .set({ amount: sql`${systemBalances.amount} - ${INSURANCE_FUND_SEED}` })
      .where(and(eq(systemBalances.account, 'liquidity'), eq(systemBalances.asset, MARGIN_ASSET)))
      .returning({ amount: systemBalances.amount });
    if (!liquidity) throw new Error('the liquidity account holds no USDT to seed the insurance fund from');
    await tx.insert(systemLedgerEntries).values([
      {
        account: 'liquidity',
        asset: MARGIN_ASSET,
        amount: `-${INSURANCE_FUND_SEED}`,
        balanceAfter: liquidity.amount,
        kind: 'insurance-seed',
        reference: 'start',
      },
      {
        account: 'insurance',
        asset: MARGIN_ASSET,
        amount: INSURANCE_FUND_SEED,
        balanceAfter: INSURANCE_FUND_SEED,
        kind: 'insurance-seed',
        reference: 'start',
      },
    ]);
  });
}

/** The clearing's write (futures-settle.ts) as the core's BatchRows. */
export function futuresRows(write: FuturesStateWrite): BatchRows {
  return {
    get empty() {
      return write.empty;
    },
    ctes: () => write.ctes(),
    checks: () => write.checks(),
    result: () => write.fillIdsColumn(),
    take: (value) => write.takeFillIds(value),
  };
}

export interface FuturesPush {
  userId: string;
  type: 'futures-orders' | 'futures-positions';
  payload: unknown;
}

/**
 * Per user the batch touched in futures: changed orders, the positions now. A changed order alone
 * also sends the positions: their TP/SL are its closing orders, and what an order reserves moves
 * the cross wallet their liquidation price and margin ratio are valued against.
 */
export function futuresPushes(
  clearing: FuturesClearing,
  state: { orders: readonly FuturesOrderRecord[]; positions: readonly PositionRecord[] },
): FuturesPush[] {
  const orders = new Map<string, FuturesOrder[]>();
  for (const order of state.orders) {
    const own = orders.get(order.userId) ?? [];
    own.push(futuresOrderView(order));
    orders.set(order.userId, own);
  }
  const positionUsers = new Set([...state.positions.map((position) => position.userId), ...orders.keys()]);
  const pushes: FuturesPush[] = [];
  for (const [userId, list] of orders) pushes.push({ userId, type: 'futures-orders', payload: list });
  for (const userId of positionUsers) {
    pushes.push({ userId, type: 'futures-positions', payload: positionViews(clearing.bookOf(userId)) });
  }
  return pushes;
}
