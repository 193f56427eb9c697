/**
 * Where the futures account session (futures-account-session.ts) gets its data in the page: the
 * futures calls, whose code loads with the first read, and the private channels of the futures
 * feed, which load (and open the futures socket) with the session's first subscriber.
 */
import type { FuturesRiskNotice } from '@vela/contracts/feed';
import type { FuturesOrder, FuturesPosition } from '@vela/contracts/futures-trading';
import type { Balance } from '@vela/contracts/trading';
import { openFuturesChannel } from '../lib/realtime/feed-loader.ts';
import type { FuturesApi, FuturesResult } from '../lib/trading/futures-api.ts';

/** The calls the session makes (futures-api.ts), swapped in tests. */
export type FuturesAccountApi = Pick<
  FuturesApi,
  | 'fetchOpenOrders'
  | 'fetchPositions'
  | 'fetchFuturesAccount'
  | 'fetchSummary'
  | 'fetchSettings'
  | 'fetchOrderHistory'
  | 'fetchFills'
  | 'fetchFunding'
  | 'fetchTransfers'
>;

/** What the private channels tell the session. */
export interface FuturesAccountPushes {
  /** Positions, open orders, wallet, summary and settings over REST: the feed was down. */
  refresh(): void;
  /** Orders as they now stand: a push, or a call's answer (place, cancel, close, TP/SL). */
  applyOrders(orders: readonly FuturesOrder[]): void;
  /** The whole list of positions after a change. */
  pushPositions(positions: readonly FuturesPosition[]): void;
  pushBalances(balances: readonly Balance[]): void;
  pushRisk(notice: FuturesRiskNotice): void;
}

/** What the session opens while subscribed; returns what closes it. */
export interface FuturesAccountFeed {
  open(account: FuturesAccountPushes): () => void;
}

/** The calls, their code (and the futures contracts' schemas) loaded with the first one. */
function lazyFuturesApi(): FuturesAccountApi {
  const via = <T>(use: (api: FuturesApi) => Promise<FuturesResult<T>>): Promise<FuturesResult<T>> =>
    import('../lib/trading/futures-api.ts').then(
      ({ futuresApi }) => use(futuresApi),
      (): FuturesResult<T> => ({ ok: false, failure: { code: 'network' } }),
    );
  return {
    fetchOpenOrders: (symbol) => via((api) => api.fetchOpenOrders(symbol)),
    fetchPositions: (symbol) => via((api) => api.fetchPositions(symbol)),
    fetchFuturesAccount: () => via((api) => api.fetchFuturesAccount()),
    fetchSummary: () => via((api) => api.fetchSummary()),
    fetchSettings: (symbol) => via((api) => api.fetchSettings(symbol)),
    fetchOrderHistory: (request) => via((api) => api.fetchOrderHistory(request)),
    fetchFills: (request) => via((api) => api.fetchFills(request)),
    fetchFunding: (request) => via((api) => api.fetchFunding(request)),
    fetchTransfers: (request) => via((api) => api.fetchTransfers(request)),
  };
}

/** The private channels of the page's futures feed: orders, positions, balances, risk. */
export const browserFuturesAccountFeed: FuturesAccountFeed = {
  open(account) {
    const closers = [
      openFuturesChannel(
        { channel: 'orders' },
        {
          onUpdate: (orders) => account.applyOrders(orders),
          // Every channel hears the fallback signals: one of them refreshes.
          onHttpFallback: () => account.refresh(),
        },
      ),
      openFuturesChannel({ channel: 'positions' }, { onSnapshot: (positions) => account.pushPositions(positions) }),
      openFuturesChannel({ channel: 'balances' }, { onUpdate: (balances) => account.pushBalances(balances) }),
      openFuturesChannel({ channel: 'risk' }, { onUpdate: (notice) => account.pushRisk(notice) }),
    ];
    return () => {
      for (const close of closers) close();
    };
  },
};

/** The page's futures calls, for every session. */
export const browserFuturesAccountApi: FuturesAccountApi = lazyFuturesApi();
