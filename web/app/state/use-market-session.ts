import type { Kline, KlineInterval } from '@vela/contracts/market-data';
import { useCallback, useSyncExternalStore } from 'react';
import { marketSession } from './market-session.ts';

const noCandle = (): Kline | undefined => undefined;

/** Selector: a market's current bar of one interval, live while mounted (undefined on the server). */
export function useLiveCandle(symbol: string, interval: KlineInterval): Kline | undefined {
  const subscribe = useCallback(
    (listener: () => void) => marketSession(symbol).subscribeCandle(interval, listener),
    [symbol, interval],
  );
  const read = useCallback(() => marketSession(symbol).candle(interval), [symbol, interval]);
  return useSyncExternalStore(subscribe, read, noCandle);
}
