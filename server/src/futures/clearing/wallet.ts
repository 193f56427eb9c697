import { unrealizedPnl } from '@vela/contracts/futures-margin';
import { roundTo } from '@vela/contracts/futures-margin-rounding';
import type Big from 'big.js';
import type { Accounts } from '../../trading/accounts.ts';
import type { SystemMovement, WalletMovement } from '../../trading/movements.ts';
import { MARGIN_ASSET } from '../clearing-types.ts';
import type { ClearingBatch } from './batch.ts';
import type { ClearingMarkets } from './markets.ts';
import type { PositionBook } from './positions.ts';
import { max, min, zero } from './values.ts';

export interface WalletOptions {
  /** The futures wallets (the trading service's copy). */
  wallet: Accounts;
  /** Applies a movement to memory and queues it for the batch. */
  emit(movement: ClearingMovement): void;
}

export type SystemAccount = 'liquidity' | 'fees' | 'insurance';

/** What the clearing moves: futures wallets and platform accounts, as the core's own movement kinds. */
export type ClearingMovement = WalletMovement | SystemMovement;

/**
 * The futures wallets as the clearing moves them: every movement of a user's wallet or a system
 * account, and what a user's cross positions add to or take from what the wallet may back.
 */
export class MarginWallet {
  /** Cross accounts whose losses the insurance fund covered: liquidated at the next check. */
  readonly bankrupt = new Set<string>();

  constructor(
    private readonly options: WalletOptions,
    private readonly positions: PositionBook,
    private readonly markets: ClearingMarkets,
    private readonly batch: ClearingBatch,
  ) {}

  available(userId: string): Big {
    return this.options.wallet.available(userId, MARGIN_ASSET);
  }

  /** The wallet's available and frozen as text. */
  holding(userId: string): { available: string; frozen: string } {
    const holding = this.options.wallet.balances(userId, [MARGIN_ASSET])[0];
    return { available: holding?.available ?? '0', frozen: holding?.frozen ?? '0' };
  }

  /** Signed changes of a user's available and frozen, with the ledger entry they write. */
  move(userId: string, available: Big, frozen: Big, entryKind: string, reference: string): void {
    if (available.eq(0) && frozen.eq(0)) return;
    this.options.emit({
      kind: 'wallet',
      wallet: 'futures',
      userId,
      asset: MARGIN_ASSET,
      available: available.toFixed(),
      frozen: frozen.toFixed(),
      entryKind,
      reference,
    });
  }

  system(account: SystemAccount, amount: Big, entryKind: string, reference: string): void {
    if (amount.eq(0)) return;
    this.options.emit({ kind: 'system', account, asset: MARGIN_ASSET, amount: amount.toFixed(), reference, entryKind });
  }

  /** The user's cross UPnL (at mark, else entry) and the cross positions' initial margin. */
  crossTotals(userId: string): { pnl: Big; margin: Big } {
    let pnl = zero;
    let margin = zero;
    for (const position of this.positions.crossOf(userId)) {
      const mark = this.markets.markOr(position.symbol, position.entryPrice);
      pnl = pnl.plus(unrealizedPnl(position.side, position.size, position.entryPrice, mark));
      margin = margin.plus(position.margin);
    }
    return { pnl, margin };
  }

  /** Available + cross UPnL - cross positions' initial margin: what a new order may reserve. */
  freeMargin(userId: string): Big {
    const { pnl, margin } = this.crossTotals(userId);
    return this.available(userId).plus(pnl).minus(margin);
  }

  /** What a user may move out of the futures wallet: available less what cross positions need. */
  withdrawable(userId: string): Big {
    const { pnl, margin } = this.crossTotals(userId);
    return max(zero, this.available(userId).plus(min(zero, pnl)).minus(margin));
  }

  /**
   * Takes `amount` from available. When available is short, the profit of the user's cross
   * positions is settled first (entry moved toward mark, rounded against the holder, so exactly
   * what the wallet receives), then the insurance fund covers the rest and the account is marked
   * for liquidation.
   */
  debitCross(userId: string, amount: Big, kind: string, reference: string): void {
    let deficit = amount.minus(this.available(userId));
    for (const position of this.positions.crossOf(userId)) {
      if (deficit.lte(0)) break;
      const mark = this.markets.marks.get(position.symbol);
      if (!mark) continue;
      const pnl = unrealizedPnl(position.side, position.size, position.entryPrice, mark);
      if (pnl.lte(0)) continue;
      const take = min(deficit, pnl);
      const step = take.div(position.size);
      const entry =
        position.side === 'long'
          ? roundTo(position.entryPrice.plus(step), 8, 'ceil')
          : roundTo(position.entryPrice.minus(step), 8, 'floor');
      const settled = entry.minus(position.entryPrice).abs().times(position.size);
      position.entryPrice = entry;
      position.realizedPnl = position.realizedPnl.plus(settled);
      this.batch.touchPosition(position);
      this.system('liquidity', settled.neg(), 'futures-pnl', reference);
      this.move(userId, settled, zero, 'settled-pnl', reference);
      deficit = deficit.minus(settled);
    }
    if (deficit.gt(0)) {
      this.system('insurance', deficit.neg(), 'bankruptcy-cover', reference);
      this.move(userId, deficit, zero, 'bankruptcy-cover', reference);
      this.bankrupt.add(userId);
    }
    this.move(userId, amount.neg(), zero, kind, reference);
  }
}
