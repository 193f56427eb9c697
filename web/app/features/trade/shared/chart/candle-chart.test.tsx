// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Kline } from '@vela/contracts/market-data';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../../../i18n/i18n.ts';
import type { KlineHistory } from '../../../../state/market-session.ts';

/** What happened to the chart, in order: made, bars set, disposed. */
const events: string[] = [];
let chartLoads: Promise<unknown> = Promise.resolve();

vi.mock('./chart-view.ts', async () => {
  await chartLoads;
  const { ChartTabs } = await import('./chart-tabs.tsx');
  return {
    ChartTabs,
    createCandleChartView: () => {
      events.push('create');
      return {
        setSeries: (series: { candles: unknown[] }) => events.push(`bars ${series.candles.length}`),
        updateLast: () => events.push('last'),
        setLine: () => {},
        updateLine: () => {},
        setColors: () => events.push('colours'),
        setSettings: (settings: { type: string }) => events.push(`settings ${settings.type}`),
        onHover: () => () => {},
        setDrawings: () => {},
        setDrawingTool: () => {},
        setSelectedDrawing: () => {},
        setKeyboardDraft: () => {},
        onDrawn: () => () => {},
        dispose: () => events.push('dispose'),
      };
    },
    loadChartSettings: () => ({ type: 'candles' }),
    saveChartSettings: () => {},
    loadDrawings: () => [],
    saveDrawings: () => {},
    ChartTools: () => null,
    DrawingToolbar: () => null,
    DrawingStatus: () => null,
    ChartKeyboard: () => null,
    ChartReadout: () => null,
    DepthChart: () => <p>depth</p>,
  };
});

let reads: ((history: KlineHistory) => void)[] = [];
const session = {
  markPrice: false,
  loadKlines: vi.fn(
    () =>
      new Promise<KlineHistory>((resolve) => {
        reads.push(resolve);
      }),
  ),
};
const panels = {
  market: { symbol: 'BTC_USDT', base: 'BTC', quote: 'USDT', tickSize: '0.01', pricePrecision: 2, amountPrecision: 4 },
  session,
};
vi.mock('../market-panels.tsx', () => ({ useMarketPanels: () => panels }));
vi.mock('../../../../lib/routing/root-data.ts', () => ({
  useRootData: () => ({ locale: 'en_US', timeZone: { choice: 'utc', viewerZone: null } }),
}));
vi.mock('../../../../state/app-store.tsx', () => ({
  useAppStore: (select: (state: { theme: string }) => unknown) => select({ theme: 'light' }),
}));
vi.mock('../../../../state/use-market-session.ts', () => ({ useLiveCandle: () => undefined }));

const { CandleChart } = await import('./candle-chart.tsx');

function kline(openTime: number): Kline {
  return {
    symbol: 'BTC_USDT',
    interval: '15m',
    openTime,
    closeTime: openTime + 899_999,
    open: '100',
    high: '110',
    low: '90',
    close: '105',
    volume: '2',
    quoteVolume: '210',
    trades: 3,
  } as Kline;
}

/** What is due now, and the task after it (the chart reads and is made from tasks of their own). */
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
/** The dynamic import of the (mocked) library settles over several ticks. */
const settled = (check: () => void) => act(() => vi.waitFor(check));
const status = () => screen.getByTestId('candle-chart').getAttribute('data-status');
const messages = {
  trade: { chart: { title: 'Chart', intervals: { '1h': '1h' }, tabs: { price: 'Price', depth: 'Depth' } } },
};

const renderChart = () =>
  render(
    <I18nextProvider i18n={i18nFor('en_US', messages)}>
      <CandleChart />
    </I18nextProvider>,
  );

beforeEach(() => {
  events.length = 0;
  reads = [];
  session.loadKlines.mockClear();
});
afterEach(cleanup);

describe('CandleChart', () => {
  it('reads the bars while the library loads, then makes the chart with them: one draw', async () => {
    let libraryIn = () => {};
    chartLoads = new Promise<void>((resolve) => {
      libraryIn = resolve;
    });
    renderChart();
    await flush();
    // The bars are asked for at once, before the library is in.
    expect(session.loadKlines).toHaveBeenCalledTimes(1);
    reads[0]?.({ ok: true, klines: [kline(0), kline(900_000)] });
    await flush();
    expect(events).toEqual([]);
    expect(status()).toBe('loading');

    libraryIn();
    await settled(() => expect(events).toEqual(['create', 'settings candles', 'bars 2']));
    expect(status()).toBe('ready');

    // Another interval: the same chart, new bars.
    fireEvent.click(screen.getByRole('button', { name: '1h' }));
    await flush();
    expect(status()).toBe('loading');
    reads[1]?.({ ok: true, klines: [kline(0)] });
    await flush();
    expect(events).toEqual(['create', 'settings candles', 'bars 2', 'bars 1']);
    expect(status()).toBe('ready');
  });

  it('shows a failed read and reads again on retry, in the chart already made', async () => {
    chartLoads = Promise.resolve();
    renderChart();
    await flush();
    reads[0]?.({ ok: false });
    await settled(() => expect(events).toEqual(['create', 'settings candles']));
    expect(status()).toBe('error');

    fireEvent.click(screen.getByRole('button', { name: 'trade.retry' }));
    await flush();
    expect(session.loadKlines).toHaveBeenCalledTimes(2);
    reads[1]?.({ ok: true, klines: [] });
    await flush();
    expect(events).toEqual(['create', 'settings candles', 'bars 0']);
    expect(status()).toBe('empty');
  });

  it('shows the depth chart under its tab, and the candles again under the price tab', async () => {
    chartLoads = Promise.resolve();
    renderChart();
    await flush();
    reads[0]?.({ ok: true, klines: [kline(0)] });
    await settled(() => expect(events).toEqual(['create', 'settings candles', 'bars 1']));
    expect(status()).toBe('ready');
    expect(screen.queryByText('depth')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Depth' }));
    expect(screen.getByRole('tab', { name: 'Depth' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('depth');
    expect(screen.queryByRole('button', { name: '1h' })).toBeNull();

    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Price' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('depth')).toBeNull();
    expect(screen.getByRole('button', { name: '1h' })).toBeTruthy();
    // The chart was made once: switching tabs keeps it.
    expect(events.filter((event) => event === 'create')).toHaveLength(1);
  });
});
