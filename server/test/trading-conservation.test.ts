import { placeOrderRequestSchema } from '@vela/contracts/trading';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spotOrders } from '../src/db/schema.ts';
import { MAKER_OWNER, TAKER_OWNER } from '../src/market/simulator.ts';
import { signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';
import { Trader, totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';
const USERS = 4;

/** One step of a random session: users' API calls mixed with simulated liquidity on the same book. */
type Step =
  | { kind: 'limit'; user: number; side: 'buy' | 'sell'; price: number; quantity: number }
  | { kind: 'market'; user: number; side: 'buy' | 'sell'; quantity: number }
  | { kind: 'market-quote'; user: number; quoteAmount: number }
  | { kind: 'cancel'; user: number; pick: number }
  | { kind: 'cancel-all'; user: number }
  | { kind: 'liquidity-quote'; side: 'buy' | 'sell'; price: number; quantity: number }
  | { kind: 'liquidity-take'; side: 'buy' | 'sell'; quantity: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const side = fc.constantFrom<'buy' | 'sell'>('buy', 'sell');
// ETH_USDT: tick 0.01, lot 0.0001. Prices 3290.00–3310.00 keep books crossing often.
const price = fc.integer({ min: 329_000, max: 331_000 });
const lots = fc.integer({ min: 20, max: 4_000 });

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('limit' as const), user, side, price, quantity: lots }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('market' as const), user, side, quantity: lots }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('market-quote' as const),
      user,
      quoteAmount: fc.integer({ min: 5, max: 900 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), user, pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel-all' as const), user }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('liquidity-quote' as const), side, price, quantity: lots }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('liquidity-take' as const), side, quantity: lots }) },
);

const decimal = (units: number, places: number) => (units / 10 ** places).toFixed(places);

for (const onDatabase of testDatabases) {
  onDatabase.describe('trading conservation', ({ database }) => {
    let market: MarketApp;
    let traders: Trader[];
    let serial = 0;

    beforeAll(async () => {
      market = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
      traders = [];
      for (let index = 0; index < USERS; index += 1)
        traders.push(new Trader(market.app, (await signUp(market.app)).cookie));
    });
    afterAll(async () => {
      await market?.close();
    });

    const engine = () => {
      const live = market.market?.markets.get(SYMBOL);
      if (!live) throw new Error('no live market');
      return live.engine;
    };

    async function run(current: Step): Promise<void> {
      const order = (request: object) => placeOrderRequestSchema.parse({ symbol: SYMBOL, ...request });
      switch (current.kind) {
        case 'limit': {
          const response = await traders[current.user]?.place(
            order({
              side: current.side,
              type: 'limit',
              price: decimal(current.price, 2),
              quantity: decimal(current.quantity, 4),
            }),
          );
          expect([200, 400]).toContain(response?.statusCode);
          return;
        }
        case 'market': {
          const response = await traders[current.user]?.place(
            order({ side: current.side, type: 'market', quantity: decimal(current.quantity, 4) }),
          );
          expect([200, 400]).toContain(response?.statusCode);
          return;
        }
        case 'market-quote': {
          const response = await traders[current.user]?.place(
            order({ side: 'buy', type: 'market', quoteAmount: String(current.quoteAmount) }),
          );
          expect([200, 400]).toContain(response?.statusCode);
          return;
        }
        case 'cancel': {
          const trader = traders[current.user];
          const open = (await trader?.openOrders(SYMBOL)) ?? [];
          const target = open[current.pick % Math.max(open.length, 1)];
          if (!target) return;
          // Listed as open, but simulated takers may have filled it since: then 409, and it is gone from the book.
          const response = await trader?.cancel(target.id);
          expect([200, 409]).toContain(response?.statusCode);
          expect(engine().order(target.id)).toBeUndefined();
          return;
        }
        case 'cancel-all':
          expect((await traders[current.user]?.cancelAll(SYMBOL))?.statusCode).toBe(200);
          return;
        case 'liquidity-quote':
          serial += 1;
          engine().place({
            type: 'limit',
            id: `test-maker-${serial}`,
            owner: MAKER_OWNER,
            side: current.side,
            price: current.price,
            quantity: current.quantity,
          });
          return;
        case 'liquidity-take':
          serial += 1;
          engine().place({
            type: 'market',
            id: `test-taker-${serial}`,
            owner: TAKER_OWNER,
            side: current.side,
            quantity: current.quantity,
          });
          return;
      }
    }

    it('keeps every asset’s total, no balance negative, the book uncrossed, the database and the book in step', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
          await market.trading.settled();
          const before = await totalsByAsset(database.db);
          for (const current of steps) {
            await run(current);
            const bid = engine().bestBid();
            const ask = engine().bestAsk();
            if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
          }
          await market.trading.settled();
          expect(await totalsByAsset(database.db)).toEqual(before);
          const openInDatabase = await database.db
            .select({ id: spotOrders.id, frozen: spotOrders.frozen })
            .from(spotOrders)
            .where(and(eq(spotOrders.symbol, SYMBOL), eq(spotOrders.status, 'open')));
          for (const { id } of openInDatabase) expect(engine().order(id)).toBeDefined();
          const closed = await database.db
            .select({ frozen: spotOrders.frozen })
            .from(spotOrders)
            .where(and(eq(spotOrders.symbol, SYMBOL), eq(spotOrders.status, 'filled')));
          for (const row of closed) expect(Number(row.frozen)).toBe(0);
        }),
        { numRuns: 12 },
      );
    }, 180_000);
  });
}
