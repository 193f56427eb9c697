import { klineIntervals } from '@vela/contracts/kline-intervals';
import { localeByCode } from '@vela/contracts/locale-table';
import type { Kline, KlineInterval } from '@vela/contracts/market-data';
import { startTransition, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../../../lib/routing/root-data.ts';
import { nextTask } from '../../../../lib/scheduling/next-task.ts';
import { useAppStore } from '../../../../state/app-store.tsx';
import { useTimeZone } from '../../../../state/time-zone.ts';
import { useLiveCandle } from '../../../../state/use-market-session.ts';
import { useMarketPanels } from '../market-panels.tsx';
import {
  CHART_HISTORY_BARS,
  type ChartSeries,
  mergeLiveKline,
  toChartSeries,
  type VolumeColors,
} from '../model/candles.ts';
import type { ChartSettings } from './chart-settings.ts';
import type { CandleChartView, ChartColors } from './chart-view.ts';
import { marketDrawingsKey } from './drawings.ts';
import { MarkPriceLine } from './mark-price-line.tsx';
import { useChartDrawings } from './use-chart-drawings.ts';
import './chart.css';

type ChartStatus = 'loading' | 'ready' | 'empty' | 'error';

const barSeconds: Record<KlineInterval, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3600,
  '4h': 14_400,
  '1d': 86_400,
};

function cssColor(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}

/** The theme's tokens, as the chart needs them (it draws on a canvas, CSS does not reach it). */
function themeColors(element: Element): ChartColors {
  return {
    up: cssColor(element, '--up'),
    down: cssColor(element, '--down'),
    text: cssColor(element, '--text-secondary'),
    grid: cssColor(element, '--border'),
    mark: cssColor(element, '--focus'),
  };
}

/** Volume bars in the candle colours, see-through so they do not compete with the candles. */
function volumeColors(colors: ChartColors): VolumeColors {
  const translucent = (color: string) => (/^#[0-9a-f]{6}$/i.test(color) ? `${color}66` : color);
  return { up: translucent(colors.up), down: translucent(colors.down) };
}

function IntervalChoice({ value, onChange }: { value: KlineInterval; onChange: (next: KlineInterval) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="chart__intervals">
      <legend className="visually-hidden">{t('trade.chart.interval')}</legend>
      {klineIntervals.map((interval) => (
        <button
          key={interval}
          type="button"
          className="choice-button"
          aria-pressed={interval === value}
          onClick={() => onChange(interval)}
        >
          {t(`trade.chart.intervals.${interval}`)}
        </button>
      ))}
    </fieldset>
  );
}

/** The mark-price line's switch, with the line's colour as its key. */
function MarkToggle({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="choice-button chart__mark-toggle"
      aria-pressed={shown}
      onClick={() => onChange(!shown)}
      data-testid="mark-price-toggle"
    >
      <span className="chart__mark-swatch" aria-hidden="true" />
      {t('futures.chart.markPrice')}
    </button>
  );
}

/** The chart's lazily loaded module: the library, the readout, the tools and the depth chart. */
type ChartKit = typeof import('./chart-view.ts');
type ChartTab = import('./chart-tabs.tsx').ChartTab;

/** The bars before the live one, as the last read of the chosen interval left them (undefined while reading). */
type History = { readonly interval: KlineInterval; readonly klines: readonly Kline[] } | 'error' | undefined;

/**
 * Candles and volume of the market's trades (a perpetual's last price): the bars from REST, then
 * the bar still forming from the feed's kline channel; on a perpetual, its mark price as a line on
 * demand. The chart library is imported only once this mounts in the browser, so it never delays
 * the first paint of the page. The first bars are read while the library loads, and the chart is
 * made with them in the same task: its canvases are sized and drawn once, not empty first and then
 * again with the bars and a wider price scale.
 */
export function CandleChart() {
  const { t } = useTranslation();
  const { market, session } = useMarketPanels();
  const { locale } = useRootData();
  // The viewer's zone setting (state/time-zone.ts): the time axis and the crosshair are written in it.
  const { zone: timeZone, label: zoneLabel } = useTimeZone();
  const theme = useAppStore((state) => state.theme);
  const priceColours = useAppStore((state) => state.priceColours);
  const [interval, setChartInterval] = useState<KlineInterval>('15m');
  const [markShown, setMarkShown] = useState(false);
  const [view, setView] = useState<CandleChartView | undefined>(undefined);
  const [history, setHistory] = useState<History>(undefined);
  const [importFailed, setImportFailed] = useState(false);
  const [status, setStatus] = useState<ChartStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const [importAttempt, setImportAttempt] = useState(0);
  const [kit, setKit] = useState<ChartKit | undefined>(undefined);
  const [settings, setSettings] = useState<ChartSettings | undefined>(undefined);
  const [tab, setTab] = useState<ChartTab>('price');
  const container = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const klines = useRef<Kline[]>([]);
  const series = useRef<ChartSeries | undefined>(undefined);
  /** The latest read, for the chart's making, and the read the chart shows. */
  const latest = useRef<History>(undefined);
  const drawn = useRef<History>(undefined);
  /** The theme colours the chart was made or last redrawn with. */
  const painted = useRef<ChartColors | undefined>(undefined);
  /** The read in progress (or the last one): a chart is made once it has settled. */
  const reading = useRef<Promise<unknown> | undefined>(undefined);
  const headingId = useId();
  const bodyId = useId();
  const { symbol } = market;
  // A perpetual's session has mark-price bars: its drawings are kept apart from the spot pair's.
  const drawings = useChartDrawings(view, kit, marketDrawingsKey(session.markPrice ? 'futures' : 'spot', symbol));
  const localeTag = localeByCode[locale].tag;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reads again after an error.
  useEffect(() => {
    let current = true;
    // Started from a task of its own, not from the effects of the hydration.
    const read = nextTask()
      .then(() => session.loadKlines({ interval, limit: CHART_HISTORY_BARS }))
      .then(
        (loaded): History => (loaded.ok ? { interval, klines: loaded.klines } : 'error'),
        (): History => 'error',
      );
    reading.current = read;
    latest.current = undefined;
    setHistory(undefined);
    read.then((result) => {
      if (!current) return;
      latest.current = result;
      setHistory(result);
    });
    return () => {
      current = false;
    };
  }, [session, interval, attempt]);

  /** The bars of a read into the chart. */
  const draw = useCallback((target: CandleChartView, element: HTMLElement, read: History) => {
    drawn.current = read;
    if (read === undefined || read === 'error') return;
    klines.current = [...read.klines];
    series.current = toChartSeries(klines.current, volumeColors(themeColors(element)));
    target.setSeries(series.current);
    setStatus(series.current.candles.length > 0 ? 'ready' : 'empty');
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `importAttempt` loads the chart again after a failure.
  useEffect(() => {
    let cancelled = false;
    let created: CandleChartView | undefined;
    setImportFailed(false);
    // The library's import starts from a task of its own, and the chart is made in a task after the
    // one the bars arrived in (parsed there), its bars drawn in the next: short tasks, not one long one.
    Promise.all([nextTask().then(() => import('./chart-view.ts')), reading.current])
      .then(async ([loaded]) => {
        await nextTask();
        const element = container.current;
        if (cancelled || !element) return;
        const { createCandleChartView } = loaded;
        painted.current = themeColors(element);
        created = createCandleChartView(element, {
          colors: painted.current,
          pricePrecision: market.pricePrecision,
          minMove: Number(market.tickSize),
          localeTag: localeByCode[locale].tag,
          timeZone,
        });
        const stored = loaded.loadChartSettings();
        created.setSettings(stored);
        await nextTask();
        if (cancelled) return;
        draw(created, element, latest.current);
        setView(created);
        // The tools that come with the chart render in slices, not in one long task.
        startTransition(() => {
          setSettings(stored);
          setKit(loaded);
        });
      })
      .catch(() => {
        if (!cancelled) setImportFailed(true);
      });
    return () => {
      cancelled = true;
      created?.dispose();
      drawn.current = undefined;
      series.current = undefined;
      setView(undefined);
    };
  }, [market, locale, timeZone, importAttempt, draw]);

  // Bars carry their colours: a theme or price-colour change draws them again from the klines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the theme or the price colours change.
  useEffect(() => {
    const element = container.current;
    if (!view || !element) return;
    const colors = themeColors(element);
    const before = painted.current;
    if (before && (Object.keys(colors) as (keyof ChartColors)[]).every((name) => colors[name] === before[name])) return;
    painted.current = colors;
    view.setColors(colors);
    if (series.current) {
      series.current = toChartSeries(klines.current, volumeColors(colors));
      view.setSeries(series.current);
    }
  }, [view, theme, priceColours]);

  // A later read (another interval, a retry) into the chart; the one in progress at its making was
  // drawn then.
  useEffect(() => {
    const element = container.current;
    if (history === undefined) {
      series.current = undefined;
      klines.current = [];
    }
    if (importFailed || history === 'error') setStatus('error');
    else if (history === undefined || !view) setStatus('loading');
    if (view && element && history !== drawn.current) draw(view, element, history);
  }, [view, history, importFailed, draw]);

  // The current bar, selected from the market session (which holds the kline channel open).
  const live = useLiveCandle(session, interval);
  const onKline = useCallback(
    (kline: Kline) => {
      const element = container.current;
      if (!view || !element || !series.current) return;
      if (kline.symbol !== symbol || kline.interval !== interval) return;
      const merged = mergeLiveKline(series.current, kline, volumeColors(themeColors(element)));
      if (merged.change === 'ignored') return;
      series.current = merged.series;
      klines.current =
        merged.change === 'appended' ? [...klines.current, kline] : [...klines.current.slice(0, -1), kline];
      const candle = merged.series.candles.at(-1);
      const volume = merged.series.volumes.at(-1);
      if (candle && volume) view.updateLast(candle, volume);
      setStatus('ready');
    },
    [view, symbol, interval],
  );
  useEffect(() => {
    if (live) onKline(live);
  }, [live, onKline]);
  const changeSettings = useCallback(
    (next: ChartSettings) => {
      setSettings(next);
      view?.setSettings(next);
      kit?.saveChartSettings(next);
    },
    [view, kit],
  );
  const fullscreenTarget = useCallback(() => section.current, []);
  const bars = useCallback(() => klines.current, []);

  return (
    <section
      ref={section}
      className="trade-panel chart"
      aria-labelledby={headingId}
      data-testid="candle-chart"
      data-status={status}
    >
      <div className="trade-panel__bar">
        <h2 id={headingId} className="trade-panel__title">
          {t('trade.chart.title')} <span className="chart__zone">{zoneLabel}</span>
        </h2>
        <div className="chart__tools">
          {kit && <kit.ChartTabs tab={tab} onChange={setTab} panelId={bodyId} />}
          {tab === 'price' && <IntervalChoice value={interval} onChange={setChartInterval} />}
          {tab === 'price' && session.markPrice && <MarkToggle shown={markShown} onChange={setMarkShown} />}
          {kit && settings && (
            <kit.ChartTools
              settings={settings}
              onChange={changeSettings}
              fullscreenTarget={fullscreenTarget}
              priceShown={tab === 'price'}
              drawingTools={<kit.DrawingToolbar drawings={drawings} market={market} localeTag={localeTag} />}
            />
          )}
        </div>
      </div>
      {tab === 'price' && (
        // The slot keeps the readout's room before its lazily loaded code arrives: no layout shift.
        <div className="chart__readout-slot">
          {kit && view && (
            <kit.ChartReadout view={view} bars={bars} latest={live} market={market} localeTag={localeTag} />
          )}
        </div>
      )}
      {kit && tab === 'depth' && (
        <div id={bodyId} role="tabpanel" aria-labelledby={headingId} className="chart__body">
          <kit.DepthChart />
        </div>
      )}
      <div
        id={tab === 'price' ? bodyId : undefined}
        role={tab === 'price' ? 'tabpanel' : undefined}
        className="chart__body"
        hidden={tab !== 'price'}
      >
        <div ref={container} className="chart__canvas" />
        {kit && view && tab === 'price' && (
          <kit.ChartKeyboard
            drawings={drawings}
            view={view}
            bars={bars}
            market={market}
            localeTag={localeTag}
            timeZone={timeZone}
          />
        )}
        {kit && (
          <kit.DrawingStatus
            drawings={drawings}
            market={market}
            localeTag={localeTag}
            barSeconds={barSeconds[interval]}
          />
        )}
        {view && markShown && session.markPrice && (
          <MarkPriceLine view={view} session={session} symbol={symbol} interval={interval} />
        )}
        {status !== 'ready' && (
          <div className="chart__overlay" role="status">
            {status === 'loading' && t('trade.chart.loading')}
            {status === 'empty' && t('trade.chart.empty')}
            {status === 'error' && (
              <>
                <span>{t('trade.chart.error')}</span>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    if (importFailed) setImportAttempt((count) => count + 1);
                    if (history === 'error') setAttempt((count) => count + 1);
                  }}
                >
                  {t('trade.retry')}
                </button>
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
