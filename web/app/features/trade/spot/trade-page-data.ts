import type { Ticker } from '@vela/contracts/market-data';
import type { SpotMarket } from '@vela/contracts/markets';
import type { TerminalPageData } from '../shared/terminal-page-data.ts';

/** The pair `/trade` opens. */
export const DEFAULT_SYMBOL = 'BTC_USDT';

/** What the trade screen is server-rendered from. */
export interface TradePageData extends TerminalPageData<Ticker> {
  readonly market: SpotMarket;
  /** Every listed market, for the pair switcher. */
  readonly markets: readonly SpotMarket[];
}
