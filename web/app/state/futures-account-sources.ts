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
import { type LiveChannel, liveChannel } from './live-store.ts';

/** The calls the session makes (futures-api.ts), swapped in tests. */
export type FuturesAccountApi = Pick<
  FuturesApi,
  | 'fetchOpenOrders'
  | 'fetchPositions'
  | 'fetchFuturesAccount'
  | 'fetchSummary'
  | 'fetchSettings'
  | 'fetchOrderHistory'
  | 'fetchPositionHistory'
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

/** The channels the session holds while subscribed (the REST reads are its seed). */
export interface FuturesAccountFeed {
  channels(account: FuturesAccountPushes): readonly LiveChannel[];
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
    fetchPositionHistory: (request) => via((api) => api.fetchPositionHistory(request)),
    fetchFills: (request) => via((api) => api.fetchFills(request)),
    fetchFunding: (request) => via((api) => api.fetchFunding(request)),
    fetchTransfers: (request) => via((api) => api.fetchTransfers(request)),
  };
}

/** The private channels of the page's futures feed: orders, positions, balances, risk. */
export const browserFuturesAccountFeed: FuturesAccountFeed = {
  channels: (account) => [
    liveChannel(openFuturesChannel, { channel: 'orders' }, { onUpdate: account.applyOrders }),
    liveChannel(openFuturesChannel, { channel: 'positions' }, { onSnapshot: account.pushPositions }),
    liveChannel(openFuturesChannel, { channel: 'balances' }, { onUpdate: account.pushBalances }),
    liveChannel(openFuturesChannel, { channel: 'risk' }, { onUpdate: account.pushRisk }),
  ],
};

/** The page's futures calls, for every session. */
export const browserFuturesAccountApi: FuturesAccountApi = lazyFuturesApi();
