import type { Kline } from '@vela/contracts/market-data';
import { describe, expect, it } from 'vitest';
import { mergeLiveKline, toCandle, toChartSeries, toLinePoints, toVolumeBar } from './candles.ts';

const colors = { up: 'green', down: 'red' };
const MINUTE = 60_000;
const T0 = 1_700_000_040_000;

function kline(minute: number, open: string, close: string, volume = '1.5'): Kline {
  return {
    symbol: 'BTC_USDT',
    interval: '1m',
    openTime: T0 + minute * MINUTE,
    open,
    high: '65100.5',
    low: '64900.25',
    close,
    volume,
  };
}

describe('candles for the chart', () => {
  it('converts a kline into a candle with the time in UTC seconds', () => {
    expect(toCandle(kline(0, '65000', '65050.75'))).toEqual({
      time: 1_700_000_040,
      open: 65000,
      high: 65100.5,
      low: 64900.25,
      close: 65050.75,
    });
  });

  it('colours volume up when the bar closed at or above its open, down otherwise', () => {
    expect(toVolumeBar(kline(0, '100', '101', '2.25'), colors)).toEqual({
      time: 1_700_000_040,
      value: 2.25,
      color: 'green',
    });
    expect(toVolumeBar(kline(0, '100', '100'), colors).color).toBe('green');
    expect(toVolumeBar(kline(0, '100.10', '100.09'), colors).color).toBe('red');
  });

  it('sorts a history by time and keeps the later copy of a repeated bar', () => {
    const series = toChartSeries(
      [kline(2, '3', '3'), kline(0, '1', '1'), kline(1, '2', '2'), kline(2, '4', '3.5')],
      colors,
    );
    expect(series.candles.map((candle) => [candle.time - 1_700_000_040, candle.open])).toEqual([
      [0, 1],
      [60, 2],
      [120, 4],
    ]);
    expect(series.volumes.map((bar) => bar.color)).toEqual(['green', 'green', 'red']);
  });
});

describe('mergeLiveKline', () => {
  const history = toChartSeries([kline(0, '1', '2'), kline(1, '2', '3')], colors);

  it('replaces the bar still forming', () => {
    const { series, change } = mergeLiveKline(history, kline(1, '2', '1.5', '9'), colors);
    expect(change).toBe('replaced');
    expect(series.candles).toHaveLength(2);
    expect(series.candles[1]?.close).toBe(1.5);
    expect(series.volumes[1]).toMatchObject({ value: 9, color: 'red' });
    expect(history.candles[1]?.close).toBe(3);
  });

  it('appends a newer bar', () => {
    const { series, change } = mergeLiveKline(history, kline(2, '3', '4'), colors);
    expect(change).toBe('appended');
    expect(series.candles.map((candle) => candle.open)).toEqual([1, 2, 3]);
    expect(series.volumes).toHaveLength(3);
    expect(history.candles).toHaveLength(2);
  });

  it('ignores a bar older than the last one and returns the same series', () => {
    const result = mergeLiveKline(history, kline(0, '9', '9'), colors);
    expect(result).toEqual({ series: history, change: 'ignored' });
    expect(result.series).toBe(history);
  });

  it('starts an empty series with the live bar', () => {
    const { series, change } = mergeLiveKline({ candles: [], volumes: [] }, kline(0, '1', '1'), colors);
    expect(change).toBe('appended');
    expect(series.candles).toHaveLength(1);
  });

  it('draws a mark-price line from the closes, in time order, one point per time', () => {
    const points = toLinePoints([kline(1, '1', '65010'), kline(0, '1', '65000'), kline(1, '1', '65020.5')]);
    expect(points).toEqual([
      { time: 1_700_000_040, value: 65000 },
      { time: 1_700_000_100, value: 65020.5 },
    ]);
  });
});
