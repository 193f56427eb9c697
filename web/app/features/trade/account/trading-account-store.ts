import type { Balance, Fill, Order } from '@vela/contracts/trading';
import Big from 'big.js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyToOpenOrders, applyToOrderHistory, mergeBalances } from '../model/account-lists.ts';
import type { TradingResult } from './trading-api.ts';
import * as tradingApi from './trading-api.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A list read page by page, newest first. */
export interface PagedList<T> {
  readonly items: readonly T[];
  readonly nextBefore: string | null;
  readonly status: LoadStatus;
}

export interface TradingAccountState {
  readonly openOrders: readonly Order[];
  readonly openStatus: LoadStatus;
  readonly balances: readonly Balance[];
  readonly balancesStatus: LoadStatus;
  readonly orderHistory: PagedList<Order>;
  readonly fills: PagedList<Fill>;
  /** The histories show this market only; undefined: every market. */
  readonly historySymbol: string | undefined;
}

/** The calls the store makes: the order API, swapped in tests. */
export type TradingApi = Pick<
  typeof tradingApi,
  'fetchOpenOrders' | 'fetchBalances' | 'fetchOrderHistory' | 'fetchFills'
>;

const HISTORY_PAGE = 50;
/** A burst of fills (one order walking the book) refreshes the trade history once. */
const FILLS_REFRESH_MS = 250;

const emptyPage = <T>(): PagedList<T> => ({ items: [], nextBefore: null, status: 'idle' });

export interface TradingAccount {
  readonly store: StoreApi<TradingAccountState>;
  /** Open orders and balances: on start, and again after the feed was down. */
  refresh(): void;
  /** First page of order history (again), or the next page with `more`. */
  loadOrderHistory(more?: boolean): void;
  loadFills(more?: boolean): void;
  setHistorySymbol(symbol: string | undefined): void;
  /** An order as it now stands (a push, or a call's answer). */
  applyOrder(order: Order): void;
  applyBalances(balances: readonly Balance[]): void;
  dispose(): void;
}

/**
 * The signed-in trader's orders, fills and balances on the trade screen: loaded over REST, then
 * kept current by the private feed's `orders` and `balances` pushes (and the answers of the
 * screen's own calls), so nothing needs a reload. Histories load when first shown.
 */
export function createTradingAccount(api: TradingApi = tradingApi): TradingAccount {
  const store = createStore<TradingAccountState>()(() => ({
    openOrders: [],
    openStatus: 'idle',
    balances: [],
    balancesStatus: 'idle',
    orderHistory: emptyPage(),
    fills: emptyPage(),
    historySymbol: undefined,
  }));
  let disposed = false;
  let fillsTimer: ReturnType<typeof setTimeout> | undefined;
  // Answers of superseded history requests (a filter change, a reload) are dropped.
  const generation = { orderHistory: 0, fills: 0 };

  const set = (partial: Partial<TradingAccountState>) => {
    if (!disposed) store.setState(partial);
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
      void api.fetchOpenOrders().then((result) => {
        if (result.ok) set({ openOrders: result.value, openStatus: 'ready' });
        else if (store.getState().openStatus !== 'ready') set({ openStatus: 'error' });
      });
      set({ balancesStatus: store.getState().balancesStatus === 'ready' ? 'ready' : 'loading' });
      void api.fetchBalances().then((result) => {
        if (result.ok) set({ balances: result.value, balancesStatus: 'ready' });
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
      const state = store.getState();
      const held = state.openOrders.find((item) => item.id === order.id);
      const filledMore = new Big(order.filledQuantity).gt(held?.filledQuantity ?? '0');
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
    dispose() {
      disposed = true;
      clearTimeout(fillsTimer);
    },
  };
  return account;
}
