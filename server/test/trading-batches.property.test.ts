import type { PlaceOrderRequest } from '@vela/contracts/trading';
import { asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { balances, futuresBalances, futuresLedgerEntries, ledgerEntries, spotOrders } from '../src/db/schema.ts';
import { httpRefusal } from '../src/http/errors.ts';
import { normalizeDecimal } from '../src/money.ts';
import { Refusal } from '../src/refusal.ts';
import { testDatabases } from './support/database-suite.ts';
import { openMigrated, type TestDatabaseFactory } from './support/databases.ts';
import { countingOrderIds, createFundedUser, type Engine, startEngine } from './support/engine.ts';

const SYMBOL = 'ETH_USDT';
const USERS = 4;

/** One API command of a random session; users and orders are named by index, the same in both runs. */
type Command =
  | { kind: 'limit'; user: number; side: 'buy' | 'sell'; price: number; lots: number; client: string | null }
  | { kind: 'market'; user: number; side: 'buy' | 'sell'; lots: number }
  | { kind: 'market-quote'; user: number; quoteAmount: number }
  | { kind: 'cancel'; user: number; pick: number }
  | { kind: 'cancel-all'; user: number; everywhere: boolean }
  | { kind: 'transfer'; user: number; direction: 'to-futures' | 'to-spot'; cents: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const side = fc.constantFrom<'buy' | 'sell'>('buy', 'sell');
// ETH_USDT: tick 0.01, lot 0.0001; prices 3295.00-3305.00 cross often.
const price = fc.integer({ min: 329_500, max: 330_500 });
const lots = fc.integer({ min: 20, max: 6_000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      user,
      side,
      price,
      lots,
      client: fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { freq: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('market' as const), user, side, lots }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('market-quote' as const),
      user,
      quoteAmount: fc.integer({ min: 5, max: 3_000 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('cancel' as const), user, pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel-all' as const), user, everywhere: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      user,
      direction: fc.constantFrom<'to-futures' | 'to-spot'>('to-futures', 'to-spot'),
      cents: fc.integer({ min: 1, max: 30_000 }),
    }),
  },
);
/** Small balances, so that many orders run short of funds in the middle of a batch. */
const funds = fc.record({
  USDT: fc.integer({ min: 0, max: 40_000 }).map((cents) => (cents / 100).toFixed(2)),
  ETH: fc.integer({ min: 0, max: 120 }).map((hundredths) => (hundredths / 100).toFixed(2)),
});
const session = fc.record({
  funds: fc.array(funds, { minLength: USERS, maxLength: USERS }),
  // Small batches shrink well; large ones (up to the sequencer's 1,000) are what batching is for.
  commands: fc.oneof(
    fc.array(command, { minLength: 1, maxLength: 30, size: 'max' }),
    fc.array(command, { minLength: 200, maxLength: 1000, size: 'max' }),
  ),
});

const decimal = (units: number, places: number) => (units / 10 ** places).toFixed(places);

/** One side of the comparison: an engine on its own database. */
interface Side {
  factory: TestDatabaseFactory;
  database: Database;
  engine: Engine;
  ids: ReturnType<typeof countingOrderIds>;
}

/**
 * What a command answered, without what differs between two runs by nature (times, fill and transfer
 * ids, and the versions of a transfer's balances: a batch bumps a row once for all its changes).
 */
type Answer = { ok: true; value: unknown } | { ok: false; status: number; reason: string; message: string };

function stripTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTimes);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'createdAt' && key !== 'updatedAt')
        .map(([key, inner]) => [
          key,
          key === 'fills'
            ? (inner as { id: number }[]).map(stripId)
            : key === 'transfer'
              ? stripId(inner as { id: number })
              : key === 'spot' || key === 'futures'
                ? stripVersion(inner as { version: number })
                : stripTimes(inner),
        ]),
    );
  }
  return value;
}

function stripId(value: { id: unknown }): unknown {
  const { id: _id, ...rest } = value;
  return stripTimes(rest);
}

function stripVersion(value: { version: unknown }): unknown {
  const { version: _version, ...rest } = value;
  return rest;
}

function issue(side: Side, userIds: string[], current: Command, placesBefore: number): Promise<unknown> {
  const { trading } = side.engine;
  const userId = userIds[current.user] as string;
  const place = (request: Omit<PlaceOrderRequest, 'symbol'>) =>
    trading.place(userId, { symbol: SYMBOL, ...request } as PlaceOrderRequest);
  switch (current.kind) {
    case 'limit':
      return place({
        side: current.side,
        type: 'limit',
        price: decimal(current.price, 2),
        quantity: decimal(current.lots, 4),
        ...(current.client ? { clientOrderId: `${current.client}` } : {}),
      });
    case 'market':
      return place({ side: current.side, type: 'market', quantity: decimal(current.lots, 4) });
    case 'market-quote':
      return place({ side: 'buy', type: 'market', quoteAmount: String(current.quoteAmount) });
    case 'cancel':
      // Any order issued so far, this batch's included: often another user's, or one already done.
      return trading.cancel(userId, side.ids.idOf((current.pick % (placesBefore + 1)) + 1));
    case 'cancel-all':
      return trading.cancelAll(userId, current.everywhere ? undefined : SYMBOL);
    case 'transfer':
      return trading.transfer(userId, {
        direction: current.direction,
        asset: 'USDT',
        amount: decimal(current.cents, 2),
      });
  }
}

async function answerOf(call: () => Promise<unknown>): Promise<Answer> {
  try {
    return { ok: true, value: stripTimes(await call()) };
  } catch (error) {
    if (error instanceof Refusal) {
      return { ok: false, status: httpRefusal(error).statusCode, reason: error.reason, message: error.message };
    }
    throw error;
  }
}

/** Balances, ledger and orders of the session's users, named by user index. */
async function stateOf(database: Database, userIds: string[]) {
  const index = (userId: string) => userIds.indexOf(userId);
  const holdings = await database.db
    .select()
    .from(balances)
    .where(inArray(balances.userId, userIds))
    .orderBy(asc(balances.asset));
  const ledger = await database.db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.userId, userIds))
    .orderBy(asc(ledgerEntries.id));
  const wallets = await database.db
    .select()
    .from(futuresBalances)
    .where(inArray(futuresBalances.userId, userIds))
    .orderBy(asc(futuresBalances.asset));
  const walletLedger = await database.db
    .select()
    .from(futuresLedgerEntries)
    .where(inArray(futuresLedgerEntries.userId, userIds))
    .orderBy(asc(futuresLedgerEntries.id));
  const orders = await database.db
    .select()
    .from(spotOrders)
    .where(inArray(spotOrders.userId, userIds))
    .orderBy(asc(spotOrders.seq));
  return {
    holdings: holdings
      .map(
        (row) => `${index(row.userId)} ${row.asset} ${normalizeDecimal(row.available)} ${normalizeDecimal(row.frozen)}`,
      )
      .sort(),
    ledger: userIds.map((userId) =>
      ledger
        .filter((row) => row.userId === userId)
        .map((row) =>
          // A transfer's reference is its random id; an order's is the order id, the same in both runs.
          [
            row.asset,
            row.kind,
            row.kind.startsWith('transfer') ? 'transfer' : row.reference,
            row.amount,
            row.frozenAmount,
            row.balanceAfter,
          ]
            .map((field) => normalizeDecimal(String(field)))
            .join(' '),
        ),
    ),
    wallets: wallets
      .map(
        (row) => `${index(row.userId)} ${row.asset} ${normalizeDecimal(row.available)} ${normalizeDecimal(row.frozen)}`,
      )
      .sort(),
    walletLedger: userIds.map((userId) =>
      walletLedger
        .filter((row) => row.userId === userId)
        .map((row) =>
          [row.asset, row.kind, row.amount, row.balanceAfter].map((field) => normalizeDecimal(String(field))).join(' '),
        ),
    ),
    orders: orders.map((row) =>
      [
        row.id,
        index(row.userId),
        row.clientOrderId,
        row.side,
        row.type,
        row.price,
        row.quantity,
        row.filledQuantity,
        row.filledQuote,
        row.frozen,
        row.status,
        row.cancelReason,
      ].join(' '),
    ),
  };
}

for (const onDatabase of testDatabases) {
  onDatabase.describe(
    'batched commands equal the same commands one by one',
    ({ driver, create }) => {
      const sides: Side[] = [];
      let run = 0;

      beforeAll(async () => {
        for (let index = 0; index < 2; index += 1) {
          const factory = await create();
          const database = await openMigrated(factory);
          const ids = countingOrderIds();
          const engine = await startEngine(database, { newOrderId: ids.next });
          sides.push({ factory, database, engine, ids });
        }
      }, 120_000);
      afterAll(async () => {
        for (const side of sides) {
          await side.engine.close();
          await side.database.close();
          await side.factory.dispose();
        }
      });

      it('answers, balances, ledger, orders and book are the same', async () => {
        const [batched, serial] = sides as [Side, Side];
        await fc.assert(
          fc.asyncProperty(session, async ({ funds: grants, commands }) => {
            run += 1;
            // A run starts from an empty book: whatever an earlier (maybe failed) run left is cancelled.
            for (const side of sides) {
              const open = await side.database.db
                .selectDistinct({ userId: spotOrders.userId })
                .from(spotOrders)
                .where(eq(spotOrders.status, 'open'));
              await Promise.all(open.map(({ userId }) => side.engine.trading.cancelAll(userId)));
              expect(side.engine.market.markets.get(SYMBOL)?.engine.depth()).toEqual({ bids: [], asks: [] });
            }
            const userIdsOf = async (side: Side) => {
              const userIds: string[] = [];
              for (let index = 0; index < USERS; index += 1) {
                const funded = grants[index] as Record<string, string>;
                userIds.push(await createFundedUser(side.database.db, `u${run}-${index}@example.com`, funded));
              }
              // Their balances are read into memory now, so every command below is queued at once.
              await Promise.all(userIds.map((userId) => side.engine.trading.cancelAll(userId)));
              return userIds;
            };
            const batchedUsers = await userIdsOf(batched);
            const serialUsers = await userIdsOf(serial);
            expect(batched.ids.issued()).toBe(serial.ids.issued());
            const before = batched.ids.issued();
            const placesBefore = commands.map(
              (_, position) =>
                before +
                commands.slice(0, position).filter((c) => c.kind !== 'cancel' && c.kind !== 'cancel-all').length,
            );

            batched.engine.trading.takeBatchSizes();
            const batchedAnswers = await Promise.all(
              commands.map((current, position) =>
                answerOf(() => issue(batched, batchedUsers, current, placesBefore[position] as number)),
              ),
            );
            const serialAnswers: Answer[] = [];
            for (const [position, current] of commands.entries()) {
              serialAnswers.push(
                await answerOf(() => issue(serial, serialUsers, current, placesBefore[position] as number)),
              );
            }
            // Everything was queued in one turn: at most one batch per 1,000 commands formed.
            const sizes = batched.engine.trading.takeBatchSizes();
            expect(sizes.length).toBeLessThanOrEqual(Math.ceil(commands.length / 1000));

            expect(batchedAnswers).toEqual(serialAnswers);
            await batched.engine.trading.settled();
            await serial.engine.trading.settled();
            expect(await stateOf(batched.database, batchedUsers)).toEqual(await stateOf(serial.database, serialUsers));
            const bookOf = (side: Side) => side.engine.market.markets.get(SYMBOL)?.engine.depth();
            expect(bookOf(batched)).toEqual(bookOf(serial));
          }),
          // PROPERTY_RUNS=200 for a longer hunt; shrinking a failure of 1,000 commands is slow, so it ends at once.
          { numRuns: Number(process.env.PROPERTY_RUNS ?? (driver === 'pglite' ? 25 : 10)), endOnFailure: true },
        );
      }, 600_000);
    },
    { migrate: false },
  );
}
