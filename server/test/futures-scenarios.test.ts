import type { FuturesContract } from '@vela/contracts/futures';
import Big from 'big.js';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import {
  balances,
  futuresFundingRounds,
  futuresLedgerEntries,
  futuresOrders,
  systemLedgerEntries,
} from '../src/db/schema.ts';
import { fundingPayment } from '../src/futures/funding-payments.ts';
import { testDatabases } from './support/database-suite.ts';
import { createFundedUser } from './support/engine.ts';
import {
  type FuturesEngine,
  fundFutures,
  futuresLedgerTotal,
  futuresWalletOf,
  startFuturesEngine,
} from './support/futures.ts';
import {
  expectRefused,
  fillsOf,
  ordersOf,
  Quotes,
  settledWallet,
  storedPosition,
  systemBalance,
} from './support/futures-scenarios.ts';
import { totalsByAsset } from './support/trading.ts';

const ETH = 'ETH_USDT';
/** Funding runs on its own contract, so no other test's position takes part in the rounds. */
const BTC = 'BTC_USDT';
const SYMBOLS = [ETH, BTC];

/**
 * One behaviour of the futures clearing per test, through the trading service against the real
 * books and database, each with the exact amounts the money rules of clearing.ts give. ETH_USDT:
 * tick 0.01, lot 0.0001, taker 0.0005, maker 0.0002, 10x cross unless a test sets otherwise.
 * After every test its positions are closed and quotes removed; every user's futures ledger sums
 * to the wallet and USDT is conserved (only createFundedUser adds any).
 */
for (const onDatabase of testDatabases) {
  onDatabase.describe('futures scenarios', ({ database }) => {
    let engine: FuturesEngine;
    let eth: FuturesContract;
    let quotes: Quotes;
    let baseline: Big;
    let granted = new Big(0);
    let serial = 0;
    let users: string[] = [];
    const marks = new Map<string, string>();

    beforeAll(async () => {
      engine = await startFuturesEngine(database, { symbols: SYMBOLS });
      const found = engine.contracts.find((entry) => entry.symbol === ETH);
      if (!found) throw new Error(`no ${ETH} contract`);
      eth = found;
      quotes = new Quotes(engine);
      baseline = new Big((await totalsByAsset(database.db)).get('USDT') ?? 0);
    });

    afterEach(async () => {
      const { db } = database;
      quotes.clear();
      // Flat again: orders cancelled, positions closed at the mark against a quote.
      for (const user of users) {
        await engine.trading.cancelAllFutures(user);
        for (const symbol of SYMBOLS) {
          await engine.trading.settled();
          const position = await storedPosition(db, user, symbol);
          const mark = marks.get(symbol);
          if (!position || position.size === '0' || mark === undefined) continue;
          quotes.add(symbol, position.side === 'long' ? 'buy' : 'sell', mark, position.size);
          await engine.trading.closePosition(user, { symbol, type: 'market' });
        }
      }
      quotes.clear();
      await engine.trading.settled();
      for (const user of users) {
        const wallet = await futuresWalletOf(db, user);
        expect(wallet.frozen).toBe('0');
        expect(await futuresLedgerTotal(db, user)).toBe(new Big(wallet.available).plus(wallet.frozen).toFixed());
      }
      expect((await totalsByAsset(db)).get('USDT')).toBe(baseline.plus(granted).toFixed());
      users = [];
    });

    afterAll(async () => {
      await engine?.close();
    });

    /** A user with `funds` USDT moved to the futures wallet. */
    async function newUser(funds: string): Promise<string> {
      serial += 1;
      const user = await createFundedUser(database.db, `scenario-${serial}-${Date.now()}@example.com`, {
        USDT: funds,
      });
      granted = granted.plus(funds);
      users.push(user);
      await fundFutures(engine, user, funds);
      return user;
    }

    async function mark(symbol: string, price: string): Promise<void> {
      marks.set(symbol, price);
      await engine.trading.markPrices([{ symbol, markPrice: price }]);
      await engine.trading.settled();
    }

    const wallet = (user: string) => settledWallet(engine, database.db, user);

    /** A long of `quantity` at `price` by market against a quote. */
    async function openLong(user: string, symbol: string, price: string, quantity: string) {
      quotes.add(symbol, 'sell', price, quantity);
      const opened = await engine.trading.placeFutures(user, { symbol, side: 'buy', type: 'market', quantity });
      expect({ status: opened.order.status, filled: opened.order.filledQuantity }).toEqual({
        status: 'filled',
        filled: quantity,
      });
      return opened;
    }

    async function storedOrder(orderId: string) {
      const [row] = await database.db.select().from(futuresOrders).where(eq(futuresOrders.id, orderId));
      if (!row) throw new Error(`no order ${orderId}`);
      return {
        status: row.status,
        cancelReason: row.cancelReason,
        quantity: new Big(row.quantity).toFixed(),
        filledQuantity: new Big(row.filledQuantity).toFixed(),
        frozen: new Big(row.frozen).toFixed(),
        fee: new Big(row.fee).toFixed(),
      };
    }

    it('a resting limit order reserves initial margin + taker fee at its price in frozen, and gives it back on cancel', async () => {
      const { db } = database;
      const user = await newUser('1000');
      await mark(ETH, '2000');
      expect(eth.takerFee).toBe('0.0005');
      expect(eth.makerFee).toBe('0.0002');

      // Buy 1 at 1900, 10x: 190 margin + 0.95 fee.
      const buy = await engine.trading.placeFutures(user, {
        symbol: ETH,
        side: 'buy',
        type: 'limit',
        price: '1900',
        quantity: '1',
      });
      expect(buy.order.status).toBe('open');
      expect(buy.fills).toEqual([]);
      expect(await wallet(user)).toEqual({ available: '809.05', frozen: '190.95' });
      expect((await storedOrder(buy.order.id)).frozen).toBe('190.95');
      expect(await futuresLedgerTotal(db, user)).toBe('1000');

      // A sell below the mark is priced at the mark: 200 margin + 1 fee.
      const sell = await engine.trading.placeFutures(user, {
        symbol: ETH,
        side: 'sell',
        type: 'limit',
        price: '1950',
        quantity: '1',
      });
      expect(sell.order.status).toBe('open');
      expect((await storedOrder(sell.order.id)).frozen).toBe('201');
      // Post-only rests for sure: the maker rate, 90 margin + 0.18 fee.
      const postOnly = await engine.trading.placeFutures(user, {
        symbol: ETH,
        side: 'buy',
        type: 'limit',
        price: '1800',
        quantity: '0.5',
        postOnly: true,
      });
      expect(postOnly.order.status).toBe('open');
      expect((await storedOrder(postOnly.order.id)).frozen).toBe('90.18');
      expect(await wallet(user)).toEqual({ available: '517.87', frozen: '482.13' });
      expect(await futuresLedgerTotal(db, user)).toBe('1000');

      const cancelled = await engine.trading.cancelFutures(user, buy.order.id);
      expect({ status: cancelled.status, cancelReason: cancelled.cancelReason }).toEqual({
        status: 'cancelled',
        cancelReason: 'user',
      });
      expect(await wallet(user)).toEqual({ available: '708.82', frozen: '291.18' });
      expect(await storedOrder(buy.order.id)).toMatchObject({ status: 'cancelled', cancelReason: 'user', frozen: '0' });

      const rest = await engine.trading.cancelAllFutures(user, ETH);
      expect(rest.map((order) => order.id).sort()).toEqual([sell.order.id, postOnly.order.id].sort());
      expect(await wallet(user)).toEqual({ available: '1000', frozen: '0' });
      expect(await futuresLedgerTotal(db, user)).toBe('1000');
    });

    it('post-only that would cross and FOK that cannot fill in full are refused; an IOC remainder is cancelled', async () => {
      const { db } = database;
      const user = await newUser('1000');
      await mark(ETH, '2000');
      const ask = quotes.add(ETH, 'sell', '2000', '1');

      await expectRefused(
        engine.trading.placeFutures(user, {
          symbol: ETH,
          side: 'buy',
          type: 'limit',
          price: '2000',
          quantity: '1',
          postOnly: true,
        }),
        400,
        'post-only',
      );
      await expectRefused(
        engine.trading.placeFutures(user, {
          symbol: ETH,
          side: 'buy',
          type: 'limit',
          price: '2000',
          quantity: '2',
          timeInForce: 'FOK',
        }),
        400,
        'fok',
      );
      expect(await wallet(user)).toEqual({ available: '1000', frozen: '0' });
      expect(await ordersOf(db, user)).toEqual([]);
      expect(quotes.remaining(ETH, ask)).toBe('1');

      // IOC 2 at 2000 reserves 400 + 2; one fills (200 margin, not held in cross, 1 fee), the rest is cancelled.
      const ioc = await engine.trading.placeFutures(user, {
        symbol: ETH,
        side: 'buy',
        type: 'limit',
        price: '2000',
        quantity: '2',
        timeInForce: 'IOC',
      });
      expect(ioc.order).toMatchObject({
        status: 'cancelled',
        cancelReason: 'ioc-remainder',
        filledQuantity: '1',
        averagePrice: '2000',
        fee: '1',
      });
      expect(ioc.fills.map((fill) => [fill.role, fill.price, fill.quantity, fill.fee])).toEqual([
        ['taker', '2000', '1', '1'],
      ]);
      expect(await storedOrder(ioc.order.id)).toMatchObject({
        status: 'cancelled',
        cancelReason: 'ioc-remainder',
        frozen: '0',
      });
      expect(await wallet(user)).toEqual({ available: '999', frozen: '0' });
      expect(await storedPosition(db, user, ETH)).toMatchObject({
        side: 'long',
        size: '1',
        entryPrice: '2000',
        margin: '200',
        marginMode: 'cross',
      });

      // A FOK the book can fill in full goes through: it closes the long at no PnL.
      quotes.add(ETH, 'buy', '2000', '1');
      const fok = await engine.trading.placeFutures(user, {
        symbol: ETH,
        side: 'sell',
        type: 'limit',
        price: '2000',
        quantity: '1',
        timeInForce: 'FOK',
      });
      expect(fok.order).toMatchObject({ status: 'filled', filledQuantity: '1', realizedPnl: '0', fee: '1' });
      expect(await wallet(user)).toEqual({ available: '998', frozen: '0' });
      expect((await storedPosition(db, user, ETH))?.size).toBe('0');
    });

    it('reduce-only needs a position to reduce, and is capped to its size', async () => {
      const { db } = database;
      const user = await newUser('1000');
      await mark(ETH, '2000');
      await expectRefused(
        engine.trading.placeFutures(user, {
          symbol: ETH,
          side: 'sell',
          type: 'market',
          quantity: '1',
          reduceOnly: true,
        }),
        400,
        'reduce-only',
      );
      expect(await ordersOf(db, user)).toEqual([]);

      await openLong(user, ETH, '2000', '1');
      // Same side as the position: nothing to reduce either.
      await expectRefused(
        engine.trading.placeFutures(user, {
          symbol: ETH,
          side: 'buy',
          type: 'market',
          quantity: '1',
          reduceOnly: true,
        }),
        400,
        'reduce-only',
      );
      const bid = quotes.add(ETH, 'buy', '2000', '5');
      const reduced = await engine.trading.placeFutures(user, {
        symbol: ETH,
        side: 'sell',
        type: 'market',
        quantity: '2',
        reduceOnly: true,
      });
      expect(reduced.order).toMatchObject({ status: 'filled', quantity: '1', filledQuantity: '1', reduceOnly: true });
      expect(reduced.fills.map((fill) => [fill.price, fill.quantity, fill.fee, fill.realizedPnl])).toEqual([
        ['2000', '1', '1', '0'],
      ]);
      expect(quotes.remaining(ETH, bid)).toBe('4');
      expect((await storedPosition(db, user, ETH))?.size).toBe('0');
      expect(await wallet(user)).toEqual({ available: '998', frozen: '0' });
    });

    it('refuses an order the margin cannot pay for, and one past the tier cap of its leverage', async () => {
      const { db } = database;
      const user = await newUser('100');
      await mark(ETH, '2000');
      // A market buy is priced at its bound, 2000 x 1.05 = 2100: 210 margin + 1.05 fee.
      const refusal = await expectRefused(
        engine.trading.placeFutures(user, { symbol: ETH, side: 'buy', type: 'market', quantity: '1' }),
        400,
        'insufficient-margin',
      );
      expect(refusal.message).toContain('211.05');

      // 100x is allowed up to 50000 USDT of notional (first tier).
      await engine.trading.setLeverage(user, { symbol: ETH, leverage: 100 });
      await expectRefused(
        engine.trading.placeFutures(user, {
          symbol: ETH,
          side: 'buy',
          type: 'limit',
          price: '2000',
          quantity: '25.0001',
        }),
        400,
        'position-limit',
      );
      // Exactly at the cap it passes the limit and reaches the margin check (500 + 25 > 100).
      await expectRefused(
        engine.trading.placeFutures(user, { symbol: ETH, side: 'buy', type: 'limit', price: '2000', quantity: '25' }),
        400,
        'insufficient-margin',
      );
      // A sell is valued at the higher of its price and the mark: 1999.99 x 25.0001 is under the cap, 2000 x it is not.
      await expectRefused(
        engine.trading.placeFutures(user, {
          symbol: ETH,
          side: 'sell',
          type: 'limit',
          price: '1999.99',
          quantity: '25.0001',
        }),
        400,
        'position-limit',
      );
      expect(await wallet(user)).toEqual({ available: '100', frozen: '0' });
      expect(await ordersOf(db, user)).toEqual([]);
    });

    it('a stop-market buy by mark waits until the mark reaches its trigger, then fills against the book', async () => {
      const { db } = database;
      const user = await newUser('1000');
      await mark(ETH, '2000');
      const stop = await engine.trading.placeFutures(user, {
        symbol: ETH,
        side: 'buy',
        type: 'stop-market',
        triggerPrice: '2050',
        quantity: '1',
      });
      expect(stop.order).toMatchObject({ status: 'untriggered', triggerBy: 'mark', triggerPrice: '2050' });
      const ask = quotes.add(ETH, 'sell', '2060', '1');
      for (const price of ['2030', '2049.99']) {
        await mark(ETH, price);
        expect((await storedOrder(stop.order.id)).status).toBe('untriggered');
      }
      expect(quotes.remaining(ETH, ask)).toBe('1');
      expect(await fillsOf(db, user)).toEqual([]);

      await mark(ETH, '2050');
      expect(await storedOrder(stop.order.id)).toMatchObject({
        status: 'filled',
        filledQuantity: '1',
        fee: '1.03',
        frozen: '0',
      });
      const fills = await fillsOf(db, user);
      expect(fills.map((fill) => new Big(fill.price).toFixed())).toEqual(['2060']);
      expect(await storedPosition(db, user, ETH)).toMatchObject({
        side: 'long',
        size: '1',
        entryPrice: '2060',
        margin: '206',
      });
      expect(await wallet(user)).toEqual({ available: '998.97', frozen: '0' });
    });

    it('a stop-market buy by last price ignores the mark and fires on the last trade price', async () => {
      const { db } = database;
      const trader = await newUser('1000');
      const user = await newUser('1000');
      await mark(ETH, '2000');
      // A trade at 2000 makes the last price.
      await openLong(trader, ETH, '2000', '0.01');
      const stop = await engine.trading.placeFutures(user, {
        symbol: ETH,
        side: 'buy',
        type: 'stop-market',
        triggerPrice: '2050',
        triggerBy: 'last',
        quantity: '1',
      });
      expect(stop.order).toMatchObject({ status: 'untriggered', triggerBy: 'last' });
      // The mark passes the trigger: the last price (2000) does not.
      await mark(ETH, '2100');
      expect((await storedOrder(stop.order.id)).status).toBe('untriggered');

      // A trade at 2055 moves the last price past the trigger; the next price check fires the stop.
      await openLong(trader, ETH, '2055', '0.01');
      const ask = quotes.add(ETH, 'sell', '2060', '1');
      await mark(ETH, '2100');
      expect(await storedOrder(stop.order.id)).toMatchObject({ status: 'filled', filledQuantity: '1', fee: '1.03' });
      expect(quotes.remaining(ETH, ask)).toBe('0');
      expect(await storedPosition(db, user, ETH)).toMatchObject({ side: 'long', size: '1', entryPrice: '2060' });
      expect(await wallet(user)).toEqual({ available: '998.97', frozen: '0' });
    });

    it('TP/SL attached on open: the take-profit closes the whole position at market, the stop-loss is cancelled', async () => {
      const { db } = database;
      const user = await newUser('1000');
      await mark(ETH, '2000');
      quotes.add(ETH, 'sell', '2000', '1');
      const opened = await engine.trading.placeFutures(user, {
        symbol: ETH,
        side: 'buy',
        type: 'market',
        quantity: '1',
        takeProfit: '2100',
        stopLoss: '1900',
      });
      expect(opened.order.status).toBe('filled');
      const [takeProfit, stopLoss] = opened.attached;
      expect(
        opened.attached.map((order) => ({
          type: order.type,
          side: order.side,
          triggerPrice: order.triggerPrice,
          status: order.status,
          closePosition: order.closePosition,
          reduceOnly: order.reduceOnly,
        })),
      ).toEqual([
        {
          type: 'stop-market',
          side: 'sell',
          triggerPrice: '2100',
          status: 'untriggered',
          closePosition: true,
          reduceOnly: true,
        },
        {
          type: 'stop-market',
          side: 'sell',
          triggerPrice: '1900',
          status: 'untriggered',
          closePosition: true,
          reduceOnly: true,
        },
      ]);
      if (!takeProfit || !stopLoss) throw new Error('no TP/SL attached');
      expect(await wallet(user)).toEqual({ available: '999', frozen: '0' });

      quotes.add(ETH, 'buy', '2100', '1');
      await mark(ETH, '2099.99');
      expect((await storedOrder(takeProfit.id)).status).toBe('untriggered');
      await mark(ETH, '2100');
      expect(await storedOrder(takeProfit.id)).toMatchObject({
        status: 'filled',
        quantity: '1',
        filledQuantity: '1',
        fee: '1.05',
      });
      expect(await storedOrder(stopLoss.id)).toMatchObject({ status: 'cancelled', cancelReason: 'no-position' });
      const closing = (await fillsOf(db, user)).filter((fill) => fill.orderId === takeProfit.id);
      expect(closing.map((fill) => [new Big(fill.price).toFixed(), new Big(fill.realizedPnl).toFixed()])).toEqual([
        ['2100', '100'],
      ]);
      expect(await storedPosition(db, user, ETH)).toMatchObject({ size: '0', realizedPnl: '100' });
      // 1000 - 1 (open fee) + 100 - 1.05 (close fee)
      expect(await wallet(user)).toEqual({ available: '1097.95', frozen: '0' });
    });

    it('the margin mode cannot change with a position or orders open; leverage above the contract maximum is refused', async () => {
      const { db } = database;
      const user = await newUser('1000');
      await mark(ETH, '2000');
      await openLong(user, ETH, '2000', '1');
      await expectRefused(
        engine.trading.setMarginMode(user, { symbol: ETH, marginMode: 'isolated' }),
        409,
        'position-open',
      );
      quotes.add(ETH, 'buy', '2000', '1');
      await engine.trading.closePosition(user, { symbol: ETH, type: 'market' });
      const resting = await engine.trading.placeFutures(user, {
        symbol: ETH,
        side: 'buy',
        type: 'limit',
        price: '1000',
        quantity: '0.1',
      });
      await expectRefused(
        engine.trading.setMarginMode(user, { symbol: ETH, marginMode: 'isolated' }),
        409,
        'position-open',
      );
      await engine.trading.cancelFutures(user, resting.order.id);
      expect(await engine.trading.setMarginMode(user, { symbol: ETH, marginMode: 'isolated' })).toEqual({
        symbol: ETH,
        leverage: 10,
        marginMode: 'isolated',
        maxLeverage: 100,
      });
      await expectRefused(engine.trading.setLeverage(user, { symbol: ETH, leverage: 101 }), 400, 'invalid-leverage');
      expect(await engine.trading.setLeverage(user, { symbol: ETH, leverage: 100 })).toEqual({
        symbol: ETH,
        leverage: 100,
        marginMode: 'isolated',
        maxLeverage: 100,
      });
      expect((await storedPosition(db, user, ETH))?.size).toBe('0');
      expect(await wallet(user)).toEqual({ available: '998', frozen: '0' });
    });

    it('adds and removes isolated margin exactly, refusing more than the position can spare', async () => {
      const { db } = database;
      const user = await newUser('1000');
      await engine.trading.setMarginMode(user, { symbol: ETH, marginMode: 'isolated' });
      await mark(ETH, '2000');
      await openLong(user, ETH, '2000', '1');
      expect(await wallet(user)).toEqual({ available: '799', frozen: '200' });
      expect((await storedPosition(db, user, ETH))?.margin).toBe('200');

      await engine.trading.adjustMargin(user, { symbol: ETH, direction: 'add', amount: '50' });
      expect(await wallet(user)).toEqual({ available: '749', frozen: '250' });
      expect((await storedPosition(db, user, ETH))?.margin).toBe('250');

      // Removable: margin + min(0, UPnL) - initial margin at the mark = 250 + 0 - 200.
      const tooMuch = await expectRefused(
        engine.trading.adjustMargin(user, { symbol: ETH, direction: 'remove', amount: '50.00000001' }),
        400,
        'insufficient-margin',
      );
      expect(tooMuch.message).toContain('at most 50 USDT');
      await engine.trading.adjustMargin(user, { symbol: ETH, direction: 'remove', amount: '30' });
      expect(await wallet(user)).toEqual({ available: '779', frozen: '220' });
      expect((await storedPosition(db, user, ETH))?.margin).toBe('220');

      // At 1990: 220 - 10 - 199 = 11.
      await mark(ETH, '1990');
      await expectRefused(
        engine.trading.adjustMargin(user, { symbol: ETH, direction: 'remove', amount: '11.00000001' }),
        400,
        'insufficient-margin',
      );
      await engine.trading.adjustMargin(user, { symbol: ETH, direction: 'remove', amount: '11' });
      expect(await wallet(user)).toEqual({ available: '790', frozen: '209' });
      expect((await storedPosition(db, user, ETH))?.margin).toBe('209');
      await expectRefused(
        engine.trading.adjustMargin(user, { symbol: ETH, direction: 'add', amount: '790.00000001' }),
        400,
        'insufficient-margin',
      );
      expect(await wallet(user)).toEqual({ available: '790', frozen: '209' });

      // Closing at 1990: 209 - 10 back to available, less the 0.995 fee.
      quotes.add(ETH, 'buy', '1990', '1');
      const closed = await engine.trading.closePosition(user, { symbol: ETH, type: 'market' });
      expect(closed.fills.map((fill) => [fill.price, fill.realizedPnl, fill.fee])).toEqual([['1990', '-10', '0.995']]);
      expect(await wallet(user)).toEqual({ available: '988.005', frozen: '0' });
      expect(await storedPosition(db, user, ETH)).toMatchObject({ size: '0', margin: '0' });
      expect(await futuresLedgerTotal(db, user)).toBe('988.005');
    });

    it('adjusting margin needs an isolated position', async () => {
      const user = await newUser('1000');
      await mark(ETH, '2000');
      await expectRefused(
        engine.trading.adjustMargin(user, { symbol: ETH, direction: 'add', amount: '1' }),
        400,
        'no-position',
      );
      await openLong(user, ETH, '2000', '1');
      await expectRefused(
        engine.trading.adjustMargin(user, { symbol: ETH, direction: 'add', amount: '1' }),
        400,
        'not-isolated',
      );
      expect(await wallet(user)).toEqual({ available: '999', frozen: '0' });
    });

    it('pays funding between the positions and the liquidity account, zero-sum and once per funding time', async () => {
      const { db } = database;
      await mark(BTC, '95000');
      const short = await newUser('20000');
      const long = await newUser('20000');
      const isolatedLong = await newUser('25000');
      await engine.trading.setMarginMode(isolatedLong, { symbol: BTC, marginMode: 'isolated' });

      // The short rests a limit, the long takes it: user against user.
      const resting = await engine.trading.placeFutures(short, {
        symbol: BTC,
        side: 'sell',
        type: 'limit',
        price: '95000',
        quantity: '1',
      });
      expect(resting.order.status).toBe('open');
      const taken = await engine.trading.placeFutures(long, {
        symbol: BTC,
        side: 'buy',
        type: 'market',
        quantity: '1',
      });
      expect(taken.fills.map((fill) => [fill.price, fill.quantity, fill.fee])).toEqual([['95000', '1', '47.5']]);
      // The third long is against the simulated liquidity: the liquidity account holds short 2.
      await openLong(isolatedLong, BTC, '95000', '2');
      expect(engine.trading.openInterest(BTC)).toBe('3');
      expect(await wallet(short)).toEqual({ available: '19981', frozen: '0' });
      expect(await wallet(long)).toEqual({ available: '19952.5', frozen: '0' });
      expect(await wallet(isolatedLong)).toEqual({ available: '5905', frozen: '19000' });
      const liquidityBefore = await systemBalance(db, 'liquidity');
      const insuranceBefore = await systemBalance(db, 'insurance');

      const first = new Date('2030-01-01T08:00:00.000Z');
      await engine.trading.payFunding(BTC, first, '0.0001', '95000.37');
      await engine.trading.settled();
      // -s x size x mark x rate: 1 x 95000.37 x 0.0001 = 9.500037.
      expect(fundingPayment('long', '1', '95000.37', '0.0001').toFixed()).toBe('-9.500037');
      expect(await wallet(long)).toEqual({ available: '19942.999963', frozen: '0' });
      expect(await wallet(short)).toEqual({ available: '19990.500037', frozen: '0' });
      expect(await wallet(isolatedLong)).toEqual({ available: '5905', frozen: '18980.999926' });
      expect(await storedPosition(db, isolatedLong, BTC)).toMatchObject({
        margin: '18980.999926',
        realizedPnl: '-19.000074',
      });
      expect((await storedPosition(db, long, BTC))?.realizedPnl).toBe('-9.500037');
      expect((await storedPosition(db, short, BTC))?.realizedPnl).toBe('9.500037');
      expect((await systemBalance(db, 'liquidity')).minus(liquidityBefore).toFixed()).toBe('19.000074');
      expect((await systemBalance(db, 'insurance')).minus(insuranceBefore).toFixed()).toBe('0');

      const fundingEntries = async (reference: string) => {
        const userRows = await db
          .select()
          .from(futuresLedgerEntries)
          .where(and(eq(futuresLedgerEntries.kind, 'funding'), eq(futuresLedgerEntries.reference, reference)));
        const systemRows = await db
          .select()
          .from(systemLedgerEntries)
          .where(
            and(
              inArray(systemLedgerEntries.kind, ['futures-funding', 'funding-remainder']),
              eq(systemLedgerEntries.reference, reference),
            ),
          );
        const amounts = [...userRows, ...systemRows].map((row) => new Big(row.amount));
        return {
          count: amounts.length,
          sum: amounts.reduce((sum, amount) => sum.plus(amount), new Big(0)).toFixed(),
          system: systemRows.map((row) => [row.account, row.kind, new Big(row.amount).toFixed()]).sort(),
        };
      };
      const firstReference = `${BTC}@${first.toISOString()}`;
      expect(await fundingEntries(firstReference)).toEqual({
        count: 4,
        sum: '0',
        system: [['liquidity', 'futures-funding', '19.000074']],
      });

      // The same time again, or an earlier one, pays nothing.
      await engine.trading.payFunding(BTC, first, '0.0001', '95000.37');
      await engine.trading.payFunding(BTC, new Date('2030-01-01T00:00:00.000Z'), '0.0001', '95000.37');
      await engine.trading.settled();
      expect((await fundingEntries(firstReference)).count).toBe(4);
      expect(await wallet(long)).toEqual({ available: '19942.999963', frozen: '0' });
      expect(await wallet(short)).toEqual({ available: '19990.500037', frozen: '0' });
      expect(await wallet(isolatedLong)).toEqual({ available: '5905', frozen: '18980.999926' });
      const earlier = await db
        .select()
        .from(futuresLedgerEntries)
        .where(eq(futuresLedgerEntries.reference, `${BTC}@2030-01-01T00:00:00.000Z`));
      expect(earlier).toEqual([]);

      // A rate that needs rounding: 95000.37 x 0.00012345 = 11.7277956765. Payers pay it rounded up,
      // receivers get it rounded down; the 2 x 10^-8 left over goes to the insurance fund.
      const second = new Date('2030-01-01T16:00:00.000Z');
      await engine.trading.payFunding(BTC, second, '0.00012345', '95000.37');
      await engine.trading.settled();
      expect(await wallet(long)).toEqual({ available: '19931.27216732', frozen: '0' });
      expect(await wallet(short)).toEqual({ available: '20002.22783267', frozen: '0' });
      expect(await wallet(isolatedLong)).toEqual({ available: '5905', frozen: '18957.54433464' });
      const secondReference = `${BTC}@${second.toISOString()}`;
      expect(await fundingEntries(secondReference)).toEqual({
        count: 5,
        sum: '0',
        system: [
          ['insurance', 'funding-remainder', '0.00000002'],
          ['liquidity', 'futures-funding', '23.45559135'],
        ],
      });
      const rounds = await db.select().from(futuresFundingRounds).where(eq(futuresFundingRounds.symbol, BTC));
      expect(rounds.map((round) => round.fundingTime.toISOString()).sort()).toEqual([
        first.toISOString(),
        second.toISOString(),
      ]);
    });

    it('refuses a transfer to spot of more than the withdrawable amount: available less cross margin and losses', async () => {
      const { db } = database;
      const user = await newUser('1000');
      await mark(ETH, '2000');
      await openLong(user, ETH, '2000', '1');
      await mark(ETH, '1950');
      // 999 available - 50 loss - 200 initial margin = 749.
      await expectRefused(
        engine.trading.transfer(user, { direction: 'to-spot', asset: 'USDT', amount: '749.00000001' }),
        400,
        'insufficient-balance',
      );
      expect(await wallet(user)).toEqual({ available: '999', frozen: '0' });
      const spot = async () => {
        const [row] = await db
          .select()
          .from(balances)
          .where(and(eq(balances.userId, user), eq(balances.asset, 'USDT')));
        return new Big(row?.available ?? 0).toFixed();
      };
      expect(await spot()).toBe('0');

      const moved = await engine.trading.transfer(user, { direction: 'to-spot', asset: 'USDT', amount: '700' });
      expect(moved.transfer.amount).toBe('700');
      expect(await wallet(user)).toEqual({ available: '299', frozen: '0' });
      expect(await spot()).toBe('700');

      quotes.add(ETH, 'buy', '1950', '1');
      const closed = await engine.trading.closePosition(user, { symbol: ETH, type: 'market' });
      expect(closed.fills.map((fill) => [fill.price, fill.realizedPnl, fill.fee])).toEqual([['1950', '-50', '0.975']]);
      expect(await wallet(user)).toEqual({ available: '248.025', frozen: '0' });
      // Flat: everything is withdrawable, and no more.
      await expectRefused(
        engine.trading.transfer(user, { direction: 'to-spot', asset: 'USDT', amount: '248.02500001' }),
        400,
        'insufficient-balance',
      );
      await engine.trading.transfer(user, { direction: 'to-spot', asset: 'USDT', amount: '248.025' });
      expect(await wallet(user)).toEqual({ available: '0', frozen: '0' });
      expect(await spot()).toBe('948.025');
    });
  });
}
