import Big from 'big.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabases } from './support/database-suite.ts';
import { createFundedUser } from './support/engine.ts';
import {
  type FuturesEngine,
  fundFutures,
  futuresLedgerTotal,
  futuresWalletOf,
  positionRow,
  quote,
  startFuturesEngine,
} from './support/futures.ts';
import { totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';

for (const onDatabase of testDatabases) {
  onDatabase.describe('futures clearing', ({ database }) => {
    let engine: FuturesEngine;

    beforeAll(async () => {
      engine = await startFuturesEngine(database, { symbols: [SYMBOL] });
    });
    afterAll(async () => {
      await engine?.close();
    });

    it('opens a cross long against the book, marks it, and closes it with the PnL in the wallet', async () => {
      const { db } = database;
      const before = await totalsByAsset(db);
      const user = await createFundedUser(db, `smoke-${Date.now()}@example.com`, { USDT: '10000' });
      await fundFutures(engine, user, '1000');
      await engine.trading.markPrices([{ symbol: SYMBOL, markPrice: '2000' }]);
      quote(engine, SYMBOL, 'sell', '2000', '5');
      const opened = await engine.trading.placeFutures(user, {
        symbol: SYMBOL,
        side: 'buy',
        type: 'market',
        quantity: '1',
      });
      expect(opened.order.status).toBe('filled');
      expect(opened.fills).toHaveLength(1);
      expect(opened.fills[0]?.price).toBe('2000');
      const position = await positionRow(db, user, SYMBOL);
      expect(position?.side).toBe('long');
      expect(new Big(position?.size ?? 0).toFixed()).toBe('1');
      await engine.trading.markPrices([{ symbol: SYMBOL, markPrice: '2100' }]);
      quote(engine, SYMBOL, 'buy', '2100', '5');
      const closed = await engine.trading.closePosition(user, { symbol: SYMBOL, type: 'market' });
      expect(closed.fills[0]?.realizedPnl).toBe('100');
      await engine.trading.settled();
      const wallet = await futuresWalletOf(db, user);
      // 1000 + 100 PnL - fees 2000 x 0.0005 and 2100 x 0.0005
      expect(wallet).toEqual({ available: new Big(1000).plus(100).minus('1').minus('1.05').toFixed(), frozen: '0' });
      expect(await futuresLedgerTotal(db, user)).toBe(wallet.available);
      const after = await totalsByAsset(db);
      expect(after.get('USDT')).toBe(new Big(before.get('USDT') ?? 0).plus(10000).toFixed());
    });
  });
}
