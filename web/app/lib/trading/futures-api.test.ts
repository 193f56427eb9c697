import { describe, expect, it } from 'vitest';
import { fakeRequestHelper, httpError, refusal } from '../../../test/support/fake-request.ts';
import { aFuturesOrder, aFuturesPosition } from '../../../test/support/futures.ts';
import { createFuturesApi } from './futures-api.ts';
import { futuresRefusalReasons } from './futures-failure.ts';
import { futuresFailureOf } from './futures-failure-of.ts';

const settings = { symbol: 'BTC_USDT', leverage: 20, marginMode: 'isolated', maxLeverage: 125 } as const;
const balance = { asset: 'USDT', available: '900', frozen: '100', version: 3 };

describe('futures api', () => {
  it('calls the futures paths in futures mode and leaves unset query values out', async () => {
    const { helper, calls } = fakeRequestHelper((call) => ({
      body: call.path === '/v1/orders' ? { orders: [aFuturesOrder('1')], nextBefore: null } : { positions: [] },
    }));
    const api = createFuturesApi(() => helper);
    const open = await api.fetchOpenOrders();
    expect(open).toEqual({ ok: true, value: [aFuturesOrder('1')] });
    await api.fetchPositions('ETH_USDT');
    expect(calls).toEqual([
      { method: 'GET', path: '/v1/orders', payload: {}, mode: 'futures' },
      { method: 'GET', path: '/v1/positions', payload: { symbol: 'ETH_USDT' }, mode: 'futures' },
    ]);
  });

  it('parses every answer by its contract schema and unwraps the lists', async () => {
    const order = aFuturesOrder('7');
    const position = aFuturesPosition();
    const bodies: Record<string, unknown> = {
      'POST /v1/orders': { order, fills: [], attached: [] },
      'POST /v1/orders/7/cancel': { order: { ...order, status: 'cancelled', version: 2 } },
      'POST /v1/orders/cancel-all': { orders: [order], nextBefore: null },
      'GET /v1/orders/history': { orders: [order], nextBefore: '5' },
      'GET /v1/fills': { fills: [], nextBefore: null },
      'GET /v1/funding': {
        payments: [{ symbol: 'BTC_USDT', amount: '-0.5', rate: '0.0001', markPrice: '60000', time: 'x' }],
        nextBefore: null,
      },
      'POST /v1/positions/close': { order, fills: [], attached: [] },
      'POST /v1/positions/margin': { position },
      'POST /v1/positions/tpsl': { orders: [order], nextBefore: null },
      'GET /v1/settings': { settings: [settings] },
      'POST /v1/leverage': settings,
      'POST /v1/margin-mode': settings,
      'GET /v1/account/summary': {
        asset: 'USDT',
        walletBalance: '1000',
        available: '900',
        orderMargin: '100',
        isolatedMargin: '0',
        crossPositionMargin: '0',
        unrealizedPnl: '-1.5',
        marginBalance: '998.5',
        crossMarginRatio: null,
      },
      'GET /v1/account': { balances: [balance] },
      'POST /v1/transfers': {
        transfer: { id: '1', direction: 'to-futures', asset: 'USDT', amount: '10', createdAt: 'x' },
        spot: balance,
        futures: balance,
      },
      'GET /v1/transfers': { transfers: [], nextBefore: null },
    };
    const { helper, calls } = fakeRequestHelper((call) => ({ body: bodies[`${call.method} ${call.path}`] }));
    const api = createFuturesApi(() => helper);
    const request = { symbol: 'BTC_USDT', side: 'buy', type: 'market', quantity: '0.01' } as const;
    const results = [
      await api.placeOrder(request),
      await api.cancelOrder('7'),
      await api.cancelAll('BTC_USDT'),
      await api.fetchOrderHistory({ symbol: 'BTC_USDT', before: '9', limit: 50 }),
      await api.fetchFills({}),
      await api.fetchFunding({ limit: 10 }),
      await api.closePosition({ symbol: 'BTC_USDT', type: 'market' }),
      await api.adjustMargin({ symbol: 'BTC_USDT', direction: 'add', amount: '5' }),
      await api.setPositionTpsl({ symbol: 'BTC_USDT', takeProfit: '70000', stopLoss: null }),
      await api.fetchSettings(),
      await api.setLeverage({ symbol: 'BTC_USDT', leverage: 20 }),
      await api.setMarginMode({ symbol: 'BTC_USDT', marginMode: 'isolated' }),
      await api.fetchSummary(),
      await api.fetchFuturesAccount(),
      await api.transfer({ direction: 'to-futures', asset: 'USDT', amount: '10' }),
      await api.fetchTransfers({ before: '3' }),
    ];
    expect(results.every((result) => result.ok)).toBe(true);
    expect(calls.every((call) => call.mode === 'futures')).toBe(true);
    expect(results[1]).toMatchObject({ ok: true, value: { id: '7', status: 'cancelled' } });
    expect(results[2]).toEqual({ ok: true, value: [order] });
    expect(results[7]).toEqual({ ok: true, value: position });
    expect(results[9]).toEqual({ ok: true, value: [settings] });
    expect(results[13]).toEqual({ ok: true, value: [balance] });
    expect(calls[2]?.payload).toEqual({ symbol: 'BTC_USDT' });
    expect(calls[3]?.payload).toEqual({ symbol: 'BTC_USDT', before: '9', limit: 50 });
    expect(calls[8]?.payload).toEqual({ symbol: 'BTC_USDT', takeProfit: '70000', stopLoss: null });
    expect(calls.at(-1)?.payload).toEqual({ before: '3' });
  });

  it('keeps the refusal reason and the field at fault', async () => {
    const { helper } = fakeRequestHelper((call) =>
      call.path === '/v1/orders'
        ? { throws: refusal(400, 'insufficient-margin') }
        : { throws: refusal(400, 'invalid-input', 'price') },
    );
    const api = createFuturesApi(() => helper);
    expect(await api.placeOrder({ symbol: 'BTC_USDT', side: 'buy', type: 'market', quantity: '1' })).toEqual({
      ok: false,
      failure: { code: 'insufficient-margin', reason: 'insufficient-margin' },
    });
    expect(await api.closePosition({ symbol: 'BTC_USDT', type: 'limit', price: '1.001' })).toEqual({
      ok: false,
      failure: { code: 'invalid-input', reason: 'invalid-input', field: 'price' },
    });
  });

  it('tells a network failure and an answer that does not fit its schema apart', async () => {
    const offline = fakeRequestHelper(() => ({ network: true }));
    expect(await createFuturesApi(() => offline.helper).fetchSummary()).toEqual({
      ok: false,
      failure: { code: 'network' },
    });
    const odd = fakeRequestHelper(() => ({ body: { positions: 'none' } }));
    expect(await createFuturesApi(() => odd.helper).fetchPositions()).toEqual({
      ok: false,
      failure: { code: 'unknown' },
    });
  });
});

describe('futuresFailureOf', () => {
  it('knows every futures refusal reason', () => {
    for (const reason of futuresRefusalReasons) {
      expect(futuresFailureOf(refusal(409, reason)).code).toBe(reason);
    }
  });

  it('keeps a reason it does not know, for the log and a generic message', () => {
    expect(futuresFailureOf(refusal(409, 'brand-new-rule'))).toEqual({ code: 'unknown', reason: 'brand-new-rule' });
  });

  it('takes a schema refusal without reason as invalid input, 429 as rate limited', () => {
    const schemaRefusal = httpError(400, {
      code: 400,
      error: 'Bad Request',
      message: 'leverage: a whole number',
      fields: { leverage: 'a whole number' },
    });
    expect(futuresFailureOf(schemaRefusal)).toEqual({ code: 'invalid-input', field: 'leverage' });
    expect(futuresFailureOf(httpError(429, 'slow down')).code).toBe('rate-limited');
    expect(futuresFailureOf(httpError(500, { code: 500, error: 'Internal Server Error', message: '' })).code).toBe(
      'unknown',
    );
    expect(futuresFailureOf(undefined)).toEqual({ code: 'unknown' });
  });
});
