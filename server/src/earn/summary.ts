import type { EarnSummary, EarnSummaryAsset } from '@vela/contracts/earn';
import Big from 'big.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { PriceSource } from '../accounts/prices.ts';
import { TOTAL_DECIMALS } from '../accounts/valuation.ts';
import type { Db } from '../db/client.ts';
import { earnPositions } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';
import { earningsOf } from './positions.ts';

interface Totals {
  principal: Big;
  accrued: Big;
  yesterday: Big;
  earned: Big;
}

const zero = () => ({ principal: new Big(0), accrued: new Big(0), yesterday: new Big(0), earned: new Big(0) });

const valued = (amount: Big, price: string) => amount.times(price).round(TOTAL_DECIMALS, Big.roundDown);

/** The user's earn holdings per asset and in USDT, valued as the wallet summary values spot. */
export async function earnSummary(db: Db, userId: string, prices: PriceSource, now: Date): Promise<EarnSummary> {
  const positions = await db
    .select({
      id: earnPositions.id,
      asset: earnPositions.asset,
      amount: earnPositions.amount,
      status: earnPositions.status,
    })
    .from(earnPositions)
    .where(
      and(
        eq(earnPositions.userId, userId),
        inArray(earnPositions.status, ['pending', 'active', 'redeemed', 'settled']),
      ),
    );
  const earnings = await earningsOf(
    db,
    positions.map((position) => position.id),
    now,
  );
  const byAsset = new Map<string, Totals>();
  for (const position of positions) {
    const totals = byAsset.get(position.asset) ?? zero();
    const earned = earnings.get(position.id);
    if (position.status === 'pending' || position.status === 'active') {
      totals.principal = totals.principal.plus(position.amount);
    }
    if (earned) {
      totals.accrued = totals.accrued.plus(earned.accrued);
      totals.yesterday = totals.yesterday.plus(earned.yesterday);
      totals.earned = totals.earned.plus(earned.accrued).plus(earned.paid);
    }
    byAsset.set(position.asset, totals);
  }
  const assets = [...byAsset.keys()].sort();
  const priced = await prices.pricesInUsdt(assets);
  let totalUsdt = new Big(0);
  let yesterdayUsdt = new Big(0);
  let earnedUsdt = new Big(0);
  const rows = assets.map((asset): EarnSummaryAsset => {
    const totals = byAsset.get(asset) ?? zero();
    const total = totals.principal.plus(totals.accrued);
    const price = priced.get(asset);
    const value = price === undefined ? null : valued(total, price);
    if (price !== undefined && value) {
      totalUsdt = totalUsdt.plus(value);
      yesterdayUsdt = yesterdayUsdt.plus(valued(totals.yesterday, price));
      earnedUsdt = earnedUsdt.plus(valued(totals.earned, price));
    }
    return {
      asset,
      principal: totals.principal.toFixed(),
      accrued: totals.accrued.toFixed(),
      yesterdayEarnings: totals.yesterday.toFixed(),
      totalEarned: totals.earned.toFixed(),
      total: total.toFixed(),
      priceUsdt: price === undefined ? null : normalizeDecimal(price),
      valueUsdt: value === null ? null : value.toFixed(),
    };
  });
  return {
    assets: rows,
    totalUsdt: totalUsdt.toFixed(),
    yesterdayEarningsUsdt: yesterdayUsdt.toFixed(),
    totalEarnedUsdt: earnedUsdt.toFixed(),
  };
}
