import { meetsThresholds } from '@vela/contracts/alert-condition';
import type { AlertMarket, AlertPriceSource } from '@vela/contracts/alerts';
import type { Trade } from '@vela/contracts/market-data';
import type { UserNoticeDeps } from '../accounts/user-notice-deps.ts';
import { deliverFiredAlert } from './alert-delivery.ts';
import { type ActiveAlert, activeAlerts, fireAlert, undeliveredAlerts } from './alert-store.ts';

/** Every active alert is reloaded (and undelivered ones delivered) this often: a lost bus message costs at most this. */
const SWEEP_MS = 60_000;

export interface PriceAlertWatch {
  /** Resolves once the active alerts are loaded and what a previous process fired is delivered. */
  ready: Promise<void>;
  /** Resolves once everything asked for so far (reloads, fires, deliveries) is done (tests). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The engine instance's price alerts: the active ones held by symbol, checked against every trade
 * the engine publishes (spot pairs and perpetuals) and, for mark-price alerts, every futures ticker. A met alert leaves the set at once and is fired by a conditional
 * update (fires once, whoever else sees it), then delivered. Alerts added or removed on any
 * instance arrive by 'alerts.changed'; a sweep reloads them all now and then. The database work
 * runs one step at a time, in order.
 */
export function startPriceAlerts(deps: UserNoticeDeps): PriceAlertWatch {
  const { db, bus, log } = deps;
  const bySymbol = new Map<string, ActiveAlert[]>();
  let tail: Promise<void> = Promise.resolve();
  const queue = (step: () => Promise<void>, what: string) => {
    tail = tail.then(step).catch((error: unknown) => log.warn({ err: error }, `price alerts: ${what} failed`));
    return tail;
  };

  const hold = (alerts: readonly ActiveAlert[], symbol?: string) => {
    if (symbol) bySymbol.delete(symbol);
    else bySymbol.clear();
    for (const alert of alerts) bySymbol.set(alert.symbol, [...(bySymbol.get(alert.symbol) ?? []), alert]);
  };
  const reload = (symbol?: string) =>
    queue(async () => hold(await activeAlerts(db, symbol), symbol), `reloading ${symbol ?? 'all'}`);
  const deliverPending = () =>
    queue(async () => {
      for (const alert of await undeliveredAlerts(db)) await deliverFiredAlert(deps, alert);
    }, 'delivering');

  const fire = (alert: ActiveAlert, price: string, time: number) =>
    queue(async () => {
      const fired = await fireAlert(db, alert.id, price, new Date(time));
      if (fired) await deliverFiredAlert(deps, fired);
    }, `firing ${alert.id}`).then(() => undefined);

  /** Checks the symbol's alerts on that market and price against `prices` (in order): a met one fires at the first that meets it. */
  const check = (
    market: AlertMarket,
    source: AlertPriceSource,
    symbol: string,
    prices: readonly { price: string; time: number }[],
  ) => {
    const watching = bySymbol.get(symbol);
    if (!watching || prices.length === 0) return;
    const still: ActiveAlert[] = [];
    for (const alert of watching) {
      const met =
        alert.market === market && alert.priceSource === source
          ? prices.find((candidate) => meetsThresholds(alert, candidate.price))
          : undefined;
      if (met) fire(alert, met.price, met.time);
      else still.push(alert);
    }
    if (still.length === 0) bySymbol.delete(symbol);
    else bySymbol.set(symbol, still);
  };
  const onTrades = (market: AlertMarket, symbol: string, trades: readonly Trade[]) =>
    check(market, 'last', symbol, trades);

  const ready = reload().then(deliverPending);
  const stops = [
    bus.subscribe('market.trades', ({ symbol, trades }) => onTrades('spot', symbol, trades)),
    bus.subscribe('futures.trades', ({ symbol, trades }) => onTrades('futures', symbol, trades)),
    bus.subscribe('futures.tickers', ({ tickers }) => {
      for (const ticker of tickers)
        check('futures', 'mark', ticker.symbol, [{ price: ticker.markPrice, time: ticker.time }]);
    }),
    bus.subscribe('alerts.changed', ({ symbol }) => {
      reload(symbol);
    }),
  ];
  const timer = setInterval(() => {
    reload();
    deliverPending();
  }, SWEEP_MS);
  timer.unref();

  return {
    ready,
    settled: () => tail,
    close: async () => {
      clearInterval(timer);
      for (const stop of stops) stop();
      await tail;
    },
  };
}
