import type { FuturesContract } from '@vela/contracts/futures';
import type { TransferRequest } from '@vela/contracts/futures-account';
import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import type { Database, Db } from '../../src/db/client.ts';
import { futuresBalances, futuresLedgerEntries, futuresPositions } from '../../src/db/schema.ts';
import { loadFuturesContracts } from '../../src/futures/contract-list.ts';
import { type PerpetualMarkets, startPerpetualMarkets } from '../../src/futures/perpetual-markets.ts';
import { PERPETUAL_MAKER_OWNER } from '../../src/futures/perpetual-simulator.ts';
import type { LiveMarket } from '../../src/market/live-market.ts';
import { type Engine, silentLog, startEngine } from './engine.ts';

export interface FuturesEngine extends Engine {
  perpetuals: PerpetualMarkets;
  contracts: FuturesContract[];
  /** The contract's book. */
  book(symbol: string): LiveMarket;
}

/**
 * The trading core with the perpetual books of `symbols` and the futures clearing attached; no
 * simulated liquidity and no price service: tests quote the book (`quote`) and set marks
 * (`trading.markPrices`) themselves.
 */
export async function startFuturesEngine(
  database: Database,
  options: { db?: Db; newOrderId?: () => string; symbols?: readonly string[] } = {},
): Promise<FuturesEngine> {
  const engine = await startEngine(database, options);
  const settings = { simulator: false, seed: 1, tradesPerSecond: 1, requoteMs: 1000 };
  const perpetuals = await startPerpetualMarkets({
    database,
    bus: engine.bus,
    log: silentLog,
    spotMarkets: engine.market.markets,
    settings,
  });
  const contracts = (await loadFuturesContracts(database.db)).filter((contract) =>
    perpetuals.markets.has(contract.symbol),
  );
  await engine.trading.attachFutures(perpetuals.markets, contracts);
  return {
    ...engine,
    perpetuals,
    contracts,
    book(symbol) {
      const market = perpetuals.markets.get(symbol);
      if (!market) throw new Error(`no perpetual ${symbol}`);
      return market;
    },
    async close() {
      await engine.trading.close();
      await perpetuals.stop();
      await engine.market.stop();
      await engine.bus.close();
    },
  };
}

let quoteSerial = 0;

/** A resting order of the simulated liquidity in a perpetual book, at a decimal price and size. */
export function quote(
  engine: FuturesEngine,
  symbol: string,
  side: 'buy' | 'sell',
  price: string,
  quantity: string,
): string {
  const market = engine.book(symbol);
  const id = `test-quote-${++quoteSerial}`;
  const placed = market.engine.place({
    type: 'limit',
    id,
    owner: PERPETUAL_MAKER_OWNER,
    side,
    price: market.spec.units.ticks(price),
    quantity: Number(market.spec.units.lots(quantity)),
  });
  if (!placed.ok) throw new Error(`quote refused: ${placed.reason}`);
  return id;
}

export async function fundFutures(engine: FuturesEngine, userId: string, amount: string): Promise<void> {
  const request: TransferRequest = { direction: 'to-futures', asset: 'USDT', amount };
  await engine.trading.transfer(userId, request);
}

export async function futuresWalletOf(db: Db, userId: string): Promise<{ available: string; frozen: string }> {
  const [row] = await db
    .select()
    .from(futuresBalances)
    .where(and(eq(futuresBalances.userId, userId), eq(futuresBalances.asset, 'USDT')));
  return { available: new Big(row?.available ?? 0).toFixed(), frozen: new Big(row?.frozen ?? 0).toFixed() };
}

export async function positionRow(db: Db, userId: string, symbol: string) {
  const [row] = await db
    .select()
    .from(futuresPositions)
    .where(and(eq(futuresPositions.userId, userId), eq(futuresPositions.symbol, symbol)));
  return row;
}

/** The futures ledger of a user sums to their wallet: every movement is an entry. */
export async function futuresLedgerTotal(db: Db, userId: string): Promise<string> {
  const rows = await db.select().from(futuresLedgerEntries).where(eq(futuresLedgerEntries.userId, userId));
  return rows.reduce((sum, row) => sum.plus(row.amount), new Big(0)).toFixed();
}
