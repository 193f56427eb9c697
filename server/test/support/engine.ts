import type { FastifyBaseLogger } from 'fastify';
import { credit } from '../../src/accounts/balances.ts';
import type { Database, Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { TradingService } from '../../src/desks/trading-service.ts';
import { type Bus, createMemoryBus } from '../../src/infra/bus/bus.ts';
import { type MarketService, startMarketService } from '../../src/market/market-service.ts';
import { seedDemoData } from '../../src/seeding.ts';

export const silentLog = {
  info() {},
  warn() {},
  error(...args: unknown[]) {
    if (process.env.TEST_LOG_ERRORS) console.error(...args);
  },
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silentLog;
  },
  level: 'silent',
} as unknown as FastifyBaseLogger;

/** Order ids 00000000-0000-4000-8000-000000000001, ...002, ...: tests can name an order before it exists. */
export function countingOrderIds(): { next: () => string; issued: () => number; idOf: (index: number) => string } {
  let count = 0;
  const idOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return {
    next: () => {
      count += 1;
      return idOf(count);
    },
    issued: () => count,
    idOf,
  };
}

export interface Engine {
  trading: TradingService;
  market: MarketService;
  bus: Bus;
  close(): Promise<void>;
}

/**
 * The trading core without HTTP: seeded markets, the engines without simulated liquidity, and a
 * TradingService attached to them, writing through `db` (the database's own, or a wrapper a test
 * makes fail).
 */
export async function startEngine(
  database: Database,
  options: { db?: Db; newOrderId?: () => string; symbols?: readonly string[] } = {},
): Promise<Engine> {
  await seedDemoData(database);
  const bus = createMemoryBus();
  const trading = new TradingService({ db: options.db ?? database.db, bus, newOrderId: options.newOrderId });
  const market = await startMarketService({
    database,
    bus,
    log: silentLog,
    settings: { simulator: false, seed: 1, tradesPerSecond: 1, requoteMs: 1000 },
    symbols: options.symbols ?? ['ETH_USDT'],
    beforeStart: (markets) => trading.attach(markets, silentLog),
  });
  return {
    trading,
    market,
    bus,
    async close() {
      await trading.close();
      await market.stop();
      await bus.close();
    },
  };
}

/** A user with the given balances (credited through the ledger), straight in the database. */
export async function createFundedUser(db: Db, email: string, funds: Record<string, string>): Promise<string> {
  const [user] = await db.insert(users).values({ email, passwordHash: 'test' }).returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  for (const [asset, amount] of Object.entries(funds)) {
    if (Number(amount) > 0) await credit(db, { userId: user.id, asset, amount, kind: 'test-grant', reference: 'test' });
  }
  return user.id;
}
