import { randomUUID } from 'node:crypto';
import type { TransferRequest, TransferResponse } from '@vela/contracts/futures-account';
import type { Balance } from '@vela/contracts/trading';
import Big from 'big.js';
import { Refusal } from '../../refusal.ts';
import type { Desk, DeskContext } from '../../trading/desk.ts';
import type { WalletMovement } from '../../trading/movements.ts';
import { tradingUnavailable } from '../../trading/refusals.ts';
import { versionedBy } from '../../trading/wallet-pushes.ts';

/**
 * The transfers desk: moves funds between a user's spot and futures wallets in the sequence like
 * any command (docs/futures.md, "Wallets"). What the futures wallet can give is the futures desk's
 * to say (`withdrawable`: margin in use stays).
 */
export class TransfersDesk implements Desk {
  readonly name = 'transfers';
  constructor(
    private readonly ctx: DeskContext,
    private readonly withdrawable: (userId: string) => Big,
  ) {}

  /** Moves funds between the user's spot and futures wallets: the transfer and both balances after. */
  transfer(userId: string, request: TransferRequest): Promise<TransferResponse> {
    if (!this.ctx.running) return Promise.reject(tradingUnavailable());
    return this.ctx.submit(userId, () => {
      const { wallets } = this.ctx;
      const amount = new Big(request.amount);
      const free =
        request.direction === 'to-futures' ? wallets.spot.available(userId, request.asset) : this.withdrawable(userId);
      if (free.lt(amount)) {
        const wallet = request.direction === 'to-futures' ? 'spot' : 'futures';
        throw new Refusal(
          'invalid',
          'insufficient-balance',
          `available ${request.asset} in the ${wallet} wallet is less than ${amount.toFixed()}`,
          'amount',
        );
      }
      const transfer: TransferResponse['transfer'] = {
        id: randomUUID(),
        direction: request.direction,
        asset: request.asset,
        amount: amount.toFixed(),
        createdAt: this.ctx.now.toISOString(),
      };
      const toFutures = request.direction === 'to-futures';
      const leg = (wallet: 'spot' | 'futures', out: boolean, entryKind: string) =>
        this.ctx.move<WalletMovement>({
          kind: 'wallet',
          wallet,
          userId,
          asset: request.asset,
          available: out ? amount.neg().toFixed() : transfer.amount,
          frozen: '0',
          entryKind,
          reference: transfer.id,
        });
      leg('spot', toFutures, toFutures ? 'transfer-to-futures' : 'transfer-from-futures');
      leg('futures', !toFutures, toFutures ? 'transfer-from-spot' : 'transfer-to-spot');
      const [spot] = wallets.spot.balances(userId, [request.asset]);
      const [futures] = wallets.futures.balances(userId, [request.asset]);
      return ({ ledger }) => ({
        transfer,
        spot: versionedBy(spot as Balance, ledger.balanceOf('spot', userId, request.asset)),
        futures: versionedBy(futures as Balance, ledger.balanceOf('futures', userId, request.asset)),
      });
    });
  }
}
