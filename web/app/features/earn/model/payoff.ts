/**
 * The sharkfin payoff chart's geometry: APR against the underlying's price, the base rate outside
 * the range and the high rate inside it. Prices and rates arrive as decimal strings; they become
 * numbers here only to place pixels, never to compute money.
 */

export interface PayoffInput {
  /** The range's bounds in the quote asset, low < high. */
  low: string;
  high: string;
  /** Annual rates as decimal fractions ("0.02" is 2 %). */
  baseApr: string;
  highApr: string;
  /** The underlying's live price, when known. */
  price?: string | null;
}

export interface PayoffGeometry {
  width: number;
  height: number;
  /** The payoff line as an SVG path. */
  line: string;
  /** The range band's left and right edges. */
  rangeLeft: number;
  rangeRight: number;
  baseY: number;
  highY: number;
  /** The x-axis baseline. */
  axisY: number;
  /** The live price's x, absent without a price. */
  priceX?: number;
}

export interface PayoffBox {
  width: number;
  height: number;
  /** Room left for the rate labels, below for the price labels, above for the top label. */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

export const payoffBox: PayoffBox = { width: 320, height: 180, left: 48, bottom: 28, top: 16, right: 12 };

/** The share of the range shown either side of it, so both base-rate shoulders read. */
const SHOULDER = 0.5;
/** Headroom above the high rate. */
const HEADROOM = 1.2;

const round = (value: number) => Math.round(value * 10) / 10;

/** The prices the x-axis spans: the range with shoulders, widened to hold the live price. */
export function priceDomain(low: number, high: number, price?: number): [number, number] {
  const shoulder = (high - low) * SHOULDER;
  let from = low - shoulder;
  let to = high + shoulder;
  if (price !== undefined && Number.isFinite(price)) {
    const margin = (high - low) * 0.1;
    from = Math.min(from, price - margin);
    to = Math.max(to, price + margin);
  }
  return [Math.max(0, from), to];
}

export function payoffGeometry(input: PayoffInput, box: PayoffBox = payoffBox): PayoffGeometry {
  const low = Number(input.low);
  const high = Number(input.high);
  const base = Number(input.baseApr);
  const top = Number(input.highApr);
  const price = input.price ? Number(input.price) : undefined;
  const [from, to] = priceDomain(low, high, price);
  const plotLeft = box.left;
  const plotRight = box.width - box.right;
  const axisY = box.height - box.bottom;
  const x = (value: number) => round(plotLeft + ((value - from) / (to - from)) * (plotRight - plotLeft));
  const maxRate = Math.max(top, base) * HEADROOM || 1;
  const y = (rate: number) => round(axisY - (rate / maxRate) * (axisY - box.top));
  const rangeLeft = x(low);
  const rangeRight = x(high);
  const baseY = y(base);
  const highY = y(top);
  const line = [
    `M${plotLeft} ${baseY}`,
    `H${rangeLeft}`,
    `V${highY}`,
    `H${rangeRight}`,
    `V${baseY}`,
    `H${plotRight}`,
  ].join(' ');
  return {
    width: box.width,
    height: box.height,
    line,
    rangeLeft,
    rangeRight,
    baseY,
    highY,
    axisY,
    ...(price !== undefined && Number.isFinite(price) ? { priceX: x(price) } : {}),
  };
}
