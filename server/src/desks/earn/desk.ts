import type { Balance } from '@vela/contracts/trading';
import { Refusal } from '../../refusal.ts';
import type { Desk, DeskContext } from '../../trading/desk.ts';
import type { SystemMovement, WalletMovement } from '../../trading/movements.ts';
import { tradingUnavailable } from '../../trading/refusals.ts';
import { versionedBy } from '../../trading/wallet-pushes.ts';

/** A debit of a user's available spot balance into the `earn` system account (the earn desk's command). */
export interface SpotDebit {
  userId: string;
  asset: string;
  /** A positive decimal string. */
  amount: string;
  /** The kind of both ledger entries. */
  entryKind: string;
  reference: string;
}

/**
 * The earn desk: a subscription's debit of spot funds into the `earn` account (both ledgers, one
 * batch). Earn's products, positions and accrual live in server/src/earn (docs/earn.md).
 */
export class EarnDesk implements Desk {
  readonly name = 'earn';
  constructor(private readonly ctx: DeskContext) {}

  /**
   * Takes `amount` of the user's available spot balance into the `earn` system account: the spot
   * balance after, or a 400 `insufficient-balance` with nothing changed.
   */
  debitForEarn(debit: SpotDebit): Promise<Balance> {
    if (!this.ctx.running) return Promise.reject(tradingUnavailable());
    const { userId, asset, amount, entryKind, reference } = debit;
    return this.ctx.submit(userId, () => {
      const spot = this.ctx.wallets.spot;
      if (spot.available(userId, asset).lt(amount)) {
        throw new Refusal('invalid', 'insufficient-balance', `available ${asset} is less than ${amount}`, 'amount');
      }
      this.ctx.move<WalletMovement>({
        kind: 'wallet',
        wallet: 'spot',
        userId,
        asset,
        available: `-${amount}`,
        frozen: '0',
        entryKind,
        reference,
      });
      this.ctx.move<SystemMovement>({ kind: 'system', account: 'earn', asset, amount, entryKind, reference });
      const [balance] = spot.balances(userId, [asset]);
      return ({ ledger }) => versionedBy(balance as Balance, ledger.balanceOf('spot', userId, asset));
    });
  }
}
