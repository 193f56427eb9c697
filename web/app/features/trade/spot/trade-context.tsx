import type { SpotMarket } from '@vela/contracts/markets';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { marketSession } from '../../../state/market-session.ts';
import type { TradingAccount } from '../../../state/trading-account.ts';
import { useAccountSession } from '../../../state/use-account-session.ts';
import { useMarketLive } from '../../../state/use-market-session.ts';
import { type MarketPanels, MarketPanelsProvider, panelsLiveSeed } from '../shared/market-panels.tsx';
import type { OrderFormActions } from './form/order-form-store.ts';
import { createOrderFormStore, type OrderFormDraft, type OrderFormStore } from './form/order-form-store.ts';
import type { TradePageData } from './trade-page-data.ts';

export interface TradeScreen {
  readonly market: SpotMarket;
  readonly markets: readonly SpotMarket[];
  readonly form: OrderFormStore;
  /** The signed-in trader's orders and balances; undefined for a visitor. */
  readonly account: TradingAccount | undefined;
}

const TradeScreenContext = createContext<TradeScreen | null>(null);

/**
 * The live pieces of one market's screen (the page keys this provider by symbol), shared by its
 * panels: the book and the trades (owned and fed by the market's session, held while mounted, and
 * handed to the shared panels: market-panels.tsx), the form draft and the account.
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
  const [session] = useState(() => marketSession(market.symbol));
  const live = useMarketLive(session, panelsLiveSeed(market, data));
  // A limit order starts at the last price, as on any exchange.
  const [form] = useState(() =>
    createOrderFormStore(data.tickers.find((ticker) => ticker.symbol === market.symbol)?.last ?? ''),
  );
  // The signed-in user's account session, shared with the wallet (none for a visitor).
  const accountSession = useAccountSession();
  const account = signedIn ? accountSession : undefined;
  const panels = useMemo<MarketPanels>(
    () => ({
      market,
      book: live.book,
      trades: live.trades,
      session,
      pickPrice: (price) => form.getState().pickPrice(price),
      account,
    }),
    [market, live, session, form, account],
  );
  const screen = useMemo<TradeScreen>(
    () => ({ market, markets: data.markets, form, account }),
    [market, data.markets, form, account],
  );

  return (
    <TradeScreenContext.Provider value={screen}>
      <MarketPanelsProvider value={panels}>{children}</MarketPanelsProvider>
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
