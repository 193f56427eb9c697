import type { SpotMarket } from '@vela/contracts/markets';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useStore } from 'zustand';
import type { LiveBook } from '../../lib/market/live-book.ts';
import type { LiveTrades } from '../../lib/market/live-trades.ts';
import { groupingSteps } from '../../lib/market/order-book.ts';
import type { TradingAccount } from '../../state/account-session.ts';
import { useAccountSession } from '../../state/use-account-session.ts';
import { useMarketLive } from '../../state/use-market-session.ts';
import type { OrderFormActions } from './form/order-form-store.ts';
import { createOrderFormStore, type OrderFormDraft, type OrderFormStore } from './form/order-form-store.ts';
import type { TradePageData } from './trade-page-data.ts';

/** Book rows per side. */
export const BOOK_ROWS = 14;
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
const BOOK_DRAW_COST = { factor: 3, maxIntervalMs: 100 };
const TRADES_DRAW_MS = 100;

export interface TradeScreen {
  readonly market: SpotMarket;
  readonly markets: readonly SpotMarket[];
  readonly book: LiveBook;
  readonly trades: LiveTrades;
  readonly form: OrderFormStore;
  /** The signed-in trader's orders and balances; undefined for a visitor. */
  readonly account: TradingAccount | undefined;
}

const TradeScreenContext = createContext<TradeScreen | null>(null);

/**
 * The live pieces of one market's screen (the page keys this provider by symbol), shared by its
 * panels: the book and the trades (owned and fed by the market's session, held while mounted),
 * the form draft and the account.
 */
export function TradeScreenProvider({
  data,
  signedIn,
  children,
}: {
  data: TradePageData;
  signedIn: boolean;
  children: ReactNode;
}) {
  const { market } = data;
  const live = useMarketLive(market.symbol, {
    depth: data.depth,
    trades: data.trades,
    book: {
      step: groupingSteps(market.tickSize)[0] ?? market.tickSize,
      rows: BOOK_ROWS,
      minIntervalMs: BOOK_DRAW_MS,
      costLimit: BOOK_DRAW_COST,
    },
    recentTrades: { limit: TRADES_SHOWN, minIntervalMs: TRADES_DRAW_MS },
  });
  // A limit order starts at the last price, as on any exchange.
  const [form] = useState(() =>
    createOrderFormStore(data.tickers.find((ticker) => ticker.symbol === market.symbol)?.last ?? ''),
  );
  // The signed-in user's account session, shared with the wallet (none for a visitor).
  const session = useAccountSession();
  const account = signedIn ? session : undefined;

  return (
    <TradeScreenContext.Provider
      value={{ market, markets: data.markets, book: live.book, trades: live.trades, form, account }}
    >
      {children}
    </TradeScreenContext.Provider>
  );
}

export function useTradeScreen(): TradeScreen {
  const screen = useContext(TradeScreenContext);
  if (!screen) throw new Error('useTradeScreen needs a TradeScreenProvider above it');
  return screen;
}

export function useOrderForm<T>(selector: (draft: OrderFormDraft & OrderFormActions) => T): T {
  return useStore(useTradeScreen().form, selector);
}
