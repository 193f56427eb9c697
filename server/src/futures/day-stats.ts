import type { FuturesPriceTicker, FuturesTicker } from '@vela/contracts/futures';
import type { Ticker } from '@vela/contracts/market-data';

type DayStats = Pick<FuturesTicker, 'open24h' | 'high24h' | 'low24h' | 'volume24h' | 'changePercent24h'>;

const NEVER_TRADED: DayStats = {
  open24h: null,
  high24h: null,
  low24h: null,
  volume24h: '0',
  changePercent24h: null,
};

/**
 * A perpetual's 24 h statistics from the day ticker of its one-minute last-price bars (the spot
 * ticker's rules, market/ticker.ts: flat at the last price without a bar in the day); undefined
 * when there is no bar at all (nulls, volume 0).
 */
export function dayStatsOf(day: Ticker | undefined): DayStats {
  if (day === undefined) return NEVER_TRADED;
  return {
    open24h: day.open,
    high24h: day.high,
    low24h: day.low,
    volume24h: day.volume,
    changePercent24h: day.changePercent,
  };
}

/**
 * The ticker served: the engine's prices with the statistics of `day` (see dayStatsOf); flat at
 * the last price when the perpetual traded but has no bar to read (none kept from before the day).
 */
export function withDayStats(ticker: FuturesPriceTicker, day: Ticker | undefined): FuturesTicker {
  if (day === undefined && ticker.lastPrice !== null) return { ...ticker, ...flatAt(ticker.lastPrice) };
  return { ...ticker, ...dayStatsOf(day) };
}

function flatAt(price: string): DayStats {
  return { open24h: price, high24h: price, low24h: price, volume24h: '0', changePercent24h: '0.00' };
}
