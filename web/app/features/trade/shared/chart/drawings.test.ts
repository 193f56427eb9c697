// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadDrawings,
  MAX_DRAWINGS,
  marketDrawingsKey,
  measure,
  parseChartDrawings,
  saveDrawings,
} from './drawings.ts';

const spot = marketDrawingsKey('spot', 'BTC_USDT');
const perpetual = marketDrawingsKey('futures', 'BTC_USDT');
const line = { kind: 'horizontal', price: 95_000.5 } as const;
const trend = {
  kind: 'trend',
  from: { time: 1_700_000_000, price: 94_000 },
  to: { time: 1_700_003_600, price: 96_000 },
} as const;

describe('chart drawings', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps each market its own, a spot pair apart from the perpetual of the same name', () => {
    saveDrawings(spot, [line]);
    saveDrawings(perpetual, [trend]);
    expect(loadDrawings(spot)).toEqual([line]);
    expect(loadDrawings(perpetual)).toEqual([trend]);
    expect(loadDrawings(marketDrawingsKey('spot', 'ETH_USDT'))).toEqual([]);
    saveDrawings(spot, []);
    expect(JSON.parse(window.localStorage.getItem('chartDrawings') ?? '')).toEqual({ [perpetual]: [trend] });
  });

  it('leaves out what it cannot read, and keeps the latest drawings beyond the limit', () => {
    expect(parseChartDrawings('not json')).toEqual({});
    expect(parseChartDrawings('[1]')).toEqual({});
    const stored = {
      [spot]: [
        line,
        { kind: 'horizontal', price: -1 },
        { kind: 'ruler', from: trend.from, to: trend.to },
        { kind: 'trend', from: trend.from, to: { time: 1.5, price: 1 } },
        { kind: 'trend', from: trend.from },
        'line',
        trend,
      ],
      [perpetual]: 'none',
    };
    expect(parseChartDrawings(JSON.stringify(stored))).toEqual({ [spot]: [line, trend] });
    const many = Array.from({ length: MAX_DRAWINGS + 5 }, (_, index) => ({ kind: 'horizontal', price: index + 1 }));
    saveDrawings(spot, many as never);
    expect(loadDrawings(spot)).toHaveLength(MAX_DRAWINGS);
    expect(loadDrawings(spot)[0]).toEqual({ kind: 'horizontal', price: 6 });
  });

  it('measures the change, its percent, the time and the bars between two points', () => {
    expect(measure(trend.from, trend.to, 900)).toEqual({
      change: 2000,
      fraction: 2000 / 94_000,
      seconds: 3600,
      bars: 4,
    });
    expect(measure(trend.to, trend.from, 900)).toMatchObject({ change: -2000, seconds: 3600, bars: 4 });
  });
});
