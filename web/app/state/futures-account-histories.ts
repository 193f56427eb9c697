/**
 * The futures account's histories (orders, closed positions, fills, funding, transfers), a part of
 * the futures account session's state: each read page by page, newest first, when first shown; kept
 * current by the session's pushes (finished orders in their place by placing time; closed
 * positions, fills and funding read again after a burst of changes) since no push carries fills or
 * funding payments.
 */
import type { Transfer } from '@vela/contracts/futures-account';
import type { ClosedPosition, FundingPayment, FuturesFill, FuturesOrder } from '@vela/contracts/futures-trading';
import type { FuturesResult } from '../lib/trading/futures-api.ts';
import { applyToFuturesOrderHistory, isLiveFuturesOrder } from '../lib/trading/futures-lists.ts';
import type { FuturesAccountApi } from './futures-account-sources.ts';
import { createPagedLoader, emptyPage, type Page, type PagedList, type PageResult } from './paged-list.ts';

export interface FuturesHistoriesState {
  readonly orderHistory: PagedList<FuturesOrder>;
  readonly positionHistory: PagedList<ClosedPosition>;
  readonly fills: PagedList<FuturesFill>;
  readonly funding: PagedList<FundingPayment>;
  readonly transfers: PagedList<Transfer>;
  /** The order, position, fill and funding histories show this contract only; undefined: every contract. */
  readonly historySymbol: string | undefined;
}

export interface FuturesHistories {
  /** First page (again), or the next page with `more`. */
  loadOrderHistory(more?: boolean): void;
  loadPositionHistory(more?: boolean): void;
  loadFills(more?: boolean): void;
  loadFunding(more?: boolean): void;
  loadTransfers(more?: boolean): void;
  setHistorySymbol(symbol: string | undefined): void;
}

/** What the session tells its histories, besides the calls screens make. */
export interface FuturesHistoriesUpdates {
  /** Orders as they now stand; `filled` are those of them that filled more than before. */
  ordersChanged(orders: readonly FuturesOrder[], filled: readonly FuturesOrder[]): void;
  /** A funding payment may have come (the wallet or a position's realized PnL moved). */
  fundingMayHaveChanged(): void;
  transferMade(transfer: Transfer): void;
  dispose(): void;
}

const HISTORY_PAGE = 50;
/** A burst of fills (or of wallet changes) reads the history again once. */
const HISTORY_REFRESH_MS = 250;

export function emptyHistories(): FuturesHistoriesState {
  return {
    orderHistory: emptyPage(),
    positionHistory: emptyPage(),
    fills: emptyPage(),
    funding: emptyPage(),
    transfers: emptyPage(),
    historySymbol: undefined,
  };
}

function pageOf<A, T>(
  result: FuturesResult<A>,
  items: (answer: A) => readonly T[],
  nextBefore: (answer: A) => string | null,
): PageResult<T> {
  if (!result.ok) {
    const { code, retryAfterSeconds } = result.failure;
    // Too many reads (position history: 60 a minute): the wait the server asked for, 60 s without one.
    return code === 'rate-limited' ? { ok: false, retryAfterSeconds: retryAfterSeconds ?? 60 } : { ok: false };
  }
  const page: Page<T> = { items: items(result.value), nextBefore: nextBefore(result.value) };
  return { ok: true, value: page };
}

/** The histories kept in `state` / `set` (the session's store), read with `api`. */
export function createFuturesHistories(
  api: Pick<
    FuturesAccountApi,
    'fetchOrderHistory' | 'fetchPositionHistory' | 'fetchFills' | 'fetchFunding' | 'fetchTransfers'
  >,
  state: () => FuturesHistoriesState,
  set: (partial: Partial<FuturesHistoriesState>) => void,
): FuturesHistories & FuturesHistoriesUpdates {
  const loaders = {
    orderHistory: createPagedLoader(
      () => state().orderHistory,
      (orderHistory) => set({ orderHistory }),
    ),
    positionHistory: createPagedLoader(
      () => state().positionHistory,
      (positionHistory) => set({ positionHistory }),
    ),
    fills: createPagedLoader(
      () => state().fills,
      (fills) => set({ fills }),
    ),
    funding: createPagedLoader(
      () => state().funding,
      (funding) => set({ funding }),
    ),
    transfers: createPagedLoader(
      () => state().transfers,
      (transfers) => set({ transfers }),
    ),
  };
  type Reloaded = 'orderHistory' | 'positionHistory' | 'fills' | 'funding';
  const timers: Partial<Record<Reloaded, ReturnType<typeof setTimeout>>> = {};
  const reload: Record<Reloaded, () => void> = {
    orderHistory: () => histories.loadOrderHistory(),
    positionHistory: () => histories.loadPositionHistory(),
    fills: () => histories.loadFills(),
    funding: () => histories.loadFunding(),
  };
  const isShown = (key: keyof typeof loaders) => state()[key].status !== 'idle';
  /** Orders pushed since the order history's first page was last read (a page may predate them). */
  let pushedSinceRead: FuturesOrder[] = [];
  const inFilter = (order: FuturesOrder) => {
    const symbol = state().historySymbol;
    return symbol === undefined || symbol === order.symbol;
  };

  /** Reads a shown history's first page again once a burst of changes is over. */
  function reloadSoon(key: Reloaded): void {
    if (!isShown(key)) return;
    clearTimeout(timers[key]);
    timers[key] = setTimeout(reload[key], HISTORY_REFRESH_MS);
  }

  const histories: FuturesHistories & FuturesHistoriesUpdates = {
    loadOrderHistory(more = false) {
      const symbol = state().historySymbol;
      void loaders.orderHistory(more, async (before) => {
        const page = pageOf(
          await api.fetchOrderHistory({ symbol, before, limit: HISTORY_PAGE }),
          (answer) => answer.orders,
          (answer) => answer.nextBefore,
        );
        if (more || !page.ok) return page;
        // The first page replaces the list: orders pushed since the last read keep their place.
        const items = applyToFuturesOrderHistory(page.value.items, pushedSinceRead.filter(inFilter));
        pushedSinceRead = [];
        return { ok: true, value: { ...page.value, items } };
      });
    },
    loadPositionHistory(more = false) {
      const symbol = state().historySymbol;
      void loaders.positionHistory(more, async (before) =>
        pageOf(
          await api.fetchPositionHistory({ symbol, before, limit: HISTORY_PAGE }),
          (answer) => answer.positions,
          (answer) => answer.nextBefore,
        ),
      );
    },
    loadFills(more = false) {
      const symbol = state().historySymbol;
      void loaders.fills(more, async (before) =>
        pageOf(
          await api.fetchFills({ symbol, before, limit: HISTORY_PAGE }),
          (answer) => answer.fills,
          (answer) => answer.nextBefore,
        ),
      );
    },
    loadFunding(more = false) {
      const symbol = state().historySymbol;
      void loaders.funding(more, async (before) =>
        pageOf(
          await api.fetchFunding({ symbol, before, limit: HISTORY_PAGE }),
          (answer) => answer.payments,
          (answer) => answer.nextBefore,
        ),
      );
    },
    loadTransfers(more = false) {
      void loaders.transfers(more, async (before) =>
        pageOf(
          await api.fetchTransfers({ before, limit: HISTORY_PAGE }),
          (answer) => answer.transfers,
          (answer) => answer.nextBefore,
        ),
      );
    },
    setHistorySymbol(symbol) {
      if (state().historySymbol === symbol) return;
      set({ historySymbol: symbol });
      if (isShown('orderHistory')) histories.loadOrderHistory();
      if (isShown('positionHistory')) histories.loadPositionHistory();
      if (isShown('fills')) histories.loadFills();
      if (isShown('funding')) histories.loadFunding();
    },
    ordersChanged(orders, filled) {
      const { orderHistory } = state();
      if (isShown('orderHistory')) {
        pushedSinceRead.push(...orders);
        const items = applyToFuturesOrderHistory(orderHistory.items, orders.filter(inFilter));
        if (items !== orderHistory.items) set({ orderHistory: { ...orderHistory, items } });
        // And read again after the burst: an order that finished while a socket was down or a page
        // was read came by no push this list saw.
        if (orders.some((order) => inFilter(order) && !isLiveFuturesOrder(order))) reloadSoon('orderHistory');
      }
      // Pushes carry orders, not fills: a fill shows as more filled, and the trade and position
      // histories are read again (a fill may have closed a position).
      if (filled.some(inFilter)) {
        reloadSoon('fills');
        reloadSoon('positionHistory');
      }
    },
    fundingMayHaveChanged() {
      reloadSoon('funding');
    },
    transferMade(transfer) {
      const { transfers } = state();
      if (transfers.status === 'idle' || transfers.items.some((item) => item.id === transfer.id)) return;
      set({ transfers: { ...transfers, items: [transfer, ...transfers.items] } });
    },
    dispose() {
      for (const timer of Object.values(timers)) clearTimeout(timer);
    },
  };
  return histories;
}
