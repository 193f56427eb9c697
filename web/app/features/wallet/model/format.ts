import { formatAssetAmount, formatFixed, formatSignedAssetAmount } from '../../../lib/format/number.ts';

/**
 * The wallet's numbers through the app's one number module (lib/format/number.ts): balances cut
 * to the asset's precision without trailing zeros, changes with their sign, USDT estimates to cents.
 */

export { formatAssetAmount };

/** A ledger change with its sign ("+1,000", "-0.5", "0"). */
export function formatSignedAmount(value: string, localeTag: string): string {
  return formatSignedAssetAmount(value, localeTag);
}

/** The USDT estimate beside the fiat total is shown to cents. */
export const USDT_ESTIMATE_DECIMALS = 2;

/** A total in USDT to cents ("22,800.00"), cut rather than rounded up past what it is. */
export function formatUsdtEstimate(value: string, localeTag: string): string {
  return formatFixed(value, USDT_ESTIMATE_DECIMALS, localeTag, 'down');
}
