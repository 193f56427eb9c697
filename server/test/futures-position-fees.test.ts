import { readFileSync } from 'node:fs';
import Big from 'big.js';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { futuresLedgerEntries, futuresPositions } from '../src/db/schema.ts';
import { futuresPositionsOf } from '../src/futures/position-views.ts';
import { testDatabases } from './support/database-suite.ts';
import { createFundedUser } from './support/engine.ts';
import { type FuturesEngine, fundFutures, positionRow, quote, startFuturesEngine } from './support/futures.ts';

const SYMBOL = 'ETH_USDT';
const noMarks = () => undefined;
/** Migration 0025's fill-in of positions open before it: its UPDATE statements. */
const backfill = readFileSync(new URL('../drizzle/0025_position_fees_funding.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => /^UPDATE/m.test(statement));

for (const onDatabase of testDatabases) {
  onDatabase.describe('futures position fees and funding', ({ database }) => {
    let engine: FuturesEngine;

    beforeAll(async () => {
      engine = await startFuturesEngine(database, { symbols: [SYMBOL] });
    });
    afterAll(async () => {
      await engine?.close();
    });

    const restart = async () => {
      await engine.close();
      engine = await startFuturesEngine(database, { symbols: [SYMBOL] });
    };

    const trade = async (userId: string, side: 'buy' | 'sell', price: string, quantity: string) => {
      quote(engine, SYMBOL, side === 'buy' ? 'sell' : 'buy', price, '10');
      const placed = await engine.trading.placeFutures(userId, { symbol: SYMBOL, side, type: 'market', quantity });
      expect(placed.order.status).toBe('filled');
      await engine.trading.settled();
      return placed;
    };

    /** The position as the API shows it (read from the committed row), its realized figures only. */
    const realized = async (userId: string) => {
      const [position] = await futuresPositionsOf(database.db, userId, noMarks, engine.contracts);
      if (!position) return undefined;
      const { side, size, realizedPnl, closingPnl, fees, funding, netRealizedPnl } = position;
      return { side, size, realizedPnl, closingPnl, fees, funding, netRealizedPnl };
    };

    /**
     * What migration 0025 fills in for the user's open position from its fills and ledger, its
     * figures cleared first (and everything rolled back after), with `ledger` entries added first.
     */
    const backfilled = async (userId: string, ledger: { amount: string; reference: string }[] = []) => {
      let figures: { fees: string; funding: string } | undefined;
      const ofUser = and(eq(futuresPositions.userId, userId), eq(futuresPositions.symbol, SYMBOL));
      await database.db
        .transaction(async (tx) => {
          const [open] = await tx.select().from(futuresPositions).where(ofUser);
          for (const entry of ledger) {
            await tx.insert(futuresLedgerEntries).values({
              userId,
              asset: 'USDT',
              balanceAfter: '0',
              kind: 'funding',
              createdAt: open?.openedAt,
              ...entry,
            });
          }
          await tx.update(futuresPositions).set({ fees: '0', funding: '0' }).where(ofUser);
          for (const statement of backfill) await tx.execute(sql.raw(statement));
          const [row] = await tx.select().from(futuresPositions).where(ofUser);
          figures = { fees: new Big(row?.fees ?? '').toFixed(), funding: new Big(row?.funding ?? '').toFixed() };
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      return figures;
    };

    it('counts the fees of its fills and its funding per position, and keeps them across a restart', async () => {
      await engine.trading.markPrices([{ symbol: SYMBOL, markPrice: '2000' }]);
      const user = await createFundedUser(database.db, `fees-${Date.now()}@example.com`, { USDT: '10000' });
      const other = await createFundedUser(database.db, `fees-other-${Date.now()}@example.com`, { USDT: '10000' });
      await fundFutures(engine, user, '5000');
      await fundFutures(engine, other, '5000');

      // Opens long 1 at 2000: taker fee 2000 x 0.0005 = 1.
      await trade(user, 'buy', '2000', '1');
      // Another user's position on the same contract: its fees and funding are its own.
      await trade(other, 'sell', '2000', '2');
      // Funding at mark 2000, rate 0.0001: the long pays 1 x 2000 x 0.0001 = 0.2.
      await engine.trading.payFunding(SYMBOL, new Date('2030-01-01T08:00:00.000Z'), '0.0001', '2000');
      await engine.trading.settled();
      // Closes 0.4 at 2100: +40, fee 2100 x 0.4 x 0.0005 = 0.42.
      await trade(user, 'sell', '2100', '0.4');

      const expected = {
        side: 'long',
        size: '0.6',
        realizedPnl: '39.8',
        closingPnl: '40',
        fees: '1.42',
        funding: '-0.2',
        netRealizedPnl: '38.38',
      };
      expect(await realized(user)).toEqual(expected);
      expect(await realized(other)).toMatchObject({
        fees: '2',
        funding: '0.4',
        closingPnl: '0',
        netRealizedPnl: '-1.6',
      });
      // Memory agrees with the row: the push of the position values the same record.
      const book = engine.trading.futuresSnapshot([user]);

      await restart();
      expect(engine.trading.futuresSnapshot([user])).toEqual(book);
      expect(await realized(user)).toEqual(expected);

      // The rebuilt record goes on counting: funding 0.6 x 2000 x 0.0001 = 0.12 paid.
      await engine.trading.markPrices([{ symbol: SYMBOL, markPrice: '2000' }]);
      await engine.trading.payFunding(SYMBOL, new Date('2030-01-01T16:00:00.000Z'), '0.0001', '2000');
      await engine.trading.settled();
      expect(await realized(user)).toMatchObject({ funding: '-0.32', fees: '1.42', netRealizedPnl: '38.26' });
      // Migration 0025 fills in the same figures for a position open before it; a funding entry of a
      // contract whose symbol only matches this one with "_" as a wildcard is not this position's.
      expect(await backfilled(user, [{ amount: '-5', reference: 'ETHXUSDT@2030-01-01T08:00:00.000Z' }])).toEqual({
        fees: '1.42',
        funding: '-0.32',
      });

      // Selling 1 closes the 0.6 and opens short 0.4 at 2050: fee 2050 x 0.0005 = 1.025, of which the
      // closed long's share is 1.025 x 0.6 = 0.615 (as the position history splits it). The new
      // short counts the rest, and nothing of the long's closes, fees or funding.
      await trade(user, 'sell', '2050', '1');
      expect(await realized(user)).toEqual({
        side: 'short',
        size: '0.4',
        realizedPnl: '0',
        closingPnl: '0',
        fees: '0.41',
        funding: '0',
        netRealizedPnl: '-0.41',
      });
      const row = await positionRow(database.db, user, SYMBOL);
      expect(new Big(row?.fees ?? '').toFixed()).toBe('0.41');
      // The migration counts only the reversing fill's opening share too, as the live rule does.
      expect(await backfilled(user)).toEqual({ fees: '0.41', funding: '0' });
    });
  });
}
