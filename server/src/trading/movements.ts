import Big from 'big.js';
import type { BalanceChanges, SystemAccount, WalletKind } from './ledger-rows.ts';

/**
 * A change of wallets or platform accounts a desk makes, as a delta computed when it happened.
 * Its `kind` names how it changes balances (`MovementWriter`): the core applies it to its
 * in-memory wallets at once and writes it with its batch, in engine order. The core knows two
 * kinds any desk may use (`WalletMovement`, `SystemMovement`); a desk adds its own kinds
 * and their writers (`Desk.ledgerRows`) when its movements carry more than a balance change.
 */
export interface Movement {
  readonly kind: string;
}

/**
 * How one kind of movement changes balances, given by the desk that makes it. The same writer
 * applies it to the in-memory wallets (entries ignored) and adds its rows to the batch, so memory
 * and the ledger cannot differ.
 */
export type MovementWriter<M extends Movement = Movement> = (movement: M, changes: BalanceChanges) => void;

/** Movement writers by kind, as the core looks them up. */
export type LedgerWriters = Readonly<Record<string, MovementWriter>>;

/** The writers of a desk's movement kinds (`M`: the union of its movement types), one per kind. */
export const ledgerWriters = <M extends Movement>(
  writers: {
    readonly [K in M['kind']]: MovementWriter<Extract<M, { readonly kind: K }>>;
  },
): LedgerWriters => writers as unknown as LedgerWriters;

/** A user's wallet changed by signed deltas of available and frozen, with one ledger entry of `entryKind`. */
export interface WalletMovement extends Movement {
  readonly kind: 'wallet';
  readonly wallet: WalletKind;
  readonly userId: string;
  readonly asset: string;
  readonly available: string;
  readonly frozen: string;
  readonly entryKind: string;
  readonly reference: string;
}

/** A platform account (simulated liquidity, collected fees, insurance fund, earn) changed by a signed amount. */
export interface SystemMovement extends Movement {
  readonly kind: 'system';
  readonly account: SystemAccount;
  readonly asset: string;
  /** Signed. */
  readonly amount: string;
  readonly entryKind: string;
  readonly reference: string;
}

/** The kinds the core writes itself. */
export const coreLedgerWriters = ledgerWriters<WalletMovement | SystemMovement>({
  wallet(movement, changes) {
    const available = new Big(movement.available);
    const frozen = new Big(movement.frozen);
    changes.change(movement.wallet, movement.userId, movement.asset, available, frozen);
    changes.entry(movement.wallet, movement.userId, movement.asset, {
      amount: available.plus(frozen),
      frozenAmount: frozen,
      kind: movement.entryKind,
      reference: movement.reference,
    });
  },
  system(movement, changes) {
    const { account, asset, amount, entryKind, reference } = movement;
    changes.systemChange(account, asset, new Big(amount), entryKind, reference);
  },
});
