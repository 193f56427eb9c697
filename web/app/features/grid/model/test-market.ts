import type { SpotMarket } from '@vela/contracts/markets';

/** A BTC/USDT market for the grid tests: tick 0.01, lot 0.001, minimum order 5 USDT, maker fee 0.1 %. */
export const gridTestMarket: SpotMarket = {
  symbol: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  tickSize: '0.01',
  lotSize: '0.001',
  minNotional: '5',
  pricePrecision: 2,
  amountPrecision: 3,
  displayOrder: 1,
  makerFee: '0.001',
  takerFee: '0.002',
  listedAt: '2026-01-01T00:00:00.000Z',
};
