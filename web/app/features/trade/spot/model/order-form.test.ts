import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AmountPercent,
  amountForPercent,
  amountPercents,
  evaluateOrderForm,
  type OrderFormInput,
} from './order-form.ts';
import { btcUsdt as btc } from './test-market.ts';

function form(overrides: Partial<OrderFormInput> = {}): OrderFormInput {
  return {
    side: 'buy',
    type: 'limit',
    price: '65000',
    amount: '0.01',
    market: btc,
    balances: { base: '1', quote: '10000' },
    fees: { maker: '0.001', taker: '0.002' },
    bestBid: '64999.99',
    bestAsk: '65000.01',
    ...overrides,
  };
}

const keys = (input: OrderFormInput) => evaluateOrderForm(input).errors.map((error) => error.key);

describe('evaluateOrderForm', () => {
  it('normalizes a valid resting limit buy and estimates total and maker fee', () => {
    expect(evaluateOrderForm(form())).toEqual({
      price: '65000.00',
      amount: '0.0100',
      total: '650.00',
      feeEstimate: '0.65',
      feeRate: '0.001',
      errors: [],
      valid: true,
    });
  });

  it('estimates a limit order that crosses the book at the higher taker rate', () => {
    expect(evaluateOrderForm(form({ price: '65000.01' })).feeRate).toBe('0.002');
    expect(evaluateOrderForm(form({ side: 'sell', price: '64999.99' })).feeRate).toBe('0.002');
    expect(evaluateOrderForm(form({ side: 'sell', price: '65000' })).feeRate).toBe('0.001');
    expect(evaluateOrderForm(form({ price: '70000', bestAsk: undefined })).feeRate).toBe('0.001');
  });

  it('estimates a market order at the touch with the taker fee, ignoring the price field', () => {
    const buy = evaluateOrderForm(form({ type: 'market', price: 'junk', amount: '0.0123' }));
    expect(buy).toMatchObject({
      price: undefined,
      total: '799.51',
      feeEstimate: '1.60',
      feeRate: '0.002',
      valid: true,
    });
    const sell = evaluateOrderForm(form({ type: 'market', side: 'sell', amount: '0.0123' }));
    expect(sell.total).toBe('799.49');
  });

  it('rounds a buy total up and a sell total down', () => {
    expect(evaluateOrderForm(form({ price: '0.01', amount: '0.5', balances: { base: '1', quote: '1' } })).total).toBe(
      '0.01',
    );
    expect(evaluateOrderForm(form({ side: 'sell', price: '0.01', amount: '0.5' })).total).toBe('0.00');
  });

  it('asks for a market price when the book side is empty', () => {
    expect(evaluateOrderForm(form({ type: 'market', bestAsk: undefined })).errors).toEqual([
      { field: 'total', key: 'trade.errors.noMarketPrice', values: {} },
    ]);
  });

  it.each([
    ['', 'trade.errors.priceRequired', {}],
    ['  ', 'trade.errors.priceRequired', {}],
    ['abc', 'trade.errors.priceInvalid', {}],
    ['0', 'trade.errors.pricePositive', {}],
    ['0.00', 'trade.errors.pricePositive', {}],
    ['65000.005', 'trade.errors.priceTick', { tick: '0.01' }],
  ])('rejects the limit price %j with %s', (price, key, values) => {
    const state = evaluateOrderForm(form({ price }));
    expect(state.errors).toEqual([{ field: 'price', key, values }]);
    expect(state).toMatchObject({ price: undefined, valid: false });
  });

  it.each([
    ['', 'trade.errors.amountRequired', {}],
    ['1,5', 'trade.errors.amountInvalid', {}],
    ['0', 'trade.errors.amountMin', { min: '0.0001' }],
    ['0.00005', 'trade.errors.amountMin', { min: '0.0001' }],
    ['0.00015', 'trade.errors.amountLot', { lot: '0.0001' }],
  ])('rejects the amount %j with %s', (amount, key, values) => {
    const state = evaluateOrderForm(form({ amount }));
    expect(state.errors).toEqual([{ field: 'amount', key, values }]);
    expect(state).toMatchObject({ amount: undefined, valid: false });
  });

  it('still shows the total of a price off the tick while the user types', () => {
    expect(evaluateOrderForm(form({ price: '65000.005', amount: '1' })).total).toBe('65000.01');
  });

  it('refuses an order worth less than the minimum notional', () => {
    expect(evaluateOrderForm(form({ price: '100', amount: '0.0499' })).errors).toEqual([
      { field: 'total', key: 'trade.errors.notionalMin', values: { min: '5', asset: 'USDT' } },
    ]);
    expect(keys(form({ price: '100', amount: '0.05' }))).toEqual([]);
  });

  it('refuses a buy whose total plus fee exceeds the quote balance', () => {
    // 650 + 0.65 fee
    expect(keys(form({ balances: { base: '0', quote: '650.65' } }))).toEqual([]);
    expect(evaluateOrderForm(form({ balances: { base: '0', quote: '650.64' } })).errors).toEqual([
      { field: 'total', key: 'trade.errors.insufficientBalance', values: { asset: 'USDT' } },
    ]);
  });

  it('refuses a sell of more than the base balance', () => {
    expect(keys(form({ side: 'sell', amount: '1' }))).toEqual([]);
    expect(evaluateOrderForm(form({ side: 'sell', amount: '1.0001' })).errors).toEqual([
      { field: 'amount', key: 'trade.errors.insufficientBalance', values: { asset: 'BTC' } },
    ]);
  });

  it('reports price and amount errors together', () => {
    expect(keys(form({ price: '', amount: '' }))).toEqual([
      'trade.errors.priceRequired',
      'trade.errors.amountRequired',
    ]);
  });
});

describe('amountForPercent', () => {
  it('offers a share of the base balance for a sell, floored to the lot', () => {
    const context = form({ side: 'sell', balances: { base: '0.12345', quote: '0' } });
    expect(amountForPercent(25, context)).toBe('0.0308');
    expect(amountForPercent(50, context)).toBe('0.0617');
    expect(amountForPercent(100, context)).toBe('0.1234');
  });

  it('spends a share of the quote balance at the limit price, fee included', () => {
    // 1000 USDT / (50000 x 1.001) = 0.019980...
    const context = form({ price: '50000', balances: { base: '0', quote: '1000' } });
    expect(amountForPercent(100, context)).toBe('0.0199');
    expect(amountForPercent(50, context)).toBe('0.0099');
  });

  it('spends at the best ask with the taker fee for a market buy', () => {
    const context = form({ type: 'market', price: '', bestAsk: '100', balances: { base: '0', quote: '100.2' } });
    expect(amountForPercent(100, context)).toBe('1.0000');
    expect(amountForPercent(100, { ...context, bestAsk: undefined })).toBeUndefined();
  });

  it('has nothing to offer a limit buy without a price', () => {
    expect(amountForPercent(50, form({ price: '' }))).toBeUndefined();
    expect(amountForPercent(50, form({ price: '0' }))).toBeUndefined();
  });

  it('offers the largest affordable lot multiple, which passes the balance check', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(...amountPercents),
        fc.constantFrom('limit', 'market'),
        fc.constantFrom('0', '0.001', '0.0025'),
        (priceCents, quoteCents, percent: AmountPercent, type, taker) => {
          const price = new Big(priceCents).div(100).toFixed();
          const quote = new Big(quoteCents).div(100).toFixed();
          const context = form({
            type,
            price,
            bestAsk: price,
            balances: { base: '0', quote },
            fees: { maker: '0.001', taker },
          });
          const amount = amountForPercent(percent, context);
          expect(amount).toMatch(/^\d+\.\d{4}$/);
          const state = evaluateOrderForm({ ...context, amount: amount ?? '' });
          if (new Big(amount ?? '0').gt(0)) {
            expect(state.errors.map((error) => error.key)).not.toContain('trade.errors.insufficientBalance');
          }
          const rate = new Big(state.feeRate).plus(1);
          const oneLotMore = new Big(amount ?? '0').plus(btc.lotSize).times(price).times(rate);
          expect(oneLotMore.gt(new Big(quote).times(percent).div(100))).toBe(true);
        },
      ),
    );
  });
});
