import type { TransferDirection, TransferRequest } from '@vela/contracts/futures-account';
import type { AccountError } from './account-messages.ts';
import { checkAmount } from './amount-check.ts';

/**
 * A transfer between the spot and futures wallets: at most what the source wallet can give (the
 * spot wallet's available USDT; the futures account's available, which keeps the cross
 * positions' margin and losses covered, as the platform does). Undefined max: not known yet.
 */
export function evaluateTransfer(
  direction: TransferDirection,
  text: string,
  max: string | undefined,
): { errors: readonly AccountError[]; request: TransferRequest | undefined } {
  const checked = checkAmount(text, max, 'USDT');
  return {
    errors: checked.errors,
    request: checked.amount === undefined ? undefined : { direction, asset: 'USDT', amount: checked.amount },
  };
}
