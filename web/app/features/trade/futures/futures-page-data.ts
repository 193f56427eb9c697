import type { FuturesContract, FuturesTicker } from '@vela/contracts/futures';
import type { DepthSnapshot, Trade } from '@vela/contracts/market-data';

/** What the futures terminal is server-rendered from. */
export interface FuturesPageData {
  readonly contract: FuturesContract;
  /** Every listed contract, for the switcher. */
  readonly contracts: readonly FuturesContract[];
  /** Every running perpetual's ticker; empty when the snapshot could not be read (the feed fills it in). */
  readonly tickers: readonly FuturesTicker[];
  /** Undefined when the snapshot could not be read: the feed's own snapshot fills the book. */
  readonly depth: DepthSnapshot | undefined;
  readonly trades: readonly Trade[];
}
