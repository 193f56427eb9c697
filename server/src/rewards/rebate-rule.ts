import { REWARD_ASSET } from '@vela/contracts/tasks';
import Big from 'big.js';

/** USDT amounts are paid to 8 decimal places. */
const USDT_PLACES = 8;

/**
 * A spot fill's fee in USDT, when it has one: on a USDT-quoted market the fee is either in USDT
 * (a sell receives USDT) or in the base asset (a buy), which is valued at the fill's price. Fills
 * on other markets are not rebated (null). Rounded down to 8 places.
 */
export function feeInUsdt(fill: {
  fee: string;
  feeAsset: string;
  price: string;
  base: string;
  quote: string;
}): Big | null {
  if (fill.quote !== REWARD_ASSET) return null;
  if (fill.feeAsset === REWARD_ASSET) return new Big(fill.fee).round(USDT_PLACES, Big.roundDown);
  if (fill.feeAsset === fill.base) return new Big(fill.fee).times(fill.price).round(USDT_PLACES, Big.roundDown);
  return null;
}

/** What a coupon with `left` rebates of a fee worth `fee` USDT: the smaller of the two. */
export function rebateOf(fee: Big, left: string): Big {
  const remaining = new Big(left);
  return fee.lt(remaining) ? fee : remaining;
}
