import { describe, expect, it } from 'vitest';
import { emptyDraft, type FuturesOrderDraft } from './order-draft.ts';
import type { OrderAccount } from './order-estimate.ts';
import { evaluateFuturesOrder, type FuturesOrderInput, orderRequest } from './order-evaluation.ts';
import { btcPerpetual } from './test-contract.ts';

const account: OrderAccount = {
  leverage: 10,
  marginMode: 'isolated',
  available: '1000',
  crossWallet: '1000',
  crossOthers: [],
};
const live = { markPrice: '60000', lastPrice: '60000', bestBid: '59990', bestAsk: '60010' };

function evaluate(draft: Partial<FuturesOrderDraft>, more: Partial<FuturesOrderInput> = {}) {
  return evaluateFuturesOrder({
    draft: { ...emptyDraft, price: '60000', size: '0.1', ...draft },
    contract: btcPerpetual,
    live,
    account,
    ...more,
  });
}

const keys = (errors: readonly { key: string }[]) => errors.map((error) => error.key);

describe('a limit order', () => {
  it('costs its initial margin plus the maker fee when it rests, and fits up to the available balance', () => {
    const result = evaluate({});
    expect(result.quantity).toBe('0.1');
    expect(result.errors).toEqual([]);
    // below the ask 60 010, it rests and is filled as maker: 6 000 / 10 + 6 000 x 0.0002
    expect(result.buy.cost).toBe('601.2');
    // an IOC does not rest: the taker rate
    expect(evaluate({ timeInForce: 'IOC' }).buy.cost).toBe('603');
    // 1 000 x 10 / (60 000 x 1.005) = 0.1658.. -> 0.165
    expect(result.buy.max).toBe('0.165');
    expect(result.buy.maxValue).toBe('9900');
    expect(result.buy.valid).toBe(true);
  });

  it('estimates the isolated liquidation price of each side, rounded toward the loss', () => {
    const result = evaluate({});
    // long: (6 000 - 600) / (0.1 x 0.996) = 54 216.86.. down; short: 6 600 / (0.1 x 1.004) = 65 737.05.. up
    expect(result.buy.liquidation).toEqual({ kind: 'price', price: '54216.8' });
    expect(result.sell.liquidation).toEqual({ kind: 'price', price: '65737.1' });
  });

  it('estimates the cross liquidation price from the cross wallet less the fee', () => {
    const result = evaluate({ timeInForce: 'IOC' }, { account: { ...account, marginMode: 'cross' } });
    // (6 000 - (1 000 - 3)) / (0.1 x 0.996) = 50 230.92..
    expect(result.buy.liquidation).toEqual({ kind: 'price', price: '50230.9' });
  });

  it('says nothing of a cross liquidation while the wallet is unknown', () => {
    const result = evaluate({}, { account: { ...account, marginMode: 'cross', crossWallet: undefined } });
    expect(result.buy.liquidation).toBeUndefined();
  });

  it('costs a crossing limit at the book it takes, and checks a sell against its reserve at the mark', () => {
    // a sell at 59 000 takes the bid of 59 990: 599.9 + 2.9995
    expect(evaluate({ price: '59000' }).sell.cost).toBe('602.8995');
    // it rests as a buy: 590 + 1.18
    expect(evaluate({ price: '59000' }).buy.cost).toBe('591.18');
    // reserved at the mark 60 000 (603), more than 602.95 available
    const short = evaluate({ price: '59000' }, { account: { ...account, available: '602.95' } });
    expect(keys(short.sell.errors)).toEqual(['futuresForm.errors.insufficientMargin']);
  });

  it('uses the maker fee for a post-only GTC limit only', () => {
    expect(evaluate({ postOnly: true }).feeRate).toBe('0.0002');
    expect(evaluate({ postOnly: true }).buy.cost).toBe('601.2');
    expect(evaluate({ postOnly: true }).buy.max).toBe('0.166');
    expect(evaluate({ postOnly: true, timeInForce: 'IOC' }).feeRate).toBe('0.0005');
  });

  it('checks the price and size against the tick, the lot and the minimum value', () => {
    expect(keys(evaluate({ price: '' }).errors)).toEqual(['futuresForm.errors.priceRequired']);
    expect(keys(evaluate({ price: '60000.05' }).errors)).toEqual(['futuresForm.errors.priceTick']);
    expect(keys(evaluate({ size: '0.0005' }).errors)).toEqual(['futuresForm.errors.sizeMin']);
    expect(keys(evaluate({ size: '0.0015' }).errors)).toEqual(['futuresForm.errors.sizeLot']);
    expect(keys(evaluate({ price: '1000', size: '0.001' }).errors)).toEqual(['futuresForm.errors.belowMinNotional']);
    // reduce-only orders have no minimum value
    expect(keys(evaluate({ price: '1000', size: '0.001', reduceOnly: true }).errors)).toEqual([]);
  });

  it('refuses a side the available margin cannot pay for', () => {
    const result = evaluate({ size: '0.2' });
    expect(keys(result.buy.errors)).toEqual(['futuresForm.errors.insufficientMargin']);
    expect(result.buy.valid).toBe(false);
  });

  it('refuses a position past the largest notional the leverage allows', () => {
    const rich = { ...account, leverage: 100, available: '100000' };
    const result = evaluate({ size: '1' }, { account: rich });
    expect(result.buy.errors).toEqual([
      {
        field: 'side',
        key: 'futuresForm.errors.positionLimit',
        values: { max: '50000', asset: 'USDT', leverage: '100' },
      },
    ]);
  });
});

describe('a size in USDT', () => {
  it('is converted at the limit price and floored to the lot', () => {
    expect(evaluate({ sizeUnit: 'quote', size: '6059' }).quantity).toBe('0.1');
  });

  it('is too small when it buys less than one lot', () => {
    expect(keys(evaluate({ sizeUnit: 'quote', size: '1' }).errors)).toEqual(['futuresForm.errors.valueTooSmall']);
  });

  it('converts a market order at the mark', () => {
    expect(evaluate({ tab: 'market', sizeUnit: 'quote', size: '3000' }).quantity).toBe('0.05');
  });
});

describe('a market order', () => {
  it('costs what its fills at the touch are charged, and reserves a buy at its bound 5 % above the mark', () => {
    // at the ask 60 010: 600.1 + 3.0005; at the bid 59 990: 599.9 + 2.9995
    expect(evaluate({ tab: 'market' }).buy.cost).toBe('603.1005');
    expect(evaluate({ tab: 'market' }).sell.cost).toBe('602.8995');
    // the reserve, 0.1 x 63 000: 630 + 3.15, is more than 633 available
    const poorer = evaluate({ tab: 'market' }, { account: { ...account, available: '633' } });
    expect(keys(poorer.buy.errors)).toEqual(['futuresForm.errors.insufficientMargin']);
    expect(poorer.sell.errors).toEqual([]);
  });

  it('walks the book: each level a fill of its own, the rest at its bound', () => {
    const book = {
      ...live,
      asks: [
        ['60010', '0.05'],
        ['60020', '0.1'],
      ] as [string, string][],
    };
    const walked = evaluate({ tab: 'market' }, { live: book });
    // 0.05 at 60 010: 300.05 + 1.50025; 0.05 at 60 020: 300.1 + 1.5005
    expect(walked.buy.cost).toBe('603.15075');
    // entry 60 015, margin 600.15: (6 001.5 - 600.15) / (0.1 x 0.996) = 54 230.42..
    expect(walked.buy.liquidation).toEqual({ kind: 'price', price: '54230.4' });
    const thin = { ...live, asks: [['60010', '0.05']] as [string, string][] };
    // 0.05 at 60 010, 0.05 at the bound 63 000: 315 + 1.575
    expect(evaluate({ tab: 'market' }, { live: thin }).buy.cost).toBe('618.12525');
  });

  it('estimates the liquidation at the touch', () => {
    // long at 60 010: (6 001 - 600.1) / (0.1 x 0.996) = 54 225.90..
    expect(evaluate({ tab: 'market' }).buy.liquidation).toEqual({ kind: 'price', price: '54225.9' });
  });

  it('needs a mark price', () => {
    const result = evaluate({ tab: 'market' }, { live: { bestAsk: '60010' } });
    expect(keys(result.errors)).toEqual(['futuresForm.errors.noMarkPrice']);
    expect(result.buy.cost).toBeUndefined();
  });
});

describe('a stop order', () => {
  it('refuses a trigger at the current price of its trigger', () => {
    const stop = { tab: 'stop' as const, stopKind: 'stop-market' as const, triggerPrice: '60000' };
    expect(keys(evaluate(stop).errors)).toEqual(['futuresForm.errors.triggerAtMarket']);
    const byLast = evaluate({ ...stop, triggerBy: 'last' }, { live: { ...live, lastPrice: '60100' } });
    expect(byLast.errors).toEqual([]);
  });

  it('is priced as if the mark stood at the trigger, and not held to the margin now', () => {
    const result = evaluate({ tab: 'stop', stopKind: 'stop-market', triggerPrice: '61000', size: '1' });
    // a buy filled at 61 000: 6 100 + 30.5
    expect(result.buy.cost).toBe('6130.5');
    expect(result.buy.errors).toEqual([]);
  });

  it('warns the side whose stop-limit has its limit past its trigger, and still lets it be placed', () => {
    const belowTrigger = evaluate({ tab: 'stop', stopKind: 'stop-limit', triggerPrice: '61000', price: '60900' });
    expect([belowTrigger.buy.limitBeyondStop, belowTrigger.sell.limitBeyondStop]).toEqual([true, false]);
    expect(belowTrigger.buy.valid).toBe(true);
    const aboveTrigger = evaluate({ tab: 'stop', stopKind: 'stop-limit', triggerPrice: '59000', price: '59100' });
    expect([aboveTrigger.buy.limitBeyondStop, aboveTrigger.sell.limitBeyondStop]).toEqual([false, true]);
    expect(aboveTrigger.sell.valid).toBe(true);
  });

  it('warns of no limit at its trigger, of a stop-market or of a limit order', () => {
    const atTrigger = evaluate({ tab: 'stop', stopKind: 'stop-limit', triggerPrice: '61000', price: '61000' });
    expect([atTrigger.buy.limitBeyondStop, atTrigger.sell.limitBeyondStop]).toEqual([false, false]);
    const market = evaluate({ tab: 'stop', stopKind: 'stop-market', triggerPrice: '61000', price: '60900' });
    expect([market.buy.limitBeyondStop, market.sell.limitBeyondStop]).toEqual([false, false]);
    const limit = evaluate({ triggerPrice: '61000', price: '60900' });
    expect([limit.buy.limitBeyondStop, limit.sell.limitBeyondStop]).toEqual([false, false]);
  });

  it('needs a trigger price, and a stop-limit a limit price too', () => {
    const result = evaluate({ tab: 'stop', stopKind: 'stop-limit', price: '' });
    expect(keys(result.errors)).toEqual(['futuresForm.errors.priceRequired', 'futuresForm.errors.triggerRequired']);
  });
});

describe('an order with a position', () => {
  const long = { side: 'long' as const, size: '0.1', entryPrice: '60000', margin: '600' };

  it('closes the other side first, for free', () => {
    const result = evaluate({ size: '0.15' }, { account: { ...account, position: long } });
    // only 0.05 opens, resting at 60 000: 300 + 0.6
    expect(result.sell.cost).toBe('300.6');
    expect(result.sell.max).toBe('0.265');
    expect(result.buy.max).toBe('0.165');
  });

  it('adds to the position in the liquidation estimate', () => {
    const result = evaluate({}, { account: { ...account, position: long } });
    // 0.2 at 60 000 with 1 200 margin: (12 000 - 1 200) / (0.2 x 0.996)
    expect(result.buy.liquidation).toEqual({ kind: 'price', price: '54216.8' });
    // a sell of the whole position leaves none
    expect(result.sell.liquidation).toEqual({ kind: 'none' });
  });

  it('lets reduce-only close only the other side', () => {
    const result = evaluate({ reduceOnly: true }, { account: { ...account, position: long } });
    expect(keys(result.buy.errors)).toEqual(['futuresForm.errors.reduceOnlyNoPosition']);
    expect(result.sell.errors).toEqual([]);
    expect(result.sell.max).toBe('0.1');
    expect(result.sell.cost).toBe('0');
  });
});

describe('take-profit and stop-loss on open', () => {
  it('keeps each on its side of the entry and the mark', () => {
    const result = evaluate({ tpsl: true, takeProfit: '59000', stopLoss: '61000' });
    expect(result.buy.errors).toEqual([
      { field: 'takeProfit', key: 'futuresForm.errors.longTakeProfitAbove', values: { price: '60000' } },
      { field: 'stopLoss', key: 'futuresForm.errors.longStopLossBelow', values: { price: '60000' } },
    ]);
    expect(result.sell.errors).toEqual([]);
  });

  it('are ignored on a reduce-only order', () => {
    const result = evaluate({ tpsl: true, takeProfit: 'x', reduceOnly: true });
    expect(result.takeProfit).toBeUndefined();
    expect(result.errors).toEqual([]);
  });
});

describe('the request', () => {
  it('carries what the order type takes', () => {
    const draft = { ...emptyDraft, price: '60000', size: '0.1', tpsl: true, takeProfit: '65000' };
    const evaluation = evaluateFuturesOrder({ draft, contract: btcPerpetual, live, account });
    expect(orderRequest(draft, evaluation, 'buy', 'BTC_USDT', 'c1')).toEqual({
      symbol: 'BTC_USDT',
      side: 'buy',
      type: 'limit',
      quantity: '0.1',
      price: '60000',
      timeInForce: 'GTC',
      takeProfit: '65000',
      clientOrderId: 'c1',
    });
    // the TP is below a short's entry: not on the profit side
    expect(orderRequest(draft, evaluation, 'sell', 'BTC_USDT', 'c2')).toBeUndefined();
  });

  it('of a stop-market has a trigger and no price', () => {
    const draft: FuturesOrderDraft = {
      ...emptyDraft,
      tab: 'stop',
      stopKind: 'stop-market',
      triggerPrice: '61000',
      triggerBy: 'last',
      size: '0.01',
      postOnly: true,
    };
    const evaluation = evaluateFuturesOrder({ draft, contract: btcPerpetual, live, account });
    expect(orderRequest(draft, evaluation, 'buy', 'BTC_USDT', 'c3')).toEqual({
      symbol: 'BTC_USDT',
      side: 'buy',
      type: 'stop-market',
      quantity: '0.01',
      triggerPrice: '61000',
      triggerBy: 'last',
      clientOrderId: 'c3',
    });
  });
});
