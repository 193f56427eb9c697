import { apiErrorSchema } from '@vela/contracts/errors';
import {
  futuresAccountPaths,
  futuresAccountSchema,
  transferListSchema,
  transferResponseSchema,
} from '@vela/contracts/futures-account';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { futuresLedgerEntries, ledgerEntries } from '../src/db/schema.ts';
import { Refusal } from '../src/refusal.ts';
import { SAME_ORIGIN, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { createFundedUser } from './support/engine.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';
import { Trader, totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';

for (const onDatabase of testDatabases) {
  onDatabase.describe(
    'transfers between spot and futures',
    ({ driver, database }) => {
      let market: MarketApp;

      beforeAll(async () => {
        market = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
      }, 120_000);
      afterAll(async () => {
        await market?.close();
      });

      const transfer = (cookie: string, payload: unknown, origin = SAME_ORIGIN) =>
        market.app.inject({
          method: 'POST',
          url: futuresAccountPaths.transfers,
          headers: { cookie, ...(origin ? { origin } : {}) },
          payload: payload as object,
        });
      const get = (cookie: string, url: string) => market.app.inject({ method: 'GET', url, headers: { cookie } });

      it('moves USDT both ways with a ledger entry on each side, and lists the transfers', async () => {
        const { cookie, user } = await signUp(market.app);
        const trader = new Trader(market.app, cookie);
        const before = await totalsByAsset(database.db);

        const out = await transfer(cookie, { direction: 'to-futures', asset: 'USDT', amount: '2500.5' });
        expect(out.statusCode).toBe(200);
        const sent = transferResponseSchema.parse(out.json());
        // The spot row was made by the demo grant (version 1); the futures row by this transfer.
        expect(sent.spot).toEqual({ asset: 'USDT', available: '7499.5', frozen: '0', version: 2 });
        expect(sent.futures).toEqual({ asset: 'USDT', available: '2500.5', frozen: '0', version: 1 });
        const back = transferResponseSchema.parse(
          (await transfer(cookie, { direction: 'to-spot', asset: 'USDT', amount: '500' })).json(),
        );
        expect(back.futures).toEqual({ asset: 'USDT', available: '2000.5', frozen: '0', version: 2 });
        expect((await trader.balances()).USDT).toEqual({ ...back.spot, available: '7999.5', version: 3 });
        expect(futuresAccountSchema.parse((await get(cookie, futuresAccountPaths.account)).json()).balances).toEqual([
          back.futures,
        ]);
        const history = transferListSchema.parse((await get(cookie, futuresAccountPaths.transfers)).json());
        expect(history.transfers.map(({ direction, amount }) => [direction, amount])).toEqual([
          ['to-spot', '500'],
          ['to-futures', '2500.5'],
        ]);
        expect(history.transfers[1]?.id).toBe(sent.transfer.id);

        const spotLedger = await database.db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.userId, user.id))
          .orderBy(asc(ledgerEntries.id));
        expect(
          spotLedger
            .filter((row) => row.kind.startsWith('transfer'))
            .map((row) => [row.kind, Number(row.amount), Number(row.balanceAfter)]),
        ).toEqual([
          ['transfer-to-futures', -2500.5, 7499.5],
          ['transfer-from-futures', 500, 7999.5],
        ]);
        const futuresLedger = await database.db
          .select()
          .from(futuresLedgerEntries)
          .where(eq(futuresLedgerEntries.userId, user.id))
          .orderBy(asc(futuresLedgerEntries.id));
        expect(
          futuresLedger.map((row) => [row.kind, Number(row.amount), Number(row.balanceAfter), row.reference]),
        ).toEqual([
          ['transfer-from-spot', 2500.5, 2500.5, sent.transfer.id],
          ['transfer-to-spot', -500, 2000.5, back.transfer.id],
        ]);
        expect(await totalsByAsset(database.db)).toEqual(before);
      });

      it('refuses what it cannot do with a reason and changes nothing', async () => {
        const { cookie } = await signUp(market.app);
        const before = await totalsByAsset(database.db);
        const refusal = async (payload: unknown, origin?: string) => {
          const response = await transfer(cookie, payload, origin);
          return { status: response.statusCode, ...apiErrorSchema.parse(response.json()) };
        };
        expect(await refusal({ direction: 'to-spot', asset: 'USDT', amount: '1' })).toMatchObject({
          status: 400,
          reason: 'insufficient-balance',
          fields: { amount: expect.any(String) },
        });
        expect(await refusal({ direction: 'to-futures', asset: 'USDT', amount: '10000.00000001' })).toMatchObject({
          status: 400,
          reason: 'insufficient-balance',
        });
        for (const payload of [
          { direction: 'to-futures', asset: 'BTC', amount: '1' },
          { direction: 'to-futures', asset: 'USDT', amount: '0' },
          { direction: 'to-futures', asset: 'USDT', amount: '0.000000001' },
          { direction: 'to-futures', asset: 'USDT', amount: '-1' },
          { direction: 'to-futures', asset: 'USDT', amount: '1e3' },
          { direction: 'sideways', asset: 'USDT', amount: '1' },
          { direction: 'to-futures', asset: 'USDT', amount: '1', extra: true },
          { __proto__: { direction: 'to-futures' }, asset: 'USDT', amount: '1' },
        ]) {
          expect((await refusal(payload)).status, JSON.stringify(payload)).toBe(400);
        }
        expect((await transfer('', { direction: 'to-futures', asset: 'USDT', amount: '1' })).statusCode).toBe(401);
        expect((await refusal({ direction: 'to-futures', asset: 'USDT', amount: '1' }, '')).status).toBe(403);
        expect((await get('', futuresAccountPaths.account)).statusCode).toBe(401);
        expect(await totalsByAsset(database.db)).toEqual(before);
      });

      it('keeps every total over random transfers and orders in batches, wallets never negative', async () => {
        const { trading } = market;
        let run = 0;
        await fc.assert(
          fc.asyncProperty(
            fc.array(
              fc.oneof(
                fc.record({
                  kind: fc.constant('transfer' as const),
                  user: fc.nat(2),
                  direction: fc.constantFrom('to-futures' as const, 'to-spot' as const),
                  cents: fc.integer({ min: 1, max: 600_000 }),
                }),
                fc.record({
                  kind: fc.constant('order' as const),
                  user: fc.nat(2),
                  ticks: fc.integer({ min: 300_000, max: 330_000 }),
                  lots: fc.integer({ min: 20, max: 20_000 }),
                }),
              ),
              { minLength: 1, maxLength: 60 },
            ),
            async (commands) => {
              run += 1;
              const users = await Promise.all(
                [0, 1, 2].map((index) =>
                  createFundedUser(database.db, `transfer-${run}-${index}@example.com`, { USDT: '5000' }),
                ),
              );
              await Promise.all(users.map((userId) => trading.cancelAll(userId)));
              const before = await totalsByAsset(database.db);
              const outcomes = await Promise.all(
                commands.map((command) => {
                  const userId = users[command.user] as string;
                  const call =
                    command.kind === 'transfer'
                      ? trading.transfer(userId, {
                          direction: command.direction,
                          asset: 'USDT',
                          amount: (command.cents / 100).toFixed(2),
                        })
                      : trading.place(userId, {
                          symbol: SYMBOL,
                          side: 'buy',
                          type: 'limit',
                          price: (command.ticks / 100).toFixed(2),
                          quantity: (command.lots / 10_000).toFixed(4),
                        });
                  return call.then(
                    () => 'ok',
                    (error: unknown) => {
                      if (error instanceof Refusal) return error.reason;
                      throw error;
                    },
                  );
                }),
              );
              for (const outcome of outcomes) expect(['ok', 'insufficient-balance']).toContain(outcome);
              await trading.settled();
              expect(await totalsByAsset(database.db)).toEqual(before);
              await Promise.all(users.map((userId) => trading.cancelAll(userId)));
              // Memory and database agree: each user can move exactly what the database says they hold.
              for (const userId of users) {
                const wallet = await database.db.query.futuresBalances.findFirst({
                  where: (row, { and, eq: equals }) => and(equals(row.userId, userId), equals(row.asset, 'USDT')),
                });
                if (wallet && Number(wallet.available) > 0) {
                  await trading.transfer(userId, { direction: 'to-spot', asset: 'USDT', amount: wallet.available });
                }
              }
              await trading.settled();
              expect(await totalsByAsset(database.db)).toEqual(before);
            },
          ),
          { numRuns: driver === 'pglite' ? 15 : 8 },
        );
      }, 300_000);
    },
    { migrate: true },
  );
}
