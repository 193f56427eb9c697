/**
 * Decimal strings to and from whole steps of a market's grid (ticks of its tick size, lots of its
 * lot size), in bigint arithmetic so no value ever passes through a binary float.
 */

export type GridError = 'not-a-decimal' | 'off-grid' | 'too-large';

export type GridResult =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly error: GridError };

/** Digits, optionally a point and more digits: no sign, no exponent, no spaces. */
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A decimal as an integer of its digits and how many of them follow the point. */
interface Scaled {
  readonly digits: bigint;
  readonly decimals: number;
}

function parseDecimal(value: string): Scaled | null {
  const match = DECIMAL.exec(value);
  if (match === null) return null;
  const fraction = match[2] ?? '';
  return { digits: BigInt(`${match[1]}${fraction}`), decimals: fraction.length };
}

function rescale(value: Scaled, decimals: number): bigint {
  return value.digits * 10n ** BigInt(decimals - value.decimals);
}

/** The shortest decimal string: "65000.10" comes out as "65000.1", "5.00" as "5". */
function formatScaled(digits: bigint, decimals: number): string {
  const text = digits.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** Market configuration, not user input: a bad step is a programming error and throws. */
function parseStep(step: string): Scaled {
  const scaled = parseDecimal(step);
  if (scaled === null || scaled.digits === 0n) throw new RangeError(`invalid step size "${step}"`);
  return scaled;
}

function toSteps(value: string, step: string): GridResult {
  const scaledStep = parseStep(step);
  const scaled = parseDecimal(value);
  if (scaled === null) return { ok: false, error: 'not-a-decimal' };
  const decimals = Math.max(scaled.decimals, scaledStep.decimals);
  const numerator = rescale(scaled, decimals);
  const denominator = rescale(scaledStep, decimals);
  if (numerator % denominator !== 0n) return { ok: false, error: 'off-grid' };
  const steps = numerator / denominator;
  if (steps > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: 'too-large' };
  return { ok: true, value: Number(steps) };
}

/** Counts of ticks and lots come from the engine: anything but a whole number is a bug, so it throws. */
function assertWhole(count: number, unit: 'ticks' | 'lots'): void {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`not a whole number of ${unit}: ${count}`);
}

function fromSteps(steps: number, step: string, unit: 'ticks' | 'lots'): string {
  assertWhole(steps, unit);
  const scaledStep = parseStep(step);
  return formatScaled(BigInt(steps) * scaledStep.digits, scaledStep.decimals);
}

/** "65000.12" with tick size "0.01" is 6500012 ticks; a price between two ticks is `off-grid`. */
export function priceToTicks(price: string, tickSize: string): GridResult {
  return toSteps(price, tickSize);
}

export function quantityToLots(quantity: string, lotSize: string): GridResult {
  return toSteps(quantity, lotSize);
}

export function ticksToPrice(ticks: number, tickSize: string): string {
  return fromSteps(ticks, tickSize, 'ticks');
}

export function lotsToQuantity(lots: number, lotSize: string): string {
  return fromSteps(lots, lotSize, 'lots');
}

/**
 * Price times quantity as a decimal string of the quote currency. Ticks times lots easily passes
 * 2^53 (a 10^7-tick price times 10^9 lots), so the product is taken in bigint.
 */
export function notional(ticks: number, lots: number, tickSize: string, lotSize: string): string {
  assertWhole(ticks, 'ticks');
  assertWhole(lots, 'lots');
  const tick = parseStep(tickSize);
  const lot = parseStep(lotSize);
  return formatScaled(BigInt(ticks) * tick.digits * BigInt(lots) * lot.digits, tick.decimals + lot.decimals);
}
