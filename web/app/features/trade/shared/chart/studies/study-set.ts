import type { ChartSettings, PriceSource } from '../chart-settings.ts';
import { bollingerBands } from './bollinger.ts';
import { macd } from './macd.ts';
import { exponentialAverage, type Study, simpleAverage } from './moving-averages.ts';
import { relativeStrength } from './rsi.ts';

/** A bar as the studies read it (floats: drawing only). */
export interface StudyBar {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

export type StudyLineId =
  | 'ma'
  | 'ema'
  | 'bollingerUpper'
  | 'bollingerMiddle'
  | 'bollingerLower'
  | 'volumeMa'
  | 'macd'
  | 'macdSignal'
  | 'macdHistogram'
  | 'rsi';

export type StudyValues = Partial<Record<StudyLineId, number>>;
export interface StudyPoint {
  readonly time: number;
  readonly value: number;
}

function sourceOf(source: PriceSource): (bar: StudyBar) => number {
  switch (source) {
    case 'hl2':
      return (bar) => (bar.high + bar.low) / 2;
    case 'hlc3':
      return (bar) => (bar.high + bar.low + bar.close) / 3;
    default:
      return (bar) => bar[source];
  }
}

/** One study of the set: the lines it draws and its values at a closed or a forming bar. */
interface BarStudy {
  readonly lines: readonly StudyLineId[];
  values(bar: StudyBar, closed: boolean): StudyValues;
}

function single(id: StudyLineId, study: Study<number>, read: (bar: StudyBar) => number): BarStudy {
  return {
    lines: [id],
    values: (bar, closed) => {
      const value = closed ? study.next(read(bar)) : study.peek(read(bar));
      return value === undefined ? {} : { [id]: value };
    },
  };
}

function studiesOf(settings: ChartSettings): BarStudy[] {
  const studies: BarStudy[] = [];
  if (settings.ma.on) studies.push(single('ma', simpleAverage(settings.ma.period), sourceOf(settings.ma.source)));
  if (settings.ema.on) {
    studies.push(single('ema', exponentialAverage(settings.ema.period), sourceOf(settings.ema.source)));
  }
  if (settings.bollinger.on) {
    const bands = bollingerBands(settings.bollinger.period, settings.bollinger.width);
    const read = sourceOf(settings.bollinger.source);
    studies.push({
      lines: ['bollingerUpper', 'bollingerMiddle', 'bollingerLower'],
      values: (bar, closed) => {
        const value = closed ? bands.next(read(bar)) : bands.peek(read(bar));
        return value ? { bollingerUpper: value.upper, bollingerMiddle: value.middle, bollingerLower: value.lower } : {};
      },
    });
  }
  if (settings.volumeMa.on)
    studies.push(single('volumeMa', simpleAverage(settings.volumeMa.period), (bar) => bar.volume));
  if (settings.macd.on) {
    const lines = macd(settings.macd.fast, settings.macd.slow, settings.macd.signal);
    const read = sourceOf(settings.macd.source);
    studies.push({
      lines: ['macd', 'macdSignal', 'macdHistogram'],
      values: (bar, closed) => {
        const value = closed ? lines.next(read(bar)) : lines.peek(read(bar));
        if (!value) return {};
        return { macd: value.macd, macdSignal: value.signal, macdHistogram: value.histogram };
      },
    });
  }
  if (settings.rsi.on)
    studies.push(single('rsi', relativeStrength(settings.rsi.period), sourceOf(settings.rsi.source)));
  return studies;
}

/**
 * The studies switched on in the settings, fed with the chart's bars. The last bar is taken as
 * still forming: a live update of it, or a newer bar (which closes it at its last value), costs
 * one step of each study, never a pass over the history.
 */
export interface StudySet {
  readonly lines: readonly StudyLineId[];
  /** Every line's points over these bars (oldest first), from fresh studies. */
  load(bars: readonly StudyBar[]): Partial<Record<StudyLineId, StudyPoint[]>>;
  /** The forming bar changed or a newer one began: the lines' values at it (none for an older bar). */
  update(bar: StudyBar): StudyValues | undefined;
}

export function createStudySet(settings: ChartSettings): StudySet {
  let studies = studiesOf(settings);
  const lines = studies.flatMap((study) => study.lines);
  let forming: StudyBar | undefined;
  const valuesAt = (bar: StudyBar, closed: boolean): StudyValues =>
    Object.assign({}, ...studies.map((study) => study.values(bar, closed)));

  return {
    lines,
    load(bars) {
      studies = studiesOf(settings);
      forming = undefined;
      const points: Partial<Record<StudyLineId, StudyPoint[]>> = {};
      for (const id of lines) points[id] = [];
      bars.forEach((bar, index) => {
        const closed = index < bars.length - 1;
        const values = valuesAt(bar, closed);
        for (const [id, value] of Object.entries(values) as [StudyLineId, number | undefined][]) {
          if (value !== undefined) points[id]?.push({ time: bar.time, value });
        }
      });
      forming = bars.at(-1);
      return points;
    },
    update(bar) {
      if (forming && bar.time < forming.time) return undefined;
      if (forming && bar.time > forming.time) valuesAt(forming, true);
      forming = bar;
      return valuesAt(bar, false);
    },
  };
}
