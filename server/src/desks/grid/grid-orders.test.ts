import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { MarketUnits } from '../../market/units.ts';
import type { MarketRules } from '../spot/market-rules.ts';
import type { SpotMemory } from '../spot/spot-memory.ts';
import { GridOrders } from './grid-orders.ts';

const rules: MarketRules = {
  symbol: 'ETH_USDT',
  base: 'ETH',
  quote: 'USDT',
  units: new MarketUnits('0.01', '0.0001'),
  minNotional: new Big(5),
  makerFee: new Big('0.001'),
  takerFee: new Big('0.001'),
} as MarketRules;

describe('GridOrders', () => {
  it('logs a level the bot’s funds do not reach, and places nothing there', () => {
    // The bot holds 4 USDT and no ETH: under the minimum order of 5 USDT either way.
    const held: Record<string, string> = { USDT: '4', ETH: '0' };
    const spot = {
      ctx: { wallets: { spot: { available: (_user: string, asset: string) => new Big(held[asset] ?? '0') } } },
    } as unknown as SpotMemory;
    const logged: [object, string][] = [];
    const log = { info: (details: object, message: string) => logged.push([details, message]), warn: () => {} };
    const orders = new GridOrders(spot, log);
    expect(orders.buy('bot', rules, new Big(3200), new Big('0.01'))).toBeUndefined();
    expect(orders.sell('bot', rules, new Big(3400), new Big('0.01'))).toBeUndefined();
    expect(logged).toEqual([
      [{ botId: 'bot', side: 'buy', price: '3200' }, "a grid level left empty: the bot's funds do not reach it"],
      [{ botId: 'bot', side: 'sell', price: '3400' }, "a grid level left empty: the bot's funds do not reach it"],
    ]);
  });
});
