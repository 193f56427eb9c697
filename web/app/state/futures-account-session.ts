/**
 * The futures account session: the signed-in trader's positions, open and untriggered orders,
 * futures wallet, account summary, per-contract settings, histories (orders, closed positions, fills,
 * funding, transfers) and risk notices, one copy for every screen. Loaded over REST when its first
 * subscriber comes, then kept current by the private futures channels (`orders`, `positions`,
 * `balances`, `risk`) and by the answers of the screens' own calls; REST again when the socket is
 * down. Histories load when first shown. Made and disposed by the account session's follow logic
 * (account-session.ts): one per signed-in user.
 */
import type { FuturesRiskNotice } from '@vela/contracts/feed';
import type { TransferResponse } from '@vela/contracts/futures-account';
import type {
  FuturesAccountSummary,
  FuturesOrder,
  FuturesPosition,
  FuturesSettings,
} from '@vela/contracts/futures-trading';
import type { Balance } from '@vela/contracts/trading';
import Big from 'big.js';
import {
  applyToOpenFuturesOrders,
  mergeFuturesBalances,
  realizedPnlChanged,
  replacePosition,
} from '../lib/trading/futures-lists.ts';
import { currentAccountUserId, subscribeCurrentAccount } from './account-session.ts';
import {
  createFuturesHistories,
  emptyHistories,
  type FuturesHistories,
  type FuturesHistoriesState,
} from './futures-account-histories.ts';
import {
  browserFuturesAccountApi,
  browserFuturesAccountFeed,
  type FuturesAccountApi,
  type FuturesAccountFeed,
  type FuturesAccountPushes,
} from './futures-account-sources.ts';
import { createLiveStore, type LiveStore } from './live-store.ts';
import type { LoadStatus } from './paged-list.ts';

/** A risk push as the terminal lists it: `id` to dismiss it by, `receivedAt` (ms) to age it. */
export interface RiskNoticeEntry {
  readonly id: number;
  readonly notice: FuturesRiskNotice;
  readonly receivedAt: number;
}

export interface FuturesAccountState extends FuturesHistoriesState {
  readonly positions: readonly FuturesPosition[];
  readonly positionsStatus: LoadStatus;
  /** Open and untriggered orders, newest first. */
  readonly openOrders: readonly FuturesOrder[];
  readonly openStatus: LoadStatus;
  /** The futures wallet. */
  readonly balances: readonly Balance[];
  readonly balancesStatus: LoadStatus;
  readonly summary: FuturesAccountSummary | undefined;
  readonly summaryStatus: LoadStatus;
  /** Leverage and margin mode by contract symbol. */
  readonly settings: Readonly<Record<string, FuturesSettings>>;
  readonly settingsStatus: LoadStatus;
  /** The latest risk pushes, newest first (at most RISK_NOTICES_KEPT). */
  readonly riskNotices: readonly RiskNoticeEntry[];
}

/**
 * The session: also what the private channels tell it (FuturesAccountPushes: refresh, applyOrders,
 * push*) and the histories' paging (FuturesHistories: loadOrderHistory, loadPositionHistory, loadFills,
 * loadFunding, loadTransfers, setHistorySymbol).
 */
export interface FuturesAccountSession extends FuturesAccountPushes, FuturesHistories {
  /**
   * The account's state. Its first subscriber opens the session (REST reads, the private futures
   * channels); the last one leaving closes the channels. The data stays for the next subscriber.
   */
  readonly store: LiveStore<FuturesAccountState>;
  /** The summary again (at most once per SUMMARY_REFRESH_MS; a later change is read after that). */
  refreshSummary(): void;
  /** Positions a call answered about (margin moved): each replaces the one of its symbol. */
  applyPositions(positions: readonly FuturesPosition[]): void;
  /** A contract's leverage and margin mode as a settings call answered them. */
  applySettings(settings: FuturesSettings): void;
  /** A transfer's answer: the futures wallet after it, and the transfer on top of the history. */
  applyTransfer(response: TransferResponse): void;
  dismissRiskNotice(id: number): void;
  dispose(): void;
}

export const SUMMARY_REFRESH_MS = 500;
export const RISK_NOTICES_KEPT = 20;

type ReadStatusKey = 'positionsStatus' | 'openStatus' | 'balancesStatus' | 'summaryStatus' | 'settingsStatus';

/** A session on `api` and `feed` (the page's by default: futures-account-sources.ts). */
export function createFuturesAccountSession(
  api: FuturesAccountApi = browserFuturesAccountApi,
  feed: FuturesAccountFeed = browserFuturesAccountFeed,
): FuturesAccountSession {
  let disposed = false;
  // A live store: the private futures channels and the REST reads while subscribed.
  const store = createLiveStore<FuturesAccountState>({
    initial: {
      positions: [],
      positionsStatus: 'idle',
      openOrders: [],
      openStatus: 'idle',
      balances: [],
      balancesStatus: 'idle',
      summary: undefined,
      summaryStatus: 'idle',
      settings: {},
      settingsStatus: 'idle',
      ...emptyHistories(),
      riskNotices: [],
    },
    channels: () => feed.channels(session),
    seed: () => session.refresh(),
  });
  const state = () => store.getState();
  const set = (partial: Partial<FuturesAccountState>) => {
    if (!disposed) store.setState((current) => ({ ...current, ...partial }));
  };

  // Changes that arrive while a REST read is on its way are laid over its answer, which may be older.
  const ordersWhileReading = new Set<FuturesOrder[]>();
  const settingsWhileReading = new Set<FuturesSettings[]>();
  let positionPushes = 0;

  let summaryTimer: ReturnType<typeof setTimeout> | undefined;
  let summaryDue = false;
  let riskIds = 0;
  const histories = createFuturesHistories(api, state, set);

  function reading(key: ReadStatusKey): void {
    set({ [key]: state()[key] === 'ready' ? 'ready' : 'loading' });
  }

  function failed(key: ReadStatusKey): void {
    if (state()[key] !== 'ready') set({ [key]: 'error' });
  }

  function readSummary(): void {
    reading('summaryStatus');
    void api.fetchSummary().then((result) => {
      if (result.ok) set({ summary: result.value, summaryStatus: 'ready' });
      else failed('summaryStatus');
    });
  }

  function readOpenOrders(): void {
    reading('openStatus');
    const seen: FuturesOrder[] = [];
    ordersWhileReading.add(seen);
    void api.fetchOpenOrders().then((result) => {
      ordersWhileReading.delete(seen);
      if (result.ok) set({ openOrders: applyToOpenFuturesOrders(result.value, seen), openStatus: 'ready' });
      else failed('openStatus');
    });
  }

  function readPositions(): void {
    reading('positionsStatus');
    const pushesBefore = positionPushes;
    void api.fetchPositions().then((result) => {
      if (!result.ok) failed('positionsStatus');
      // A push since the read began is the whole list, and newer.
      else if (pushesBefore !== positionPushes) set({ positionsStatus: 'ready' });
      else set({ positions: result.value, positionsStatus: 'ready' });
    });
  }

  function readBalances(): void {
    reading('balancesStatus');
    void api.fetchFuturesAccount().then((result) => {
      // A balance pushed meanwhile with a higher version stays.
      if (result.ok) set({ balances: mergeFuturesBalances(state().balances, result.value), balancesStatus: 'ready' });
      else failed('balancesStatus');
    });
  }

  function readSettings(): void {
    reading('settingsStatus');
    const seen: FuturesSettings[] = [];
    settingsWhileReading.add(seen);
    void api.fetchSettings().then((result) => {
      settingsWhileReading.delete(seen);
      if (!result.ok) {
        failed('settingsStatus');
        return;
      }
      const settings: Record<string, FuturesSettings> = {};
      for (const item of [...result.value, ...seen]) settings[item.symbol] = item;
      set({ settings, settingsStatus: 'ready' });
    });
  }

  const session: FuturesAccountSession = {
    store,
    refresh() {
      readPositions();
      readOpenOrders();
      readBalances();
      readSettings();
      readSummary();
    },
    refreshSummary() {
      if (summaryTimer !== undefined) {
        summaryDue = true;
        return;
      }
      readSummary();
      const pause = () => {
        summaryTimer = setTimeout(() => {
          summaryTimer = undefined;
          if (!summaryDue || disposed) return;
          summaryDue = false;
          readSummary();
          pause();
        }, SUMMARY_REFRESH_MS);
      };
      pause();
    },
    loadOrderHistory: histories.loadOrderHistory,
    loadPositionHistory: histories.loadPositionHistory,
    loadFills: histories.loadFills,
    loadFunding: histories.loadFunding,
    loadTransfers: histories.loadTransfers,
    setHistorySymbol: histories.setHistorySymbol,
    applyOrders(orders) {
      if (orders.length === 0) return;
      for (const seen of ordersWhileReading) seen.push(...orders);
      const { openOrders } = state();
      const filled = orders.filter((order) => {
        const held = openOrders.find((item) => item.id === order.id);
        return new Big(order.filledQuantity).gt(held?.filledQuantity ?? '0');
      });
      set({ openOrders: applyToOpenFuturesOrders(openOrders, orders) });
      histories.ordersChanged(orders, filled);
      session.refreshSummary();
    },
    applyPositions(positions) {
      set({ positions: positions.reduce(replacePosition, state().positions) });
      session.refreshSummary();
    },
    applySettings(settings) {
      for (const seen of settingsWhileReading) seen.push(settings);
      set({ settings: { ...state().settings, [settings.symbol]: settings } });
    },
    applyTransfer(response) {
      set({ balances: mergeFuturesBalances(state().balances, [response.futures]) });
      histories.transferMade(response.transfer);
      session.refreshSummary();
    },
    pushPositions(positions) {
      positionPushes += 1;
      const before = state().positions;
      set({ positions, positionsStatus: 'ready' });
      if (realizedPnlChanged(before, positions)) histories.fundingMayHaveChanged();
      session.refreshSummary();
    },
    pushBalances(balances) {
      set({ balances: mergeFuturesBalances(state().balances, balances) });
      session.refreshSummary();
      // There is no funding push: a payment moves the wallet, so a shown funding tab reads again.
      histories.fundingMayHaveChanged();
    },
    pushRisk(notice) {
      riskIds += 1;
      const entry: RiskNoticeEntry = { id: riskIds, notice, receivedAt: Date.now() };
      set({ riskNotices: [entry, ...state().riskNotices].slice(0, RISK_NOTICES_KEPT) });
    },
    dismissRiskNotice(id) {
      const { riskNotices } = state();
      if (riskNotices.some((entry) => entry.id === id))
        set({ riskNotices: riskNotices.filter((entry) => entry.id !== id) });
    },
    dispose() {
      disposed = true;
      clearTimeout(summaryTimer);
      histories.dispose();
      store.dispose();
    },
  };
  return session;
}

let current: { userId: string; account: FuturesAccountSession } | undefined;
const currentListeners = new Set<() => void>();

/** The signed-in user's futures account session; undefined for a visitor (and on the server). */
export function currentFuturesAccount(): FuturesAccountSession | undefined {
  return current?.account;
}

export function subscribeCurrentFuturesAccount(listener: () => void): () => void {
  currentListeners.add(listener);
  return () => currentListeners.delete(listener);
}

/**
 * Follows the signed-in user: a new session for a user, none for a visitor (null), the previous
 * one disposed. Cheap: nothing is read or opened until a futures screen subscribes.
 */
export function followFuturesAccount(userId: string | null): void {
  if ((current?.userId ?? null) === userId) return;
  current?.account.dispose();
  current = userId === null ? undefined : { userId, account: createFuturesAccountSession() };
  for (const listener of [...currentListeners]) listener();
}

// The account session (part of every page) does not load this module; a futures screen does, and
// from then on the futures account follows whoever the account session follows.
followFuturesAccount(currentAccountUserId());
subscribeCurrentAccount(() => followFuturesAccount(currentAccountUserId()));
