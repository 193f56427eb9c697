import type { FuturesContract } from '@vela/contracts/futures';
import {
  crossLiquidationPrice,
  crossRest,
  isolatedBankruptcyPrice,
  isolatedLiquidationPrice,
  type LiquidationRules,
  type PriceLevel,
} from '@vela/contracts/futures-liquidation-price';
import { isolatedMarginRatio, type PositionState } from '@vela/contracts/futures-margin';
import { checkLeverage } from '@vela/contracts/futures-risk-tiers';
import Big from 'big.js';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { futuresPositionsOf } from '../src/futures/position-views.ts';
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
  fillsOf,
  ordersOf,
  Quotes,
  settledWallet,
  storedPosition,
  storedSize,
  systemBalance,
  walkDown,
  walkToward,
} from './support/futures-scenarios.ts';
import { totalsByAsset } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';
const ENTRY = '2000';

/**
 * The scripted price walk: a 20x isolated long is liquidated when the mark reaches its
 * published liquidation price (the mark moving one tick at a time near it), not one tick before,
 * and the insurance fund takes exactly what the margin has left (or pays what it lacks). A cross
 * long of the same size is backed by the whole wallet: the mark goes past the isolated price
 * without a liquidation, down to the cross price computed from the wallet.
 */
for (const onDatabase of testDatabases) {
  onDatabase.describe('futures price walk', ({ database }) => {
    let engine: FuturesEngine;
    let contract: FuturesContract;
    let rules: LiquidationRules;
    let quotes: Quotes;
    let serial = 0;

    beforeAll(async () => {
      engine = await startFuturesEngine(database, { symbols: [SYMBOL] });
      const found = engine.contracts.find((entry) => entry.symbol === SYMBOL);
      if (!found) throw new Error(`no ${SYMBOL} contract`);
      contract = found;
      rules = { tiers: contract.riskTiers, tickSize: contract.tickSize, closingFeeRate: '0' };
      quotes = new Quotes(engine);
    });
    /** The users of the running test and the last mark set. */
    let users: string[] = [];
    let currentMark = ENTRY;

    // A test that failed half-way leaves no position for the next one's walk to liquidate.
    afterEach(async () => {
      quotes.clear();
      for (const user of users) {
        await engine.trading.cancelAllFutures(user);
        await engine.trading.settled();
        const position = await storedPosition(database.db, user, SYMBOL);
        if (!position || position.size === '0') continue;
        quotes.add(SYMBOL, position.side === 'long' ? 'buy' : 'sell', currentMark, position.size);
        await engine.trading.closePosition(user, { symbol: SYMBOL, type: 'market' });
      }
      quotes.clear();
      users = [];
    });
    afterAll(async () => {
      await engine?.close();
    });

    function setMark(price: string): Promise<unknown> {
      currentMark = price;
      return engine.trading.markPrices([{ symbol: SYMBOL, markPrice: price }]);
    }

    const priceOf = (level: PriceLevel): Big => {
      if (level.kind !== 'price') throw new Error(`expected a price, got ${level.kind}`);
      return level.price;
    };

    interface Shape {
      side: 'long' | 'short';
      entry: string;
      quantity: string;
    }
    const ONE_LONG: Shape = { side: 'long', entry: ENTRY, quantity: '1' };

    /** A funded user holding a position opened by market against a quote at its entry (the mark), at 20x. */
    async function openPosition(
      marginMode: 'isolated' | 'cross',
      funds: string,
      shape: Shape = ONE_LONG,
    ): Promise<string> {
      const { db } = database;
      serial += 1;
      const user = await createFundedUser(db, `walk-${marginMode}-${serial}-${Date.now()}@example.com`, {
        USDT: funds,
      });
      users.push(user);
      await fundFutures(engine, user, funds);
      if (marginMode === 'isolated') await engine.trading.setMarginMode(user, { symbol: SYMBOL, marginMode });
      const settings = await engine.trading.setLeverage(user, { symbol: SYMBOL, leverage: 20 });
      expect(settings).toEqual({ symbol: SYMBOL, leverage: 20, marginMode, maxLeverage: 100 });
      await setMark(shape.entry);
      const long = shape.side === 'long';
      quotes.add(SYMBOL, long ? 'sell' : 'buy', shape.entry, shape.quantity);
      const opened = await engine.trading.placeFutures(user, {
        symbol: SYMBOL,
        side: long ? 'buy' : 'sell',
        type: 'market',
        quantity: shape.quantity,
      });
      expect(opened.order.status).toBe('filled');
      const fee = new Big(shape.entry).times(shape.quantity).times(contract.takerFee).toFixed();
      expect(opened.fills.map((fill) => [fill.price, fill.quantity, fill.fee])).toEqual([
        [shape.entry, shape.quantity, fee],
      ]);
      return user;
    }

    const openLong = (marginMode: 'isolated' | 'cross', funds: string) => openPosition(marginMode, funds);

    /** The liquidation price the positions API shows (at the entry as mark). */
    async function publishedLiquidationPrice(user: string): Promise<string | null | undefined> {
      const views = await futuresPositionsOf(database.db, user, () => ENTRY, engine.contracts);
      return views.find((view) => view.symbol === SYMBOL)?.liquidationPrice;
    }

    /** Walks the mark through `marks`: the position is still whole at every one of them. */
    async function walkOpen(user: string, marks: readonly Big[], size = '1'): Promise<void> {
      const { db } = database;
      for (const mark of marks) {
        await setMark(mark.toFixed());
        await engine.trading.settled();
        expect({ mark: mark.toFixed(), size: await storedSize(db, user, SYMBOL) }).toEqual({
          mark: mark.toFixed(),
          size,
        });
      }
    }

    it('20x leverage is allowed on ETH_USDT for a 2000 USDT position (first tier: up to 100x)', () => {
      expect(checkLeverage(contract.riskTiers, 20, '2000')).toEqual({ ok: true });
      expect(contract.tickSize).toBe('0.01');
    });

    const isolatedCases: {
      name: string;
      bids: { price: string; quantity: string }[];
      /** A resting order of the user that the liquidation cancels. */
      resting: boolean;
      /** The mark jumps here from one tick above the liquidation price (past bankruptcy). */
      gapTo?: string;
      /** The liquidation fills, in order (the last one at the mark when the book cannot take it all). */
      fills: (liquidation: Big) => { price: string; quantity: string }[];
    }[] = [
      {
        name: 'a bid between the bankruptcy and the liquidation price takes the liquidation IOC',
        bids: [
          { price: '1905', quantity: '1' },
          { price: '1850', quantity: '5' },
        ],
        resting: true,
        fills: () => [{ price: '1905', quantity: '1' }],
      },
      {
        name: 'an empty book: the liquidity account takes the position at the mark',
        bids: [],
        resting: false,
        fills: (liquidation) => [{ price: liquidation.toFixed(), quantity: '1' }],
      },
      {
        name: 'only bids below the bankruptcy price: the IOC cannot fill, the liquidity takes it at the mark',
        bids: [{ price: '1850', quantity: '5' }],
        resting: false,
        fills: (liquidation) => [{ price: liquidation.toFixed(), quantity: '1' }],
      },
      {
        name: 'the book takes part of it, the liquidity account the rest at the mark',
        bids: [{ price: '1905', quantity: '0.4' }],
        resting: false,
        fills: (liquidation) => [
          { price: '1905', quantity: '0.4' },
          { price: liquidation.toFixed(), quantity: '0.6' },
        ],
      },
      {
        name: 'the mark gaps past the bankruptcy price: the insurance fund pays the shortfall',
        bids: [],
        resting: false,
        gapTo: '1890',
        fills: () => [{ price: '1890', quantity: '1' }],
      },
    ];

    for (const scenario of isolatedCases) {
      it(`isolated 20x long, liquidated at its published price and not a tick before: ${scenario.name}`, async () => {
        const { db } = database;
        const before = await totalsByAsset(db);
        const insuranceBefore = await systemBalance(db, 'insurance');
        const user = await openLong('isolated', '1000');
        await engine.trading.settled();

        // 2000 / 20 = 100 margin held in frozen; the 1 USDT taker fee paid.
        const position = await storedPosition(db, user, SYMBOL);
        expect(position).toMatchObject({
          side: 'long',
          size: '1',
          entryPrice: '2000',
          margin: '100',
          marginMode: 'isolated',
          leverage: 20,
        });
        expect(await futuresWalletOf(db, user)).toEqual({ available: '899', frozen: '100' });
        if (!position) throw new Error('no position');
        const state: PositionState = position;

        // Published: (Q x E - W) / (Q x (1 - MMR)) = 1900 / 0.996 = 1907.6305..., rounded down to the tick.
        const liquidation = priceOf(isolatedLiquidationPrice(state, rules));
        expect(liquidation.toFixed()).toBe('1907.63');
        const bankruptcy = priceOf(isolatedBankruptcyPrice(state, { tickSize: contract.tickSize }));
        expect(bankruptcy.toFixed()).toBe('1900');
        // The margin ratio rule agrees: >= 1 at the published price, < 1 one tick above it.
        const tick = new Big(contract.tickSize);
        expect(isolatedMarginRatio(state, liquidation, contract.riskTiers).liquidate).toBe(true);
        expect(isolatedMarginRatio(state, liquidation.plus(tick), contract.riskTiers).liquidate).toBe(false);
        expect(await publishedLiquidationPrice(user)).toBe('1907.63');

        const bidIds = scenario.bids.map((bid) => ({ ...bid, id: quotes.add(SYMBOL, 'buy', bid.price, bid.quantity) }));
        let restingId: string | undefined;
        if (scenario.resting) {
          // 0.1 at 1000 reserves 5 margin + 0.05 fee.
          const resting = await engine.trading.placeFutures(user, {
            symbol: SYMBOL,
            side: 'buy',
            type: 'limit',
            price: '1000',
            quantity: '0.1',
          });
          expect(resting.order.status).toBe('open');
          restingId = resting.order.id;
          expect(await settledWallet(engine, db, user)).toEqual({ available: '893.95', frozen: '105.05' });
        }

        // Down in steps of 10, then one tick at a time for the last 50 ticks: open at every mark above the published price.
        const lastOpen = liquidation.plus(tick);
        await walkOpen(user, walkDown(ENTRY, lastOpen, tick, '10'));
        const liquidationMark = scenario.gapTo ?? liquidation.toFixed();
        await setMark(liquidationMark);
        await engine.trading.settled();
        expect(await storedSize(db, user, SYMBOL)).toBe('0');

        const expectedFills = scenario.fills(liquidation).map(({ price, quantity }) => ({
          side: 'sell',
          role: 'taker',
          price,
          quantity,
          fee: '0',
          // Toward -infinity to 8 decimals (exact here).
          realizedPnl: new Big(price).minus(ENTRY).times(quantity).toFixed(),
        }));
        const realized = expectedFills.reduce((sum, fill) => sum.plus(fill.realizedPnl), new Big(0));
        const fills = (await fillsOf(db, user)).filter((fill) => fill.liquidation);
        expect(
          fills.map((fill) => ({
            side: fill.side,
            role: fill.role,
            price: new Big(fill.price).toFixed(),
            quantity: new Big(fill.quantity).toFixed(),
            fee: new Big(fill.fee).toFixed(),
            realizedPnl: new Big(fill.realizedPnl).toFixed(),
          })),
        ).toEqual(expectedFills);
        const orders = await ordersOf(db, user);
        const liquidationOrders = orders.filter((order) => order.liquidation);
        expect(
          liquidationOrders.map((order) => ({
            side: order.side,
            type: order.type,
            price: order.price === null ? null : new Big(order.price).toFixed(),
            quantity: new Big(order.quantity).toFixed(),
            filledQuantity: new Big(order.filledQuantity).toFixed(),
            timeInForce: order.timeInForce,
            reduceOnly: order.reduceOnly,
            status: order.status,
            frozen: new Big(order.frozen).toFixed(),
          })),
        ).toEqual([
          {
            side: 'sell',
            type: 'limit',
            // Bounded by the bankruptcy price.
            price: '1900',
            quantity: '1',
            filledQuantity: '1',
            timeInForce: 'IOC',
            reduceOnly: true,
            status: 'filled',
            frozen: '0',
          },
        ]);
        if (restingId !== undefined) {
          const resting = orders.find((order) => order.id === restingId);
          expect({ status: resting?.status, cancelReason: resting?.cancelReason }).toEqual({
            status: 'cancelled',
            cancelReason: 'liquidation',
          });
        }

        // The margin is gone from frozen; available keeps what it had (the resting reserve came back).
        const wallet = await futuresWalletOf(db, user);
        expect(wallet).toEqual({ available: '899', frozen: '0' });
        expect(await futuresLedgerTotal(db, user)).toBe('899');
        expect((await storedPosition(db, user, SYMBOL))?.margin).toBe('0');
        // The fund takes margin + realized PnL: a surplus, or pays it when negative.
        const insuranceAfter = await systemBalance(db, 'insurance');
        expect(insuranceAfter.minus(insuranceBefore).toFixed()).toBe(new Big(100).plus(realized).toFixed());

        for (const bid of bidIds) {
          const taken = expectedFills
            .filter((fill) => fill.price === bid.price)
            .reduce((sum, fill) => sum.plus(fill.quantity), new Big(0));
          expect({ bid: bid.price, left: quotes.remaining(SYMBOL, bid.id) }).toEqual({
            bid: bid.price,
            left: new Big(bid.quantity).minus(taken).toFixed(),
          });
        }

        const after = await totalsByAsset(db);
        expect(after.get('USDT')).toBe(new Big(before.get('USDT') ?? 0).plus(1000).toFixed());
      });
    }

    const shapes: {
      name: string;
      shape: Shape;
      margin: string;
      fee: string;
      liquidation: string;
      bankruptcy: string;
    }[] = [
      {
        // (Q x E + W) / (Q x (1 + MMR)) = 2100 / 1.004 = 2091.6334..., rounded up (toward the loss).
        name: 'a 20x short, the mark walking up',
        shape: { side: 'short', entry: '2000', quantity: '1' },
        margin: '100',
        fee: '1',
        liquidation: '2091.64',
        bankruptcy: '2100',
      },
      {
        // (600.111 - 30.00555) / (0.3 x 0.996) = 1907.9834..., rounded down.
        name: 'a 20x long of 0.3 at 2000.37 (entry and margin off the round numbers)',
        shape: { side: 'long', entry: '2000.37', quantity: '0.3' },
        margin: '30.00555',
        fee: '0.3000555',
        liquidation: '1907.98',
        bankruptcy: '1900.36',
      },
    ];

    for (const { name, shape, margin, fee, liquidation: published, bankruptcy: bankrupt } of shapes) {
      it(`isolated, empty book: ${name}, liquidated at its published price and not a tick before`, async () => {
        const { db } = database;
        const before = await totalsByAsset(db);
        const insuranceBefore = await systemBalance(db, 'insurance');
        const user = await openPosition('isolated', '1000', shape);
        await engine.trading.settled();
        const position = await storedPosition(db, user, SYMBOL);
        expect(position).toMatchObject({ side: shape.side, size: shape.quantity, entryPrice: shape.entry, margin });
        const availableAfterOpen = new Big(1000).minus(margin).minus(fee).toFixed();
        expect(await futuresWalletOf(db, user)).toEqual({ available: availableAfterOpen, frozen: margin });
        if (!position) throw new Error('no position');

        const liquidation = priceOf(isolatedLiquidationPrice(position, rules));
        expect(liquidation.toFixed()).toBe(published);
        expect(priceOf(isolatedBankruptcyPrice(position, { tickSize: contract.tickSize })).toFixed()).toBe(bankrupt);
        const tick = new Big(contract.tickSize);
        const lastOpen = shape.side === 'long' ? liquidation.plus(tick) : liquidation.minus(tick);
        expect(isolatedMarginRatio(position, liquidation, contract.riskTiers).liquidate).toBe(true);
        expect(isolatedMarginRatio(position, lastOpen, contract.riskTiers).liquidate).toBe(false);

        await walkOpen(user, walkToward(shape.entry, lastOpen, tick, '10'), shape.quantity);
        await setMark(liquidation.toFixed());
        await engine.trading.settled();
        expect(await storedSize(db, user, SYMBOL)).toBe('0');

        const sign = shape.side === 'long' ? 1 : -1;
        const realized = liquidation.minus(shape.entry).times(shape.quantity).times(sign);
        const fills = (await fillsOf(db, user)).filter((fill) => fill.liquidation);
        expect(
          fills.map((fill) => [
            fill.side,
            new Big(fill.price).toFixed(),
            new Big(fill.quantity).toFixed(),
            new Big(fill.realizedPnl).toFixed(),
          ]),
        ).toEqual([[shape.side === 'long' ? 'sell' : 'buy', published, shape.quantity, realized.toFixed()]]);
        const orders = (await ordersOf(db, user)).filter((order) => order.liquidation);
        expect(orders.map((order) => [new Big(order.price ?? 0).toFixed(), order.status])).toEqual([
          [bankrupt, 'filled'],
        ]);
        expect(await futuresWalletOf(db, user)).toEqual({ available: availableAfterOpen, frozen: '0' });
        expect(await futuresLedgerTotal(db, user)).toBe(availableAfterOpen);
        const insuranceAfter = await systemBalance(db, 'insurance');
        expect(insuranceAfter.minus(insuranceBefore).toFixed()).toBe(new Big(margin).plus(realized).toFixed());
        const after = await totalsByAsset(db);
        expect(after.get('USDT')).toBe(new Big(before.get('USDT') ?? 0).plus(1000).toFixed());
      });
    }

    const crossCases: { name: string; bid?: string }[] = [
      { name: 'an empty book: the liquidity account takes it at the mark' },
      { name: 'a bid above the bankruptcy price takes the liquidation IOC', bid: '1504' },
    ];

    for (const scenario of crossCases) {
      it(`cross 20x long uses the whole wallet: past the isolated price, liquidated at the cross price: ${scenario.name}`, async () => {
        const { db } = database;
        const before = await totalsByAsset(db);
        const insuranceBefore = await systemBalance(db, 'insurance');
        const user = await openLong('cross', '500');
        await engine.trading.settled();
        const position = await storedPosition(db, user, SYMBOL);
        // Cross: the initial margin is not held; the wallet's available backs the position.
        expect(position).toMatchObject({
          side: 'long',
          size: '1',
          entryPrice: '2000',
          margin: '100',
          marginMode: 'cross',
          leverage: 20,
        });
        const wallet = await futuresWalletOf(db, user);
        expect(wallet).toEqual({ available: '499', frozen: '0' });
        if (!position) throw new Error('no position');

        const tick = new Big(contract.tickSize);
        const isolated = priceOf(isolatedLiquidationPrice(position, rules));
        expect(isolated.toFixed()).toBe('1907.63');
        // (Q x E - wallet) / (Q x (1 - MMR)) = 1501 / 0.996 = 1507.0281..., rounded down to the tick.
        const liquidation = priceOf(crossLiquidationPrice(position, crossRest(wallet.available, []), rules));
        expect(liquidation.toFixed()).toBe('1507.02');
        expect(await publishedLiquidationPrice(user)).toBe('1507.02');

        const bidId = scenario.bid === undefined ? undefined : quotes.add(SYMBOL, 'buy', scenario.bid, '1');
        await walkOpen(
          user,
          walkDown(ENTRY, liquidation.plus(tick), tick, '25', 50, [isolated, isolated.minus(tick), '1900', '1890']),
        );
        expect(await futuresWalletOf(db, user)).toEqual({ available: '499', frozen: '0' });
        await setMark(liquidation.toFixed());
        await engine.trading.settled();
        expect(await storedSize(db, user, SYMBOL)).toBe('0');

        const fillPrice = new Big(scenario.bid ?? liquidation);
        const realized = fillPrice.minus(ENTRY);
        const fills = (await fillsOf(db, user)).filter((fill) => fill.liquidation);
        expect(
          fills.map((fill) => ({
            side: fill.side,
            price: new Big(fill.price).toFixed(),
            quantity: new Big(fill.quantity).toFixed(),
            fee: new Big(fill.fee).toFixed(),
            realizedPnl: new Big(fill.realizedPnl).toFixed(),
          })),
        ).toEqual([
          { side: 'sell', price: fillPrice.toFixed(), quantity: '1', fee: '0', realizedPnl: realized.toFixed() },
        ]);
        const liquidationOrders = (await ordersOf(db, user)).filter((order) => order.liquidation);
        expect(
          liquidationOrders.map((order) => ({
            price: order.price === null ? null : new Big(order.price).toFixed(),
            status: order.status,
            marginMode: order.marginMode,
          })),
        ).toEqual([{ price: '1501', status: 'filled', marginMode: 'cross' }]);

        // What the wallet had left after the loss goes to the fund: available ends at 0.
        expect(await futuresWalletOf(db, user)).toEqual({ available: '0', frozen: '0' });
        expect(await futuresLedgerTotal(db, user)).toBe('0');
        const insuranceAfter = await systemBalance(db, 'insurance');
        expect(insuranceAfter.minus(insuranceBefore).toFixed()).toBe(new Big(499).plus(realized).toFixed());
        if (bidId !== undefined) expect(quotes.remaining(SYMBOL, bidId)).toBe('0');

        const after = await totalsByAsset(db);
        expect(after.get('USDT')).toBe(new Big(before.get('USDT') ?? 0).plus(500).toFixed());
      });
    }
  });
}
