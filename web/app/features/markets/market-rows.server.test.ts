import type { SsrLoadContext } from '@vela/contracts/ssr';
import { describe, expect, it } from 'vitest';
import { loadMarketRows } from './market-rows.server.ts';

const HOUR_MS = 3_600_000;

function market(symbol: string, displayOrder: number) {
  const [base, quote] = symbol.split('_');
  return {
    symbol,
    base,
    quote,
    tickSize: '0.01',
    lotSize: '0.0001',
    minNotional: '5',
    pricePrecision: 2,
    amountPrecision: 4,
    displayOrder,
    makerFee: '0.001',
    takerFee: '0.001',
    listedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** The API as the loader sees it, counting the hourly-bar reads per symbol; `failing` answers them 503. */
function fakeApi(symbols: string[], failing = new Set<string>()) {
  const klineReads = new Map<string, number>();
  let close = 100;
  const context: SsrLoadContext = {
    publicConfig: {} as SsrLoadContext['publicConfig'],
    async apiFetch(path: string) {
      const url = new URL(path, 'http://api.test');
      if (url.pathname === '/api/v1/markets')
        return Response.json({ markets: symbols.map((symbol, index) => market(symbol, index)) });
      if (url.pathname === '/api/v1/tickers') return Response.json({ tickers: [] });
      const symbol = url.searchParams.get('symbol') as string;
      klineReads.set(symbol, (klineReads.get(symbol) ?? 0) + 1);
      if (failing.has(symbol)) return new Response('busy', { status: 503 });
      close += 1;
      const bar = {
        symbol,
        interval: '1h',
        openTime: Number(url.searchParams.get('from')),
        open: '1',
        high: '1',
        low: '1',
      };
      return Response.json({ klines: [{ ...bar, close: String(close), volume: '1' }] });
    },
  };
  return { context, klineReads };
}

describe('loadMarketRows', () => {
  const at = Date.parse('2026-11-28T10:15:00Z');

  it('reads each line once for renders within half a minute, and again after', async () => {
    const { context, klineReads } = fakeApi(['BTC_USDT', 'ETH_USDT']);
    const [first, second] = await Promise.all([loadMarketRows(context, at), loadMarketRows(context, at + 1_000)]);
    expect(first.map((row) => row.closes)).toEqual([['101'], ['102']]);
    expect(second.map((row) => row.closes)).toEqual([['101'], ['102']]);
    expect(await loadMarketRows(context, at + 29_000)).toEqual(first);
    expect([...klineReads.values()]).toEqual([1, 1]);

    const later = await loadMarketRows(context, at + 31_000);
    expect(later.map((row) => row.closes)).toEqual([['103'], ['104']]);
    expect([...klineReads.values()]).toEqual([2, 2]);
  });

  it('reads a new line when the hour turns, and does not keep a failed read', async () => {
    const { context, klineReads } = fakeApi(['SOL_USDT', 'XRP_USDT'], new Set(['XRP_USDT']));
    const rows = await loadMarketRows(context, at);
    expect(rows.map((row) => row.closes)).toEqual([['101'], []]);
    await loadMarketRows(context, at + 1_000);
    expect(Object.fromEntries(klineReads)).toEqual({ SOL_USDT: 1, XRP_USDT: 2 });

    await loadMarketRows(context, at + HOUR_MS);
    expect(klineReads.get('SOL_USDT')).toBe(2);
  });

  it('keeps a later read when an earlier one fails after it', async () => {
    const { context, klineReads } = fakeApi(['ADA_USDT']);
    const answer = context.apiFetch.bind(context);
    let failFirst = () => {};
    let reads = 0;
    context.apiFetch = (path: string) => {
      if (!path.includes('klines') || ++reads > 1) return answer(path);
      // The first read hangs until the test lets it fail, past the half minute its entry is kept.
      return new Promise<Response>((resolve) => {
        failFirst = () => resolve(new Response('busy', { status: 503 }));
      });
    };
    const slow = loadMarketRows(context, at);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const fresh = await loadMarketRows(context, at + 31_000);
    failFirst();
    expect((await slow).map((row) => row.closes)).toEqual([[]]);
    expect(await loadMarketRows(context, at + 32_000)).toEqual(fresh);
    expect(klineReads.get('ADA_USDT')).toBe(1);
    expect(reads).toBe(2);
  });
});
