/**
 * The chart's type and studies as the visitor last left them, in this browser: localStorage
 * `chartSettings` (camelCase, as the spec's other keys), a JSON object. Anything missing, of the
 * wrong type or out of range falls back to the default, so an old or hand-edited value never
 * breaks the chart.
 */
export const CHART_SETTINGS_KEY = 'chartSettings';

export const chartTypes = ['candles', 'line', 'area'] as const;
export type ChartType = (typeof chartTypes)[number];

/** What a study is computed from: a bar's close, open, high, low, or the usual averages of them. */
export const priceSources = ['close', 'open', 'high', 'low', 'hl2', 'hlc3'] as const;
export type PriceSource = (typeof priceSources)[number];

export interface ChartSettings {
  readonly type: ChartType;
  readonly ma: { readonly on: boolean; readonly period: number; readonly source: PriceSource };
  readonly ema: { readonly on: boolean; readonly period: number; readonly source: PriceSource };
  readonly bollinger: {
    readonly on: boolean;
    readonly period: number;
    readonly width: number;
    readonly source: PriceSource;
  };
  readonly volumeMa: { readonly on: boolean; readonly period: number };
  readonly macd: {
    readonly on: boolean;
    readonly fast: number;
    readonly slow: number;
    readonly signal: number;
    readonly source: PriceSource;
  };
  readonly rsi: { readonly on: boolean; readonly period: number; readonly source: PriceSource };
}

export type StudyName = Exclude<keyof ChartSettings, 'type'>;
export const studyNames: readonly StudyName[] = ['ma', 'ema', 'bollinger', 'volumeMa', 'macd', 'rsi'];

export const defaultChartSettings: ChartSettings = {
  type: 'candles',
  ma: { on: false, period: 7, source: 'close' },
  ema: { on: false, period: 25, source: 'close' },
  bollinger: { on: false, period: 20, width: 2, source: 'close' },
  volumeMa: { on: false, period: 20 },
  macd: { on: false, fast: 12, slow: 26, signal: 9, source: 'close' },
  rsi: { on: false, period: 14, source: 'close' },
};

/** Longest period offered: the chart holds 500 bars. */
export const MAX_PERIOD = 200;
export const MAX_WIDTH = 5;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function whole(value: unknown, fallback: number, max = MAX_PERIOD): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}

function oneOf<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** The settings a stored value holds, the defaults where it holds nothing usable. */
export function parseChartSettings(text: string | null): ChartSettings {
  let stored: Record<string, unknown> = {};
  try {
    stored = record(text ? JSON.parse(text) : undefined);
  } catch {
    stored = {};
  }
  const d = defaultChartSettings;
  const ma = record(stored.ma);
  const ema = record(stored.ema);
  const bollinger = record(stored.bollinger);
  const volumeMa = record(stored.volumeMa);
  const macdStored = record(stored.macd);
  const rsi = record(stored.rsi);
  const fast = whole(macdStored.fast, d.macd.fast);
  const slow = whole(macdStored.slow, d.macd.slow);
  return {
    type: oneOf(chartTypes, stored.type, d.type),
    ma: {
      on: flag(ma.on, false),
      period: whole(ma.period, d.ma.period),
      source: oneOf(priceSources, ma.source, 'close'),
    },
    ema: {
      on: flag(ema.on, false),
      period: whole(ema.period, d.ema.period),
      source: oneOf(priceSources, ema.source, 'close'),
    },
    bollinger: {
      on: flag(bollinger.on, false),
      period: whole(bollinger.period, d.bollinger.period),
      width: whole(bollinger.width, d.bollinger.width, MAX_WIDTH),
      source: oneOf(priceSources, bollinger.source, 'close'),
    },
    volumeMa: { on: flag(volumeMa.on, false), period: whole(volumeMa.period, d.volumeMa.period) },
    macd: {
      on: flag(macdStored.on, false),
      // A fast average slower than the slow one is the same pair swapped: keep them in order.
      fast: Math.min(fast, slow),
      slow: Math.max(fast, slow),
      signal: whole(macdStored.signal, d.macd.signal),
      source: oneOf(priceSources, macdStored.source, 'close'),
    },
    rsi: {
      on: flag(rsi.on, false),
      period: whole(rsi.period, d.rsi.period),
      source: oneOf(priceSources, rsi.source, 'close'),
    },
  };
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function loadChartSettings(): ChartSettings {
  try {
    return parseChartSettings(storage()?.getItem(CHART_SETTINGS_KEY) ?? null);
  } catch {
    return defaultChartSettings;
  }
}

export function saveChartSettings(settings: ChartSettings): void {
  try {
    storage()?.setItem(CHART_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or refused (private mode): the choice lasts for this page only.
  }
}
