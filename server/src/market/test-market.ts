import type { MarketSpec } from './markets.ts';
import { MarketUnits } from './units.ts';

/** BTC_USDT as the demo lists it (0.01 tick, 0.00001 lot, 95,000 reference), for the simulators' tests. */
export const testBtcUsdt: MarketSpec = {
  symbol: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  units: new MarketUnits('0.01', '0.00001'),
  displayOrder: 1,
  referencePrice: '95000',
};
