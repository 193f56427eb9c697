import type { Order } from '@vela/contracts/trading';
import type { OrderEvent } from '../../market/engine/types.ts';
import type { LiveMarket } from '../../market/live-market.ts';
import type { CommittedBatch, DeskContext } from '../../trading/desk.ts';
import type { MarketRules } from './market-rules.ts';
import type { OrderTracker } from './order-tracker.ts';
import type { SpotMovement } from './spot-movements.ts';
import type { SpotRows } from './spot-rows.ts';
import type { StopOrders } from './stop-orders.ts';

/** What the spot commands (place, amend, cancel) work with: the desk's memory and engines. */
export interface SpotMemory {
  readonly ctx: DeskContext;
  readonly tracker: OrderTracker;
  readonly stops: StopOrders;
  /** `userId|clientOrderId` → order id, for every order that has one. */
  readonly clientOrderIds: Map<string, string>;
  rulesOf(symbol: string): MarketRules | undefined;
  marketOf(symbol: string): LiveMarket;
  view(order: Parameters<OrderTracker['track']>[0]): Order;
  /**
   * Runs an engine call whose events come back with its result (place, amend): memory follows
   * them through `follow` then, not through the engine's listener.
   */
  quietly<T>(call: () => T): T;
  /** Memory follows engine events: the movements they make (applied and queued), stops. */
  follow(symbol: string, events: readonly OrderEvent[]): SpotMovement[];
  /** Spot's rows of a committed batch (fill ids, orders it inserted). */
  rowsOf(batch: CommittedBatch): SpotRows | undefined;
}
