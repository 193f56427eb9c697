import type { Balance, Fill, Order } from '@vela/contracts/trading';
import { compareDecimals } from '../lib/format/exact-decimal.ts';
import { openChannel } from '../lib/realtime/feed-loader.ts';
import { applyToOpenOrders, applyToOrderHistory, mergeBalances } from '../lib/trading/account-lists.ts';
import type * as tradingApi from '../lib/trading/trading-api.ts';
import type { TradingResult } from '../lib/trading/trading-api.ts';
import { createLiveStore, type LiveChannel, type LiveStore, liveChannel } from './live-store.ts';
import { emptyPage, type LoadStatus, type PagedList } from './paged-list.ts';

export interface TradingAccountState {
  readonly openOrders: readonly Order[];
  readonly openStatus: LoadStatus;
  readonly balances: readonly Balance[];
  readonly balancesStatus: LoadStatus;
  readonly orderHistory: PagedList<Order>;
  readonly fills: PagedList<Fill>;
  /** The histories show this market only; undefined: every market. */
  readonly historySymbol: string | undefined;
  /** Counts the balance changes pushed by the feed (the wallet's ledger reloads on them). */
  readonly balancePushes: number;
}

/** The calls the store makes: the order API, swapped in tests. */
export type TradingApi = Pick<
  typeof tradingApi,
  'fetchOpenOrders' | 'fetchBalances' | 'fetchOrderHistory' | 'fetchFills'
>;

/** The order API, whose code (and the contract's schemas, zod with them) loads with the first read. */
const browserTradingApi: TradingApi = {
  fetchOpenOrders: (symbol) => lazyCall((api) => api.fetchOpenOrders(symbol)),
  fetchBalances: () => lazyCall((api) => api.fetchBalances()),
  fetchOrderHistory: (request) => lazyCall((api) => api.fetchOrderHistory(request)),
  fetchFills: (request) => lazyCall((api) => api.fetchFills(request)),
};

function lazyCall<T>(use: (api: TradingApi) => Promise<TradingResult<T>>): Promise<TradingResult<T>> {
  return import('../lib/trading/trading-api.ts').then(
    use,
    (): TradingResult<T> => ({
      ok: false,
      failure: { code: 'network' },
    }),
  );
}

const HISTORY_PAGE = 50;
/** A burst of fills (one order walking the book) refreshes the trade history once. */
const FILLS_REFRESH_MS = 250;

export interface TradingAccount {
  /**
   * The account's state. Its first subscriber opens the session (open orders and balances read
   * over REST, the private `orders` and `balances` channels opened, REST again when the socket is
   * down); the last one leaving closes the channels. The data stays for the next subscriber.
   */
  readonly store: LiveStore<TradingAccountState>;
  /** Open orders and balances: on start, and again after the feed was down. */
  refresh(): void;
  /** First page of order history (again), or the next page with `more`. */
  loadOrderHistory(more?: boolean): void;
  loadFills(more?: boolean): void;
  setHistorySymbol(symbol: string | undefined): void;
  /** An order as it now stands (a push, or a call's answer). */
  applyOrder(order: Order): void;
  applyBalances(balances: readonly Balance[]): void;
  /** Balances the feed pushed (counted in balancePushes). */
  pushBalances(balances: readonly Balance[]): void;
  dispose(): void;
}

/** The channels the session holds while subscribed: the private ones (the page's feed by default). */
export interface AccountFeed {
  channels(account: TradingAccount): readonly LiveChannel[];
}

const browserAccountFeed: AccountFeed = {
  channels: (account) => [
    liveChannel(openChannel, { channel: 'orders' }, { onUpdate: account.applyOrder }),
    liveChannel(openChannel, { channel: 'balances' }, { onUpdate: account.pushBalances }),
  ],
};

/**
 * The account session: the signed-in trader's open orders, order and trade histories (first page,
 * more on demand) and balances, one copy for every screen (trade, wallet). Loaded over REST, then
 * kept current by the private feed's `orders` and `balances` pushes (and the answers of the
 * screens' own calls), so nothing needs a reload. Histories load when first shown.
 */
export function createTradingAccount(
  api: TradingApi = browserTradingApi,
  feed: AccountFeed = browserAccountFeed,
): TradingAccount {
  let disposed = false;
  const ordersWhileReading = new Set<Order[]>();
  // A live store: the private channels and the REST read (open orders, balances) while subscribed.
  const store = createLiveStore<TradingAccountState>({
    initial: {
      openOrders: [],
      openStatus: 'idle',
      balances: [],
      balancesStatus: 'idle',
      orderHistory: emptyPage(),
      fills: emptyPage(),
      historySymbol: undefined,
      balancePushes: 0,
    },
    channels: () => feed.channels(account),
    seed: () => account.refresh(),
  });
  let fillsTimer: ReturnType<typeof setTimeout> | undefined;
  // Answers of superseded history requests (a filter change, a reload) are dropped.
  const generation = { orderHistory: 0, fills: 0 };

  const set = (partial: Partial<TradingAccountState>) => {
    if (!disposed) store.setState((state) => ({ ...state, ...partial }));
  };

  async function loadPaged<K extends 'orderHistory' | 'fills', T>(
    key: K,
    more: boolean,
    fetch: (before: string | undefined) => Promise<TradingResult<{ items: readonly T[]; nextBefore: string | null }>>,
  ) {
    const current = store.getState()[key] as PagedList<T>;
    if (more && current.nextBefore === null) return;
    const mine = ++generation[key];
    set({ [key]: { ...current, status: 'loading' } } as Partial<TradingAccountState>);
    const result = await fetch(more ? (current.nextBefore ?? undefined) : undefined);
    if (mine !== generation[key]) return;
    const latest = store.getState()[key] as PagedList<T>;
    const next: PagedList<T> = result.ok
      ? {
          items: more ? [...latest.items, ...result.value.items] : result.value.items,
          nextBefore: result.value.nextBefore,
          status: 'ready',
        }
      : { ...latest, status: 'error' };
    set({ [key]: next } as Partial<TradingAccountState>);
  }

  const account: TradingAccount = {
    store,
    refresh() {
      set({ openStatus: store.getState().openStatus === 'ready' ? 'ready' : 'loading' });
      // Orders pushed while the answer is on its way are newer than it: replayed on top of it.
      const seen: Order[] = [];
      ordersWhileReading.add(seen);
      void api.fetchOpenOrders().then((result) => {
        ordersWhileReading.delete(seen);
        if (result.ok) set({ openOrders: seen.reduce(applyToOpenOrders, result.value), openStatus: 'ready' });
        else if (store.getState().openStatus !== 'ready') set({ openStatus: 'error' });
      });
      set({ balancesStatus: store.getState().balancesStatus === 'ready' ? 'ready' : 'loading' });
      void api.fetchBalances().then((result) => {
        // By version: a push that overtook this answer keeps its newer balance.
        if (result.ok)
          set({ balances: mergeBalances(store.getState().balances, result.value), balancesStatus: 'ready' });
        else if (store.getState().balancesStatus !== 'ready') set({ balancesStatus: 'error' });
      });
    },
    loadOrderHistory(more = false) {
      const symbol = store.getState().historySymbol;
      void loadPaged('orderHistory', more, async (before) => {
        const result = await api.fetchOrderHistory({ symbol, before, limit: HISTORY_PAGE });
        return result.ok
          ? { ok: true, value: { items: result.value.orders, nextBefore: result.value.nextBefore } }
          : result;
      });
    },
    loadFills(more = false) {
      const symbol = store.getState().historySymbol;
      void loadPaged('fills', more, async (before) => {
        const result = await api.fetchFills({ symbol, before, limit: HISTORY_PAGE });
        return result.ok
          ? { ok: true, value: { items: result.value.fills, nextBefore: result.value.nextBefore } }
          : result;
      });
    },
    setHistorySymbol(symbol) {
      if (store.getState().historySymbol === symbol) return;
      const { orderHistory, fills } = store.getState();
      set({ historySymbol: symbol });
      if (orderHistory.status !== 'idle') account.loadOrderHistory();
      if (fills.status !== 'idle') account.loadFills();
    },
    applyOrder(order) {
      for (const seen of ordersWhileReading) seen.push(order);
      const state = store.getState();
      const held = state.openOrders.find((item) => item.id === order.id);
      const filledMore = compareDecimals(order.filledQuantity, held?.filledQuantity ?? '0') > 0;
      const inHistory = state.historySymbol === undefined || state.historySymbol === order.symbol;
      set({
        openOrders: applyToOpenOrders(state.openOrders, order),
        orderHistory:
          inHistory && state.orderHistory.status !== 'idle'
            ? { ...state.orderHistory, items: applyToOrderHistory(state.orderHistory.items, order) }
            : state.orderHistory,
      });
      // Pushes carry orders, not fills: a fill shows as more filled, and the trade history is read again.
      if (filledMore && inHistory && state.fills.status !== 'idle') {
        clearTimeout(fillsTimer);
        fillsTimer = setTimeout(() => account.loadFills(), FILLS_REFRESH_MS);
      }
    },
    applyBalances(balances) {
      set({ balances: mergeBalances(store.getState().balances, balances) });
    },
    pushBalances(balances) {
      const state = store.getState();
      set({ balances: mergeBalances(state.balances, balances), balancePushes: state.balancePushes + 1 });
    },
    dispose() {
      disposed = true;
      clearTimeout(fillsTimer);
      store.dispose();
    },
  };
  return account;
}
