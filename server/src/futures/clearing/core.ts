import type { ClearingBatch } from './batch.ts';
import type { LiveOrders } from './live-orders.ts';
import type { ClearingMarkets } from './markets.ts';
import type { PositionBook } from './positions.ts';
import type { MarginWallet } from './wallet.ts';

/** The state every concern of the clearing works on, built once by the coordinator. */
export interface ClearingCore {
  readonly markets: ClearingMarkets;
  readonly positions: PositionBook;
  readonly batch: ClearingBatch;
  readonly wallet: MarginWallet;
  readonly orders: LiveOrders;
  now(): Date;
  newOrderId(): string;
}
