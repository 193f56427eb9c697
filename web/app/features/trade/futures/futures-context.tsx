import type { FuturesContract, FuturesTicker } from '@vela/contracts/futures';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { LiveBook } from '../../../lib/market/live-book.ts';
import type { LiveTrades } from '../../../lib/market/live-trades.ts';
import { lastFuturesCookie } from '../../../lib/routing/last-futures.ts';
import type { FuturesAccountSession } from '../../../state/futures-account-session.ts';
import { futuresMarketSession, type MarketSession } from '../../../state/market-session.ts';
import { useFuturesAccount } from '../../../state/use-futures-account-session.ts';
import { useMarketLive } from '../../../state/use-market-session.ts';
import { type MarketPanels, MarketPanelsProvider, panelsLiveSeed } from '../shared/market-panels.tsx';
import { createFuturesOrderFormStore, type FuturesOrderFormStore } from './form/futures-order-form-store.ts';
import type { FuturesPageData } from './futures-page-data.ts';

export interface FuturesTerminal {
  readonly contract: FuturesContract;
  /** Every listed contract, in display order. */
  readonly contracts: readonly FuturesContract[];
  /** The contract's market session on the futures feed (book, trades, bars, its ticker). */
  readonly session: MarketSession<FuturesTicker>;
  readonly book: LiveBook;
  readonly trades: LiveTrades;
  /** The order draft, shared by the page's form and the phone's order sheet. */
  readonly form: FuturesOrderFormStore;
  /** The signed-in trader's futures account (positions, orders, wallet); undefined for a visitor. */
  readonly account: FuturesAccountSession | undefined;
}

const FuturesTerminalContext = createContext<FuturesTerminal | null>(null);

/**
 * The live pieces of one contract's terminal (the page keys this provider by symbol): its market
 * session with the book and trades it feeds (handed to the shared panels as well), the order
 * draft and the trader's futures account. Remembers the contract as the one `/futures` opens next time.
 */
export function FuturesTerminalProvider({
  data,
  signedIn,
  children,
}: {
  data: FuturesPageData;
  signedIn: boolean;
  children: ReactNode;
}) {
  const { contract } = data;
  const [session] = useState(() => futuresMarketSession(contract.symbol));
  const live = useMarketLive(session, panelsLiveSeed(contract, data));
  // A limit order starts at the last price (the mark price before the contract first trades).
  const [form] = useState(() => {
    const ticker = data.tickers.find((candidate) => candidate.symbol === contract.symbol);
    return createFuturesOrderFormStore(ticker?.lastPrice ?? ticker?.markPrice ?? '');
  });
  // The signed-in user's futures account session (none for a visitor).
  const accountSession = useFuturesAccount();
  const account = signedIn ? accountSession : undefined;
  useEffect(() => {
    document.cookie = lastFuturesCookie(contract.symbol);
  }, [contract.symbol]);

  const panels = useMemo<MarketPanels>(
    () => ({
      market: contract,
      book: live.book,
      trades: live.trades,
      session,
      pickPrice: (price) => form.getState().pickPrice(price),
    }),
    [contract, live, session, form],
  );
  const terminal = useMemo<FuturesTerminal>(
    () => ({
      contract,
      contracts: data.contracts,
      session,
      book: live.book,
      trades: live.trades,
      form,
      account,
    }),
    [contract, data.contracts, session, live, form, account],
  );

  return (
    <FuturesTerminalContext.Provider value={terminal}>
      <MarketPanelsProvider value={panels}>{children}</MarketPanelsProvider>
    </FuturesTerminalContext.Provider>
  );
}

export function useFuturesTerminal(): FuturesTerminal {
  const terminal = useContext(FuturesTerminalContext);
  if (!terminal) throw new Error('useFuturesTerminal needs a FuturesTerminalProvider above it');
  return terminal;
}
