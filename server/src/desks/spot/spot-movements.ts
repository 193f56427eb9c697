import type { CancelReason } from '@vela/contracts/trading';
import type { Side } from '../../market/engine/types.ts';
import type { Movement, SystemMovement } from '../../trading/movements.ts';

/**
 * Funds an order holds from the moment it is accepted. Negative: an amend that needs less gives
 * the difference back (a release in the ledger).
 */
export interface FreezeMovement extends Movement {
  readonly kind: 'freeze';
  readonly orderId: string;
  readonly userId: string;
  readonly asset: string;
  readonly amount: string;
}

/** One user order's side of a trade: what it spent (from its frozen funds), received and paid. */
export interface FillMovement extends Movement {
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

/** The order left the book: its status, and what it still held goes back to available. */
export interface DoneMovement extends Movement {
  readonly kind: 'done';
  readonly orderId: string;
  readonly userId: string;
  readonly symbol: string;
  readonly status: 'filled' | 'cancelled';
  readonly cancelReason: CancelReason | null;
  readonly releaseAsset: string;
  readonly release: string;
}

/** What spot's memory makes of engine events: its own kinds, and the platform accounts' side. */
export type SpotMovement = FreezeMovement | FillMovement | DoneMovement | SystemMovement;

export const isFill = (movement: Movement): movement is FillMovement => movement.kind === 'fill';
export const isDone = (movement: Movement): movement is DoneMovement => movement.kind === 'done';

/** The fills of `orderId` among `movements`. */
export const fillsOf = (movements: readonly Movement[], orderId: string) =>
  movements.filter((movement): movement is FillMovement => isFill(movement) && movement.orderId === orderId);
