import type { FuturesContract } from '@vela/contracts/futures';

/** A perpetual with demo fees (by default on a 0.01 price grid), for the futures modules' tests. */
export const testContract = (
  symbol: string,
  riskTiers: FuturesContract['riskTiers'],
  tickSize = '0.01',
): FuturesContract => ({
  symbol,
  base: symbol.split('_')[0] ?? symbol,
  quote: 'USDT',
  indexSymbol: symbol,
  tickSize,
  lotSize: '0.0001',
  minNotional: '5',
  pricePrecision: 2,
  amountPrecision: 4,
  maxLeverage: riskTiers[0]?.maxLeverage ?? 1,
  riskTiers,
  makerFee: '0.0002',
  takerFee: '0.0005',
});
