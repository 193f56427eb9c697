import type { RiskBracket } from '@vela/contracts/futures-risk-tiers';
import type { Database } from '../db/client.ts';
import { appMeta, futuresContracts, spotMarkets } from '../db/schema.ts';
import { laterListingSymbols } from '../db/seed-data.ts';
import brackets from './demo-risk-brackets.json' with { type: 'json' };

/** Its own marker, so databases seeded before futures existed get the contracts once. */
const FUTURES_SEED_KEY = 'futures-seed';
const FUTURES_SEED_VERSION = '1';

const MAJORS = new Set(['BTC', 'ETH']);

/**
 * Risk brackets by position notional (USDT), `demo-risk-brackets.json`: the majors (BTC, ETH) get
 * deeper first brackets and more leverage, as large exchanges list them. The initial margin rate at
 * each bracket's maximum leverage (1 / leverage) stays above its maintenance rate, so no position
 * opens liquidatable.
 */
export function demoRiskBrackets(base: string): RiskBracket[] {
  return (MAJORS.has(base) ? brackets.majors : brackets.others).map((bracket) => ({ ...bracket }));
}

/**
 * One USDT-margined perpetual per USDT spot market of the first listings, on the same price grid, indexed to it.
 * Written once per database, with its marker in the same transaction.
 */
export async function seedFuturesContracts(database: Database): Promise<'seeded' | 'already-seeded'> {
  return database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: FUTURES_SEED_KEY, value: FUTURES_SEED_VERSION })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return 'already-seeded';
    const spot = await tx.select().from(spotMarkets);
    const contracts = spot
      // The first ten USDT pairs only: every perpetual is a second simulated book to run.
      .filter((market) => market.quote === 'USDT' && !laterListingSymbols.has(market.symbol))
      .map((market) => ({
        symbol: market.symbol,
        base: market.base,
        quote: market.quote,
        indexSymbol: market.symbol,
        tickSize: market.tickSize,
        lotSize: market.lotSize,
        minNotional: '5',
        pricePrecision: market.pricePrecision,
        amountPrecision: market.amountPrecision,
        riskTiers: demoRiskBrackets(market.base),
        displayOrder: market.displayOrder,
      }));
    if (contracts.length > 0) await tx.insert(futuresContracts).values(contracts).onConflictDoNothing();
    return 'seeded' as const;
  });
}
