import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { FuturesOrderRecord } from '../order-view.ts';
import { TriggerIndex } from './trigger-index.ts';

const stop = (
  id: string,
  triggerPrice: string,
  triggerDirection: 'rise' | 'fall',
  triggerBy: 'mark' | 'last' = 'mark',
  symbol = 'BTC_USDT',
): FuturesOrderRecord => ({ id, symbol, triggerPrice, triggerDirection, triggerBy }) as FuturesOrderRecord;

const due = (index: TriggerIndex, price: string, source: 'mark' | 'last' = 'mark', symbol = 'BTC_USDT') =>
  index.due(symbol, source, new Big(price), '0.5');

describe('the futures trigger index', () => {
  it('hands over a rising stop at or above its price and a falling one at or below, each once', () => {
    const index = new TriggerIndex();
    index.add(stop('up', '105', 'rise'), '0.5');
    index.add(stop('down', '95', 'fall'), '0.5');
    expect(due(index, '100')).toEqual([]);
    expect(due(index, '105')).toEqual(['up']);
    expect(due(index, '106')).toEqual([]);
    expect(due(index, '95')).toEqual(['down']);
    expect(index.size).toBe(0);
  });

  it('is exact for a price between two ticks', () => {
    const index = new TriggerIndex();
    index.add(stop('up', '105', 'rise'), '0.5');
    index.add(stop('down', '95', 'fall'), '0.5');
    expect(due(index, '104.99999999')).toEqual([]);
    expect(due(index, '95.00000001')).toEqual([]);
    expect(due(index, '105.00000001')).toEqual(['up']);
    expect(due(index, '94.99999999')).toEqual(['down']);
  });

  it('keeps contracts and price sources apart, and forgets a removed stop', () => {
    const index = new TriggerIndex();
    index.add(stop('mark', '95', 'fall'), '0.5');
    index.add(stop('last', '95', 'fall', 'last'), '0.5');
    index.add(stop('eth', '95', 'fall', 'mark', 'ETH_USDT'), '0.5');
    index.add(stop('gone', '95', 'fall'), '0.5');
    index.remove('gone');
    expect(index.has('gone')).toBe(false);
    expect(due(index, '90', 'last')).toEqual(['last']);
    expect(due(index, '90')).toEqual(['mark']);
    expect(due(index, '90', 'mark', 'ETH_USDT')).toEqual(['eth']);
  });

  it('looks at the near end of each book only: stops far from the price are not handed over', () => {
    const index = new TriggerIndex();
    for (let i = 0; i < 10_000; i += 1) {
      index.add(stop(`far-down-${i}`, String(10_000 - i), 'fall'), '0.5');
      index.add(stop(`far-up-${i}`, String(90_000 + i), 'rise'), '0.5');
    }
    index.add(stop('near', '49000', 'fall'), '0.5');
    expect(due(index, '50000')).toEqual([]);
    expect(due(index, '48999.5')).toEqual(['near']);
    expect(index.size).toBe(20_000);
  });
});
