import type { TransferList } from '@vela/contracts/futures-account';
import type {
  ClosedPositionList,
  FundingPaymentList,
  FuturesFillList,
  FuturesOrder,
  FuturesOrderList,
  FuturesPosition,
  FuturesSettings,
} from '@vela/contracts/futures-trading';
import type { Balance } from '@vela/contracts/trading';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FuturesResult } from '../lib/trading/futures-api.ts';
import type { FuturesAccountApi } from './futures-account-sources.ts';

type Handlers = {
  onSnapshot?: (payload: unknown) => void;
  onUpdate?: (payload: unknown) => void;
  onHttpFallback?: (signal: string) => void;
};
const opened: { params: unknown; handlers: Handlers; closed: boolean }[] = [];
vi.mock('../lib/realtime/feed-loader.ts', () => ({
  openFuturesChannel: (params: unknown, handlers: Handlers) => {
    const entry = { params, handlers, closed: false };
    opened.push(entry);
    return () => {
      entry.closed = true;
    };
  },
}));

const {
  createFuturesAccountSession,
  currentFuturesAccount,
  followFuturesAccount,
  RISK_NOTICES_KEPT,
  SUMMARY_REFRESH_MS,
  subscribeCurrentFuturesAccount,
} = await import('./futures-account-session.ts');
const { aFuturesOrder, aFuturesPosition } = await import('../../test/support/futures.ts');

const ok = <T>(value: T): FuturesResult<T> => ({ ok: true, value });
const summary = (walletBalance: string) => ({
  asset: 'USDT' as const,
  walletBalance,
  available: walletBalance,
  orderMargin: '0',
  isolatedMargin: '0',
  crossPositionMargin: '0',
  unrealizedPnl: '0',
  marginBalance: walletBalance,
  crossMarginRatio: null,
});
const usdt = (available: string, version: number) => ({ asset: 'USDT', available, frozen: '0', version });
const settings = (symbol: string, leverage: number) => ({
  symbol,
  leverage,
  marginMode: 'cross' as const,
  maxLeverage: 125,
});
const payment = (time: string) => ({ symbol: 'BTC_USDT', amount: '-0.1', rate: '0.0001', markPrice: '1', time });

/** A promise the test settles, to put answers and pushes in a chosen order. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function fakeApi() {
  return {
    fetchOpenOrders: vi.fn(async (_symbol?: string) => ok<readonly FuturesOrder[]>([aFuturesOrder('1')])),
    fetchPositions: vi.fn(async (_symbol?: string) => ok<readonly FuturesPosition[]>([aFuturesPosition()])),
    fetchFuturesAccount: vi.fn(async () => ok<readonly Balance[]>([usdt('1000', 1)])),
    fetchSummary: vi.fn(async () => ok(summary('1000'))),
    fetchSettings: vi.fn(async (_symbol?: string) =>
      ok<readonly FuturesSettings[]>([settings('BTC_USDT', 10), settings('ETH_USDT', 5)]),
    ),
    fetchOrderHistory: vi.fn(async (_request: object) => ok<FuturesOrderList>({ orders: [], nextBefore: null })),
    fetchPositionHistory: vi.fn(async (_request: object) =>
      ok<ClosedPositionList>({ positions: [], nextBefore: null }),
    ),
    fetchFills: vi.fn(async (_request: object) => ok<FuturesFillList>({ fills: [], nextBefore: null })),
    fetchFunding: vi.fn(async (request: { before?: string }) =>
      ok<FundingPaymentList>({
        payments: [payment(request.before ?? 'first')],
        nextBefore: request.before ? null : '10',
      }),
    ),
    fetchTransfers: vi.fn(async (_request: object) => ok<TransferList>({ transfers: [], nextBefore: null })),
  } satisfies FuturesAccountApi;
}

const noFeed = { channels: () => [] };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('futures account session', () => {
  it('opens with its first subscriber (REST, then the private channels) and closes them with the last', async () => {
    const api = fakeApi();
    const closed = vi.fn();
    const feed = { channels: vi.fn(() => [() => closed]) };
    const account = createFuturesAccountSession(api, feed);
    expect(feed.channels).not.toHaveBeenCalled();
    const offFirst = account.store.subscribe(() => {});
    const offSecond = account.store.subscribe(() => {});
    expect(feed.channels).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(account.store.getState()).toMatchObject({
      positionsStatus: 'ready',
      openStatus: 'ready',
      balancesStatus: 'ready',
      summaryStatus: 'ready',
      settingsStatus: 'ready',
      summary: summary('1000'),
    });
    expect(account.store.getState().settings.ETH_USDT?.leverage).toBe(5);
    expect(api.fetchFunding).not.toHaveBeenCalled();
    offFirst();
    offFirst();
    expect(closed).not.toHaveBeenCalled();
    offSecond();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(account.store.getState().positions).toHaveLength(1);
  });

  it('keeps the newer of a REST answer and the pushes that came while it was on its way', async () => {
    const api = fakeApi();
    const orders = deferred<FuturesResult<readonly FuturesOrder[]>>();
    const balances = deferred<FuturesResult<readonly Balance[]>>();
    const positions = deferred<FuturesResult<readonly FuturesPosition[]>>();
    api.fetchOpenOrders.mockReturnValueOnce(orders.promise);
    api.fetchFuturesAccount.mockReturnValueOnce(balances.promise);
    api.fetchPositions.mockReturnValueOnce(positions.promise);
    const account = createFuturesAccountSession(api, noFeed);
    account.refresh();
    // Order 1 filled and order 3 placed after the server read its list, which still has 1 open.
    account.applyOrders([aFuturesOrder('1', { status: 'filled', filledQuantity: '0.01', version: 2 })]);
    account.applyOrders([aFuturesOrder('3', { createdAt: '2026-01-01T00:00:03.000Z' })]);
    account.pushBalances([usdt('400', 7)]);
    account.pushPositions([aFuturesPosition({ size: '0.02' })]);
    orders.resolve(ok([aFuturesOrder('1'), aFuturesOrder('2')]));
    balances.resolve(ok([usdt('1000', 6)]));
    positions.resolve(ok([aFuturesPosition()]));
    await vi.runAllTimersAsync();
    const state = account.store.getState();
    expect(state.openOrders.map((order) => order.id)).toEqual(['3', '2']);
    expect(state.balances).toEqual([usdt('400', 7)]);
    expect(state.positions.map((position) => position.size)).toEqual(['0.02']);
    expect(state).toMatchObject({ openStatus: 'ready', balancesStatus: 'ready', positionsStatus: 'ready' });
    // Later pushes go by version too.
    account.pushBalances([usdt('1', 5)]);
    expect(account.store.getState().balances).toEqual([usdt('400', 7)]);
  });

  it('reads the summary after changes, at most once per interval, and the last change is read too', async () => {
    const api = fakeApi();
    const account = createFuturesAccountSession(api, noFeed);
    account.pushBalances([usdt('10', 1)]);
    account.applyOrders([aFuturesOrder('1')]);
    account.pushPositions([aFuturesPosition()]);
    expect(api.fetchSummary).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SUMMARY_REFRESH_MS - 1);
    expect(api.fetchSummary).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.fetchSummary).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SUMMARY_REFRESH_MS * 4);
    expect(api.fetchSummary).toHaveBeenCalledTimes(2);
    account.pushBalances([usdt('11', 2)]);
    expect(api.fetchSummary).toHaveBeenCalledTimes(3);
  });

  it('pages the histories newest first and reloads them from the top on a contract filter', async () => {
    const api = fakeApi();
    const account = createFuturesAccountSession(api, noFeed);
    account.loadFunding();
    await vi.runAllTimersAsync();
    account.loadFunding(true);
    await vi.runAllTimersAsync();
    expect(api.fetchFunding).toHaveBeenLastCalledWith({ symbol: undefined, before: '10', limit: 50 });
    expect(account.store.getState().funding).toMatchObject({ nextBefore: null, status: 'ready' });
    expect(account.store.getState().funding.items.map((item) => item.time)).toEqual(['first', '10']);
    // No more pages: nothing is asked.
    account.loadFunding(true);
    expect(api.fetchFunding).toHaveBeenCalledTimes(2);
    account.loadTransfers();
    account.setHistorySymbol('ETH_USDT');
    await vi.runAllTimersAsync();
    expect(api.fetchFunding).toHaveBeenLastCalledWith({ symbol: 'ETH_USDT', before: undefined, limit: 50 });
    expect(account.store.getState().funding.items).toHaveLength(1);
    expect(api.fetchOrderHistory).not.toHaveBeenCalled();
    expect(api.fetchTransfers).toHaveBeenCalledTimes(1);
  });

  it('drops the answer of a page superseded by a reload', async () => {
    const api = fakeApi();
    const slow = deferred<FuturesResult<FuturesOrderList>>();
    api.fetchOrderHistory.mockReturnValueOnce(slow.promise);
    const account = createFuturesAccountSession(api, noFeed);
    account.loadOrderHistory();
    account.setHistorySymbol('ETH_USDT');
    await vi.runAllTimersAsync();
    slow.resolve(ok({ orders: [aFuturesOrder('9', { status: 'filled' })], nextBefore: null }));
    await vi.runAllTimersAsync();
    expect(account.store.getState().orderHistory.items).toEqual([]);
  });

  it('reloads a shown funding tab on a balance push or a moved realized PnL, once per burst', async () => {
    const api = fakeApi();
    const account = createFuturesAccountSession(api, noFeed);
    account.pushBalances([usdt('1', 1)]);
    account.pushPositions([aFuturesPosition()]);
    account.pushPositions([aFuturesPosition({ realizedPnl: '-0.1' })]);
    await vi.runAllTimersAsync();
    expect(api.fetchFunding).not.toHaveBeenCalled();

    account.loadFunding();
    await vi.runAllTimersAsync();
    account.pushPositions([aFuturesPosition({ realizedPnl: '-0.2' })]);
    account.pushBalances([usdt('2', 2)]);
    await vi.runAllTimersAsync();
    expect(api.fetchFunding).toHaveBeenCalledTimes(2);
    account.pushPositions([aFuturesPosition({ realizedPnl: '-0.2', markPrice: '61000' })]);
    await vi.runAllTimersAsync();
    expect(api.fetchFunding).toHaveBeenCalledTimes(2);
  });

  it('follows order pushes into the order history and reads fills and closed positions again after a fill', async () => {
    const api = fakeApi();
    const account = createFuturesAccountSession(api, noFeed);
    account.loadOrderHistory();
    account.loadFills();
    account.loadPositionHistory();
    await vi.runAllTimersAsync();
    account.applyOrders([aFuturesOrder('4')]);
    expect(api.fetchPositionHistory).toHaveBeenCalledTimes(1);
    account.applyOrders([aFuturesOrder('4', { status: 'filled', filledQuantity: '0.01', version: 2 })]);
    await vi.runAllTimersAsync();
    expect(api.fetchFills).toHaveBeenCalledTimes(2);
    expect(api.fetchPositionHistory).toHaveBeenCalledTimes(2);
    expect(api.fetchPositionHistory).toHaveBeenLastCalledWith({ symbol: undefined, before: undefined, limit: 50 });
    expect(account.store.getState().orderHistory.items.map((order) => order.id)).toEqual(['4']);
    expect(account.store.getState().openOrders).toEqual([]);
  });

  it('applies call answers: positions by symbol, settings, transfers', async () => {
    const api = fakeApi();
    const account = createFuturesAccountSession(api, noFeed);
    account.refresh();
    account.loadTransfers();
    await vi.runAllTimersAsync();
    account.applyPositions([aFuturesPosition({ margin: '90', marginMode: 'isolated' })]);
    expect(account.store.getState().positions.map((position) => position.margin)).toEqual(['90']);
    account.applySettings(settings('BTC_USDT', 20));
    expect(account.store.getState().settings.BTC_USDT?.leverage).toBe(20);
    const transfer = { id: 't1', direction: 'to-futures' as const, asset: 'USDT', amount: '5', createdAt: 'now' };
    account.applyTransfer({ transfer, spot: usdt('95', 3), futures: usdt('1005', 2) });
    account.applyTransfer({ transfer, spot: usdt('95', 3), futures: usdt('1005', 2) });
    expect(account.store.getState().balances).toEqual([usdt('1005', 2)]);
    expect(account.store.getState().transfers.items).toEqual([transfer]);
  });

  it('keeps a settings change made while the settings were being read', async () => {
    const api = fakeApi();
    const read = deferred<FuturesResult<readonly FuturesSettings[]>>();
    api.fetchSettings.mockReturnValueOnce(read.promise);
    const account = createFuturesAccountSession(api, noFeed);
    account.refresh();
    account.applySettings(settings('BTC_USDT', 50));
    read.resolve(ok([settings('BTC_USDT', 10)]));
    await vi.runAllTimersAsync();
    expect(account.store.getState().settings.BTC_USDT?.leverage).toBe(50);
  });

  it('says error when a first read fails, and keeps what it had when a later one does', async () => {
    const api = fakeApi();
    api.fetchPositions.mockResolvedValueOnce({ ok: false, failure: { code: 'network' } });
    const account = createFuturesAccountSession(api, noFeed);
    account.refresh();
    await vi.runAllTimersAsync();
    expect(account.store.getState().positionsStatus).toBe('error');
    account.refresh();
    await vi.runAllTimersAsync();
    api.fetchPositions.mockResolvedValueOnce({ ok: false, failure: { code: 'network' } });
    account.refresh();
    expect(account.store.getState().positionsStatus).toBe('ready');
    await vi.runAllTimersAsync();
    expect(account.store.getState()).toMatchObject({ positionsStatus: 'ready', positions: [aFuturesPosition()] });
  });

  it('keeps the latest risk notices, newest first, until dismissed', () => {
    const account = createFuturesAccountSession(fakeApi(), noFeed);
    for (let index = 0; index < RISK_NOTICES_KEPT + 2; index += 1) {
      account.pushRisk({ kind: 'margin-warning', userId: 'u1', symbol: null, ratio: `0.8${index}` });
    }
    const notices = account.store.getState().riskNotices;
    expect(notices).toHaveLength(RISK_NOTICES_KEPT);
    expect(notices[0]?.notice).toMatchObject({ ratio: `0.8${RISK_NOTICES_KEPT + 1}` });
    account.dismissRiskNotice(notices[0]?.id ?? 0);
    expect(account.store.getState().riskNotices).toHaveLength(RISK_NOTICES_KEPT - 1);
  });

  it('opens the private futures channels, follows their pushes, and reads REST again on the HTTP fallback', async () => {
    const api = fakeApi();
    const account = createFuturesAccountSession(api);
    const off = account.store.subscribe(() => {});
    expect(opened.map((entry) => entry.params)).toEqual([
      { channel: 'orders' },
      { channel: 'positions' },
      { channel: 'balances' },
      { channel: 'risk' },
    ]);
    await vi.runAllTimersAsync();
    const [orders, positions, balances, risk] = opened;
    orders?.handlers.onUpdate?.([aFuturesOrder('2', { createdAt: '2026-01-01T00:00:02.000Z' })]);
    positions?.handlers.onSnapshot?.([]);
    balances?.handlers.onUpdate?.([usdt('7', 2)]);
    risk?.handlers.onUpdate?.({ kind: 'liquidated', userId: 'u1', symbol: 'BTC_USDT', size: '0.01' });
    expect(account.store.getState()).toMatchObject({ positions: [], balances: [usdt('7', 2)] });
    expect(account.store.getState().openOrders.map((order) => order.id)).toEqual(['2', '1']);
    expect(account.store.getState().riskNotices[0]?.notice.kind).toBe('liquidated');
    orders?.handlers.onHttpFallback?.('connectHttp');
    await vi.runAllTimersAsync();
    expect(api.fetchOpenOrders).toHaveBeenCalledTimes(2);
    off();
    expect(opened.every((entry) => entry.closed)).toBe(true);
    account.dispose();
    account.pushBalances([usdt('5', 9)]);
    expect(account.store.getState().balances).toEqual([usdt('7', 2)]);
  });
});

describe('the current futures account', () => {
  it('is one per signed-in user, made and disposed as the user changes', () => {
    const listener = vi.fn();
    const off = subscribeCurrentFuturesAccount(listener);
    followFuturesAccount('u1');
    const first = currentFuturesAccount();
    expect(first).toBeDefined();
    followFuturesAccount('u1');
    expect(currentFuturesAccount()).toBe(first);
    followFuturesAccount('u2');
    expect(currentFuturesAccount()).not.toBe(first);
    followFuturesAccount(null);
    expect(currentFuturesAccount()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(3);
    off();
  });
});
