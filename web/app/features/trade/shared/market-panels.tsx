import type { FuturesContract } from '@vela/contracts/futures';
import { createContext, type ReactNode, useContext } from 'react';
import type { FrameCostLimit } from '../../../lib/market/frame-scheduler.ts';
import type { LiveBook } from '../../../lib/market/live-book.ts';
import type { LiveTrades } from '../../../lib/market/live-trades.ts';
import { groupingSteps } from '../../../lib/market/order-book.ts';
import type { MarketLiveSeed } from '../../../state/market-live.ts';
import type { AnyMarketSession } from '../../../state/market-session.ts';
import type { TradingAccount } from '../../../state/trading-account.ts';

/** Book rows per side, drawn whether or not the panel's height shows them all (15-20 on a wide desktop). */
export const BOOK_ROWS = 20;
/** Recent trades listed. */
export const TRADES_SHOWN = 40;
/**
 * Least time between two draws of the book and of the trades. Nobody reads a level that changes
 * more than twenty times a second; drawing less often leaves most frames to the rest of the page
 * (chart, form, typing) when the market is busy and the device slow.
 */
const BOOK_DRAW_MS = 50;
/**
 * On a device slow to draw the book, its draws are spread further: at least three times as far
 * apart as a frame with a draw takes, so the book keeps to about a third of the time, and still
 * ten draws a second at worst (the pace of the big exchanges' own depth streams).
 */
const BOOK_DRAW_COST: FrameCostLimit = { factor: 3, maxIntervalMs: 100 };
const TRADES_DRAW_MS = 100;

/** What the panels need of a market or a contract (a spot market and a futures contract both have it). */
export type PanelMarket = Pick<
  FuturesContract,
  'symbol' | 'base' | 'quote' | 'tickSize' | 'pricePrecision' | 'amountPrecision'
>;

/** The live book and trades of a terminal, seeded from its page's REST data, drawn at the terminals' pace. */
export function panelsLiveSeed(market: PanelMarket, data: Pick<MarketLiveSeed, 'depth' | 'trades'>): MarketLiveSeed {
  return {
    depth: data.depth,
    trades: data.trades,
    book: {
      step: groupingSteps(market.tickSize)[0] ?? market.tickSize,
      rows: BOOK_ROWS,
      minIntervalMs: BOOK_DRAW_MS,
      costLimit: BOOK_DRAW_COST,
    },
    recentTrades: { limit: TRADES_SHOWN, minIntervalMs: TRADES_DRAW_MS },
  };
}

/**
 * What the chart, the book and the recent trades read, whichever terminal shows them (spot or
 * futures): the market's rules, its live book and trades, its session (live bars, bar history,
 * and whether it has mark-price bars), and where a price picked in the book goes.
 */
export interface MarketPanels {
  readonly market: PanelMarket;
  readonly book: LiveBook;
  readonly trades: LiveTrades;
  readonly session: AnyMarketSession;
  /** A level clicked in the book: its price goes to the order form. */
  pickPrice(price: string): void;
  /** The signed-in trader's spot account, whose open orders the book marks (spot only; absent for a visitor). */
  readonly account?: TradingAccount;
}

const MarketPanelsContext = createContext<MarketPanels | null>(null);

/** Each terminal's provider fills this for its panels; keep `value` stable (memoised) between renders. */
export function MarketPanelsProvider({ value, children }: { value: MarketPanels; children: ReactNode }) {
  return <MarketPanelsContext.Provider value={value}>{children}</MarketPanelsContext.Provider>;
}

export function useMarketPanels(): MarketPanels {
  const panels = useContext(MarketPanelsContext);
  if (!panels) throw new Error('useMarketPanels needs a MarketPanelsProvider above it');
  return panels;
}
