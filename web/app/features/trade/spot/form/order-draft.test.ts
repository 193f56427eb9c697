import { placeOrderRequestSchema } from '@vela/contracts/trading';
import { describe, expect, it } from 'vitest';
import { btcUsdt as market } from '../model/test-market.ts';
import { checkTriggers, formOrderTypes, orderRequest, stopLimitBeyondStop, type TriggerDraft } from './order-draft.ts';

const draft: TriggerDraft = {
  stopPrice: '64000',
  stopLimitPrice: '',
  trailing: '1.5',
  trailingUnit: 'percent',
  timeInForce: 'GTC',
  postOnly: false,
  sizeIn: 'base',
};

describe('the order draft', () => {
  it('builds a request the API schema accepts for every tab', () => {
    for (const type of formOrderTypes) {
      const request = orderRequest('BTC_USDT', type, 'sell', { price: '65000.00', amount: '0.0100' }, draft, 'c1');
      expect(placeOrderRequestSchema.safeParse(request).success, type).toBe(true);
    }
  });

  it('sizes a market buy in the quote asset when asked, and only then', () => {
    const quote = { ...draft, sizeIn: 'quote' } as const;
    expect(orderRequest('BTC_USDT', 'market', 'buy', { price: undefined, amount: '100' }, quote, 'c')).toMatchObject({
      quoteAmount: '100',
    });
    expect(orderRequest('BTC_USDT', 'market', 'sell', { price: undefined, amount: '1' }, quote, 'c')).toMatchObject({
      quantity: '1',
    });
  });

  it('sends post-only and time in force on limits only when chosen', () => {
    const request = orderRequest(
      'BTC_USDT',
      'limit',
      'buy',
      { price: '1', amount: '1' },
      { ...draft, postOnly: true },
      'c',
    );
    expect(request).toMatchObject({ postOnly: true });
    expect(request).not.toHaveProperty('timeInForce');
    const ioc = orderRequest(
      'BTC_USDT',
      'limit',
      'buy',
      { price: '1', amount: '1' },
      { ...draft, timeInForce: 'IOC' },
      'c',
    );
    expect(ioc).toMatchObject({ timeInForce: 'IOC' });
    expect(ioc).not.toHaveProperty('postOnly');
  });

  it('checks the stop and trailing fields of the chosen tab only', () => {
    const empty = { ...draft, stopPrice: '', trailing: '' };
    expect(checkTriggers('limit', empty, market)).toEqual([]);
    expect(checkTriggers('stop-market', empty, market).map((error) => error.key)).toEqual([
      'trade.errors.stopPriceRequired',
    ]);
    expect(checkTriggers('stop-limit', { ...draft, stopPrice: '1.001' }, market).map((error) => error.key)).toEqual([
      'trade.errors.stopPriceInvalid',
    ]);
    expect(checkTriggers('trailing-stop', { ...draft, trailing: '25' }, market).map((error) => error.field)).toEqual([
      'trailing',
    ]);
    expect(checkTriggers('trailing-stop', { ...draft, trailing: '12.5', trailingUnit: 'amount' }, market)).toEqual([]);
  });
});

describe('a market buy sized in the quote asset', () => {
  it('needs an amount worth the minimum and within the available balance', async () => {
    const { checkQuoteSpend } = await import('./order-draft.ts');
    expect(checkQuoteSpend('', market, '100').map((error) => error.key)).toEqual(['trade.errors.amountRequired']);
    expect(checkQuoteSpend('4', market, '100').map((error) => error.key)).toEqual(['trade.errors.notionalMin']);
    expect(checkQuoteSpend('101', market, '100').map((error) => error.key)).toEqual([
      'trade.errors.insufficientBalance',
    ]);
    expect(checkQuoteSpend('100', market, '100')).toEqual([]);
    expect(checkQuoteSpend('100', market, undefined)).toEqual([]);
  });
});

describe('stopLimitBeyondStop', () => {
  it('warns of a stop-limit buy whose limit is below its stop, and a sell whose limit is above it', () => {
    expect(stopLimitBeyondStop('stop-limit', 'buy', { stopPrice: '100', price: '99.5' })).toBe(true);
    expect(stopLimitBeyondStop('stop-limit', 'sell', { stopPrice: '100', price: '100.5' })).toBe(true);
  });

  it('says nothing of the usual way round, an equal limit, another type or a price not typed yet', () => {
    expect(stopLimitBeyondStop('stop-limit', 'buy', { stopPrice: '100', price: '101' })).toBe(false);
    expect(stopLimitBeyondStop('stop-limit', 'sell', { stopPrice: '100', price: '99' })).toBe(false);
    expect(stopLimitBeyondStop('stop-limit', 'buy', { stopPrice: '100', price: '100' })).toBe(false);
    expect(stopLimitBeyondStop('oco', 'buy', { stopPrice: '100', price: '90' })).toBe(false);
    expect(stopLimitBeyondStop('stop-limit', 'buy', { stopPrice: '', price: '90' })).toBe(false);
    expect(stopLimitBeyondStop('stop-limit', 'buy', { stopPrice: '100', price: '0' })).toBe(false);
  });
});
