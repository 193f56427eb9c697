import Big from 'big.js';
import { formatSignedFixed } from '../../../../../lib/format/number.ts';
import { formatFixed, formatPercent, formatPercentChange } from '../../../shared/model/format.ts';

/** USDT amounts of the terminal (costs, margins, PnL) are shown with cents. */
const USDT_DIGITS = 2;

export function formatUsdt(value: string, tag: string): string {
  return formatFixed(value, USDT_DIGITS, tag);
}

/** A PnL with its sign: "+12.30", "-4.00"; one that rounds to zero shows none. */
export function formatSignedUsdt(value: string, tag: string): string {
  return formatSignedFixed(value, USDT_DIGITS, tag);
}

/** A fraction (0.25) as a signed percentage ("+25.00%"): ROE, funding rates. */
export function formatSignedRatio(fraction: string, tag: string, digits = 2): string {
  return formatPercentChange(new Big(fraction).times(100).toFixed(), tag, digits);
}

/** A non-negative fraction as a percentage: margin ratio, fee and funding rates. */
export function formatRatio(fraction: string, tag: string, digits = 2): string {
  return formatPercent(new Big(fraction).times(100).toFixed(), tag, digits);
}

/** The class of a signed value: `up` above zero, `down` below. */
export function signClass(value: string): 'up' | 'down' | undefined {
  const amount = new Big(value);
  return amount.gt(0) ? 'up' : amount.lt(0) ? 'down' : undefined;
}
