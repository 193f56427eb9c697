import type { FundingRate } from '@vela/contracts/futures';
import Big from 'big.js';
import {
  ColorType,
  createChart,
  type HistogramData,
  HistogramSeries,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { timeAxisOptions } from '../../shared/chart/time-axis.ts';

export interface FundingChartOptions {
  readonly up: string;
  readonly down: string;
  readonly text: string;
  readonly grid: string;
  readonly localeTag: string;
  readonly timeZone: string;
}

/**
 * The rounds as bars, oldest first: one bar per funding time, its height the rate in percent
 * (drawing only: the exact rates are the table's), green when longs paid, red when shorts did.
 */
export function fundingBars(rates: readonly FundingRate[], colors: Pick<FundingChartOptions, 'up' | 'down'>) {
  return [...rates]
    .sort((a, b) => Date.parse(a.fundingTime) - Date.parse(b.fundingTime))
    .map(
      (rate): HistogramData<Time> => ({
        time: (Date.parse(rate.fundingTime) / 1000) as UTCTimestamp,
        value: Number(new Big(rate.rate).times(100).toFixed()),
        color: rate.rate.startsWith('-') ? colors.down : colors.up,
      }),
    );
}

/** Loaded on demand with lightweight-charts; returns what removes the chart. */
export function drawFundingChart(
  container: HTMLElement,
  rates: readonly FundingRate[],
  options: FundingChartOptions,
): () => void {
  const { localeTag, timeZone } = options;
  const percent = new Intl.NumberFormat(localeTag, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const timeAxis = timeAxisOptions(localeTag, timeZone);
  const chart = createChart(container, {
    autoSize: true,
    layout: {
      fontFamily: getComputedStyle(container).fontFamily,
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: options.text,
      attributionLogo: true,
    },
    grid: { vertLines: { color: options.grid }, horzLines: { color: options.grid } },
    rightPriceScale: { borderColor: options.grid },
    localization: timeAxis.localization,
    timeScale: { borderColor: options.grid, timeVisible: true, tickMarkFormatter: timeAxis.tickMarkFormatter },
  });
  const series = chart.addSeries(HistogramSeries, {
    priceFormat: { type: 'custom', minMove: 0.0001, formatter: (value: number) => `${percent.format(value)}%` },
  });
  series.setData(fundingBars(rates, options));
  chart.timeScale().fitContent();
  return () => chart.remove();
}
