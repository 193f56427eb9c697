import type { Kline } from '@vela/contracts/market-data';

/** A BTC_USDT one-minute bar at the epoch (open 1, high 2, low 1, close 2, volume 3); `changes` override any field. */
export function aKline(changes: Partial<Kline> = {}): Kline {
  return {
    symbol: 'BTC_USDT',
    interval: '1m',
    openTime: 0,
    open: '1',
    high: '2',
    low: '1',
    close: '2',
    volume: '3',
    ...changes,
  };
}
