import type { FuturesContract } from '@vela/contracts/futures';
import { withMaintenanceAmounts } from '@vela/contracts/futures-risk-tiers';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { futuresContracts } from '../db/schema.ts';
import { normalizeDecimal } from '../money.ts';

/**
 * The listed perpetuals as the API shows them, in display order: decimals in their shortest form,
 * each risk tier with the maintenance amount that keeps the maintenance margin continuous
 * (risk-tiers.ts), and the contract's leverage cap (its first tier's).
 */
export async function loadFuturesContracts(db: Db): Promise<FuturesContract[]> {
  const rows = await db.select().from(futuresContracts).orderBy(asc(futuresContracts.displayOrder));
  return rows.map((row) => {
    const riskTiers = withMaintenanceAmounts(
      row.riskTiers.map((tier) => ({
        maxNotional: normalizeDecimal(tier.maxNotional),
        maintenanceMarginRate: normalizeDecimal(tier.maintenanceMarginRate),
        maxLeverage: tier.maxLeverage,
      })),
    );
    return {
      symbol: row.symbol,
      base: row.base,
      quote: row.quote,
      indexSymbol: row.indexSymbol,
      tickSize: normalizeDecimal(row.tickSize),
      lotSize: normalizeDecimal(row.lotSize),
      minNotional: normalizeDecimal(row.minNotional),
      pricePrecision: row.pricePrecision,
      amountPrecision: row.amountPrecision,
      maxLeverage: riskTiers[0]?.maxLeverage ?? 1,
      riskTiers,
      makerFee: normalizeDecimal(row.makerFee),
      takerFee: normalizeDecimal(row.takerFee),
    };
  });
}
