import { describe, expect, it } from 'vitest';
import { defaultChartSettings } from '../chart-settings.ts';
import { createStudySet, type StudyBar } from './study-set.ts';

const everything = {
  ...defaultChartSettings,
  ma: { ...defaultChartSettings.ma, on: true, period: 3 },
  ema: { ...defaultChartSettings.ema, on: true, period: 4, source: 'hlc3' as const },
  bollinger: { ...defaultChartSettings.bollinger, on: true, period: 5 },
  volumeMa: { on: true, period: 2 },
  macd: { ...defaultChartSettings.macd, on: true, fast: 3, slow: 5, signal: 2 },
  rsi: { ...defaultChartSettings.rsi, on: true, period: 4 },
};

const bars: StudyBar[] = Array.from({ length: 30 }, (_, index) => {
  const close = 100 + Math.sin(index / 3) * 10 + index / 2;
  return { time: index * 60, open: close - 1, high: close + 2, low: close - 3, close, volume: 1 + (index % 4) };
});

describe('createStudySet', () => {
  it('draws only the studies switched on', () => {
    expect(createStudySet(defaultChartSettings).lines).toEqual([]);
    expect(createStudySet(everything).lines).toEqual([
      'ma',
      'ema',
      'bollingerUpper',
      'bollingerMiddle',
      'bollingerLower',
      'volumeMa',
      'macd',
      'macdSignal',
      'macdHistogram',
      'rsi',
    ]);
  });

  it('gives live updates the values a full load of the same bars gives', () => {
    const live = createStudySet(everything);
    live.load(bars.slice(0, 10));
    let last: ReturnType<typeof live.update>;
    for (const bar of bars.slice(10)) {
      // Ticks of the forming bar, then its last value; a newer bar closes it.
      live.update({ ...bar, close: bar.close + 5, high: bar.high + 5 });
      last = live.update(bar);
    }
    const loaded = createStudySet(everything).load(bars);
    for (const [id, points] of Object.entries(loaded)) {
      const point = points?.at(-1);
      expect(point?.time).toBe(bars.at(-1)?.time);
      expect(last?.[id as keyof typeof last]).toBeCloseTo(point?.value ?? Number.NaN, 9);
    }
  });

  it('ignores a bar older than the forming one', () => {
    const set = createStudySet(everything);
    set.load(bars);
    expect(set.update(bars[3] as StudyBar)).toBeUndefined();
  });

  it('starts each line once its study has enough bars', () => {
    const points = createStudySet(everything).load(bars);
    expect(points.ma?.[0]?.time).toBe(2 * 60);
    expect(points.rsi?.[0]?.time).toBe(4 * 60);
    expect(points.macdSignal?.[0]?.time).toBe(5 * 60);
  });
});
