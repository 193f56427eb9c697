import type { SpotMarket } from '@vela/contracts/markets';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { marketSession } from '../../state/market-session.ts';
import { createTradingAccount, type TradingAccount } from './account/trading-account-store.ts';
import { createLiveBook, type LiveBook } from './book/live-book.ts';
import type { OrderFormActions } from './form/order-form-store.ts';
import { createOrderFormStore, type OrderFormDraft, type OrderFormStore } from './form/order-form-store.ts';
import { animationFrameClock } from './live/frame-scheduler.ts';
import { groupingSteps } from './model/order-book.ts';
import type { TradePageData } from './trade-page-data.ts';
import { createLiveTrades, type LiveTrades } from './trades/live-trades.ts';

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
 * The live pieces of one market's screen, made once per market (the page keys this provider by
 * symbol) and shared by its panels: the book, the trades, the form draft and the account.
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
  const [pieces] = useState(() => {
    const clock = animationFrameClock();
    return {
      book: createLiveBook({
        symbol: market.symbol,
        initial: data.depth,
        step: groupingSteps(market.tickSize)[0] ?? market.tickSize,
        rows: BOOK_ROWS,
        clock,
        minIntervalMs: BOOK_DRAW_MS,
        costLimit: BOOK_DRAW_COST,
        // The market session asks the feed for a fresh snapshot (the channel layer resubscribes).
        onResync: () => marketSession(market.symbol).resyncDepth(),
      }),
      trades: createLiveTrades({
        symbol: market.symbol,
        initial: data.trades,
        limit: TRADES_SHOWN,
        clock,
        minIntervalMs: TRADES_DRAW_MS,
      }),
      // A limit order starts at the last price, as on any exchange.
      form: createOrderFormStore(data.tickers.find((ticker) => ticker.symbol === market.symbol)?.last ?? ''),
    };
  });
  const [account, setAccount] = useState<TradingAccount | undefined>(undefined);

  useEffect(() => {
    if (!signedIn) return;
    const created = createTradingAccount();
    setAccount(created);
    return () => {
      created.dispose();
      setAccount(undefined);
    };
  }, [signedIn]);

  useEffect(
    () => () => {
      pieces.book.dispose();
      pieces.trades.dispose();
    },
    [pieces],
  );

  return (
    <TradeScreenContext.Provider value={{ market, markets: data.markets, ...pieces, account }}>
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
