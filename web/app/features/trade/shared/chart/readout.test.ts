import { describe, expect, it } from 'vitest';
import { barAt, barReadout } from './readout.ts';

const market = { pricePrecision: 2, amountPrecision: 4 };
const bar = { open: '64000.5', high: '64500', low: '63900.123', close: '64320.25', volume: '12.34567' };

describe('barReadout', () => {
  it('writes OHLC, change and volume at the market precision in the locale', () => {
    expect(barReadout(bar, market, 'en-US')).toEqual({
      open: '64,000.50',
      high: '64,500.00',
      low: '63,900.12',
      close: '64,320.25',
      change: '+319.75',
      changePercent: '+0.50%',
      volume: '12.3457',
      up: true,
    });
  });

  it('uses the locale separators and signs a fall', () => {
    const fall = { ...bar, close: '63000' };
    const readout = barReadout(fall, market, 'de-DE');
    expect(readout.open).toBe('64.000,50');
    expect(readout.change).toBe('-1.000,50');
    expect(readout.changePercent).toBe('-1,56\u00a0%');
    expect(readout.up).toBe(false);
    expect(barReadout(fall, market, 'fr-FR').high).toBe('64\u202f500,00');
  });

  it('is exact for prices a float would not hold', () => {
    const readout = barReadout(
      { open: '0.1', high: '0.3', low: '0.1', close: '0.3', volume: '1' },
      { pricePrecision: 8, amountPrecision: 0 },
      'en-US',
    );
    expect(readout.change).toBe('+0.20000000');
    expect(readout.changePercent).toBe('+200.00%');
  });

  it('shows no change for a flat bar or an open of zero', () => {
    expect(barReadout({ ...bar, close: bar.open }, market, 'en-US').change).toBe('0.00');
    expect(barReadout({ ...bar, open: '0' }, market, 'en-US').changePercent).toBe('0.00%');
  });
});

describe('barAt', () => {
  const bars = [0, 60_000, 120_000, 180_000].map((openTime) => ({ openTime }));
  it('finds the bar by its time in seconds, or none', () => {
    expect(barAt(bars, 120)).toBe(bars[2]);
    expect(barAt(bars, 0)).toBe(bars[0]);
    expect(barAt(bars, 180)).toBe(bars[3]);
    expect(barAt(bars, 90)).toBeUndefined();
    expect(barAt([], 0)).toBeUndefined();
  });
});
