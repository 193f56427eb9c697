import { removableMargin } from '@vela/contracts/futures-margin';
import type { AdjustMarginRequest, FuturesPosition } from '@vela/contracts/futures-trading';
import type { AccountError } from './account-messages.ts';
import { checkAmount } from './amount-check.ts';

export type MarginDirection = AdjustMarginRequest['direction'];

/**
 * The most that can be moved: added, what the account has available; removed, the position's
 * margin down to its initial margin at the mark, less any loss (as the platform allows).
 * Undefined while not known.
 */
export function marginAdjustMax(
  direction: MarginDirection,
  position: Pick<FuturesPosition, 'side' | 'size' | 'entryPrice' | 'margin' | 'leverage'>,
  markPrice: string | undefined,
  available: string | undefined,
): string | undefined {
  if (direction === 'add') return available;
  return removableMargin(position, position.leverage, markPrice ?? position.entryPrice).toFixed();
}

export function evaluateMarginAdjust(
  direction: MarginDirection,
  text: string,
  symbol: string,
  max: string | undefined,
): { errors: readonly AccountError[]; request: AdjustMarginRequest | undefined } {
  const checked = checkAmount(text, max, 'USDT');
  return {
    errors: checked.errors,
    request: checked.amount === undefined ? undefined : { symbol, direction, amount: checked.amount },
  };
}
