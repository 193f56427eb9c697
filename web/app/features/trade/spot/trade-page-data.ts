import type { DepthSnapshot, Ticker, Trade } from '@vela/contracts/market-data';
import type { SpotMarket } from '@vela/contracts/markets';

/** The pair `/trade` opens. */
export const DEFAULT_SYMBOL = 'BTC_USDT';

/** What the trade screen is server-rendered from. */
export interface TradePageData {
  readonly market: SpotMarket;
  /** Every listed market, for the pair switcher. */
  readonly markets: readonly SpotMarket[];
  readonly tickers: readonly Ticker[];
  /** Undefined when the snapshot could not be read: the feed's own snapshot fills the book. */
  readonly depth: DepthSnapshot | undefined;
  readonly trades: readonly Trade[];
}
