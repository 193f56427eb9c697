import type { CancelReason } from '@vela/contracts/trading';
import type { Side } from '../market/engine/types.ts';

/**
 * The ledger's vocabulary: every change of a wallet or a platform account a desk makes, as a
 * delta computed when it happened. The core applies them to its in-memory accounts (accounts.ts)
 * in engine order and the batch writes them in that order (batch-write.ts); each desk tells how
 * its kinds become ledger rows (Desk.ledgerRows).
 */
/**
 * Funds an order holds from the moment it is accepted. Negative: an amend that needs less gives
 * the difference back (a release in the ledger).
 */
export interface FreezeMovement {
  readonly kind: 'freeze';
  readonly orderId: string;
  readonly userId: string;
  readonly asset: string;
  readonly amount: string;
}

/** One user order's side of a trade: what it spent (from its frozen funds), received and paid. */
export interface FillMovement {
  readonly kind: 'fill';
  readonly orderId: string;
  readonly userId: string;
  readonly symbol: string;
  readonly side: Side;
  readonly role: 'maker' | 'taker';
  readonly price: string;
  readonly quantity: string;
  readonly quote: string;
  readonly spentAsset: string;
  readonly spent: string;
  readonly receivedAsset: string;
  /** Before the fee. */
  readonly received: string;
  readonly fee: string;
  readonly at: Date;
}

/**
 * A change of a platform account: simulated liquidity (the other side), collected fees, or the
 * futures insurance fund. `entryKind` names the ledger entry; spot's default is 'trade' or 'trade-fee'.
 */
export interface SystemMovement {
  readonly kind: 'system';
  readonly account: 'liquidity' | 'fees' | 'insurance';
  readonly asset: string;
  /** Signed. */
  readonly amount: string;
  readonly reference: string;
  readonly entryKind?: string;
}

/** The order left the book: its status, and what it still held goes back to available. */
export interface DoneMovement {
  readonly kind: 'done';
  readonly orderId: string;
  readonly userId: string;
  readonly symbol: string;
  readonly status: 'filled' | 'cancelled';
  readonly cancelReason: CancelReason | null;
  readonly releaseAsset: string;
  readonly release: string;
}

/** Funds moved between a user's spot and futures wallets. */
export interface TransferMovement {
  readonly kind: 'transfer';
  readonly transferId: string;
  readonly userId: string;
  readonly asset: string;
  readonly amount: string;
  readonly direction: 'to-futures' | 'to-spot';
  readonly at: Date;
}

/**
 * A change of a user's futures wallet made by the futures clearing: signed deltas of available and
 * frozen, one ledger entry of `entryKind` (margin held or released, fees, PnL, funding, liquidation).
 */
export interface FuturesWalletMovement {
  readonly kind: 'futures-wallet';
  readonly userId: string;
  readonly asset: string;
  readonly available: string;
  readonly frozen: string;
  readonly entryKind: string;
  readonly reference: string;
}

/** A user's spot funds moved into an earn position: spot available down, the `earn` account up. */
export interface EarnMovement {
  readonly kind: 'earn';
  readonly userId: string;
  readonly asset: string;
  readonly amount: string;
  readonly entryKind: string;
  readonly reference: string;
}

export type Movement =
  | FreezeMovement
  | FillMovement
  | SystemMovement
  | DoneMovement
  | TransferMovement
  | FuturesWalletMovement
  | EarnMovement;
