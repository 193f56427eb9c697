import type { MarketRules } from './order-form.ts';

/** BTC/USDT as the demo lists it, for the spot models' tests. */
export const btcUsdt: MarketRules = {
  base: 'BTC',
  quote: 'USDT',
  tickSize: '0.01',
  lotSize: '0.0001',
  minNotional: '5',
  pricePrecision: 2,
  amountPrecision: 4,
};
