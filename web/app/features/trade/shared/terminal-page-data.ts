import type { DepthSnapshot, Trade } from '@vela/contracts/market-data';

/** What a terminal's (spot or futures) market panels are server-rendered from, see loadTerminalPage. */
export interface TerminalPageData<Ticker> {
  /** Every listed market's ticker; empty when the snapshot could not be read (the feed fills it in). */
  readonly tickers: readonly Ticker[];
  /** Undefined when the snapshot could not be read: the feed's own snapshot fills the book. */
  readonly depth: DepthSnapshot | undefined;
  readonly trades: readonly Trade[];
}
