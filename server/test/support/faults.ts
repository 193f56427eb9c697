import { tradingPaths } from '@vela/contracts/trading';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { spotOrders } from '../../src/db/schema.ts';
import type { MarketApp } from './market.ts';
import { sleep } from './market.ts';
import { type Trader, totalsByAsset } from './trading.ts';

/** What the fault tests trade: one spot market, no simulated liquidity, users trading with each other. */
export const FAULT_SYMBOL = 'ETH_USDT';

/** One answer of the API under a fault. */
export interface FaultAnswer {
  action: string;
  status: number;
  body: string;
  retryAfter?: string;
}

/** The answers of a load run, sorted: what is fine, what is a clear 503, what is wrong. */
export interface LoadReport {
  ok: number;
  refused: number;
  unavailable: number;
  /**
   * The 503s by their reason code: service-unavailable (the database), trading-unavailable (a batch
   * that did not commit), outcome-unknown (a batch whose connection broke while it was being written).
   */
  reasons: Record<string, number>;
  /** Anything else: a 500, a 503 without its message or Retry-After, a thrown inject. */
  problems: string[];
}

/**
 * A 503 under a database fault: the app's error JSON, a message a person can read, the reason code
 * and when to retry. Everything else but a 2xx or a refusal (400/404/409) is a problem.
 */
export function judge(answer: FaultAnswer, report: LoadReport): void {
  if (answer.status < 300) {
    report.ok += 1;
    return;
  }
  if ([400, 404, 409].includes(answer.status)) {
    report.refused += 1;
    return;
  }
  if (answer.status === 503) {
    let body: { code?: unknown; message?: unknown; reason?: unknown } = {};
    try {
      body = JSON.parse(answer.body);
    } catch {
      // judged below
    }
    const clear =
      body.code === 503 &&
      typeof body.message === 'string' &&
      body.message.length > 10 &&
      ['service-unavailable', 'trading-unavailable', 'outcome-unknown'].includes(String(body.reason)) &&
      answer.retryAfter !== undefined;
    if (clear) {
      report.unavailable += 1;
      report.reasons[String(body.reason)] = (report.reasons[String(body.reason)] ?? 0) + 1;
      return;
    }
  }
  if (report.problems.length < 20)
    report.problems.push(
      `${answer.action}: ${answer.status} ${answer.body.slice(0, 300)} (retry-after ${answer.retryAfter})`,
    );
}

/**
 * Orders and reads from every trader at once until `stop()` resolves: limit orders around one price
 * (so they cross and fill), cancels, balances, open orders and order history.
 */
export async function runLoad(traders: Trader[], until: Promise<unknown>): Promise<LoadReport> {
  const report: LoadReport = { ok: 0, refused: 0, unavailable: 0, reasons: {}, problems: [] };
  let running = true;
  void until.then(() => {
    running = false;
  });
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  const worker = async (trader: Trader) => {
    while (running) {
      const action = pick(['buy', 'sell', 'buy', 'sell', 'balances', 'open', 'history', 'cancel-all']);
      try {
        const response = await actOn(trader, action);
        judge(
          {
            action,
            status: response.statusCode,
            body: response.body,
            retryAfter: response.headers['retry-after']?.toString(),
          },
          report,
        );
      } catch (error) {
        report.problems.push(`${action}: threw ${error instanceof Error ? error.message : String(error)}`);
      }
      await sleep(5);
    }
  };
  await Promise.all(traders.map(worker));
  return report;
}

function actOn(trader: Trader, action: string) {
  switch (action) {
    case 'buy':
    case 'sell': {
      const price = (3290 + Math.floor(Math.random() * 20)).toFixed(2);
      const quantity = (0.001 + Math.floor(Math.random() * 50) / 1000).toFixed(4);
      return trader.place({ symbol: FAULT_SYMBOL, side: action, type: 'limit', price, quantity });
    }
    case 'balances':
      return trader.get(tradingPaths.balances);
    case 'open':
      return trader.get(`${tradingPaths.orders}?symbol=${FAULT_SYMBOL}`);
    case 'history':
      return trader.get(tradingPaths.orderHistory);
    default:
      return trader.cancelAll(FAULT_SYMBOL);
  }
}

/** Waits until `attempt` answers true, trying every 100 ms for up to `timeoutMs`; the time it took. */
export async function within(timeoutMs: number, what: string, attempt: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await attempt().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/**
 * The trading ledger after a fault: every asset's total as before (nothing half-written), every open
 * order in the database resting in the book and the other way round.
 */
export async function ledgerProblems(
  market: MarketApp,
  database: Database,
  baseline: Map<string, string>,
): Promise<string[]> {
  await market.trading.settled();
  const problems: string[] = [];
  const totals = await totalsByAsset(database.db);
  for (const [asset, total] of baseline) {
    if (totals.get(asset) !== total) problems.push(`${asset}: ${total} before, ${totals.get(asset)} after`);
  }
  const engine = market.market?.markets.get(FAULT_SYMBOL)?.engine;
  if (!engine) return [...problems, 'no live market'];
  const open = await database.db
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.symbol, FAULT_SYMBOL), eq(spotOrders.status, 'open')));
  for (const { id } of open) if (!engine.order(id)) problems.push(`open order ${id} is not in the book`);
  // And the other way round: the book holds exactly what the database says is open (no order of a
  // batch that failed to commit rests in it). ETH_USDT: tick 0.01, lot 0.0001.
  const levels = (side: 'buy' | 'sell') => {
    const sum = new Map<number, number>();
    for (const row of open.filter((order) => order.side === side)) {
      const price = Math.round(Number(row.price) * 100);
      const lots = Math.round((Number(row.quantity) - Number(row.filledQuantity)) * 10_000);
      sum.set(price, (sum.get(price) ?? 0) + lots);
    }
    return [...sum]
      .map(([price, quantity]) => ({ price, quantity }))
      .sort((a, b) => (side === 'buy' ? b.price - a.price : a.price - b.price));
  };
  const book = engine.depth();
  const stored = { bids: levels('buy'), asks: levels('sell') };
  if (JSON.stringify(book) !== JSON.stringify(stored))
    problems.push(`the book ${JSON.stringify(book)} is not the open orders ${JSON.stringify(stored)}`);
  return problems;
}

/**
 * After a fault: a read answers, a resting order and two that cross are accepted (the sequencer
 * matches and commits again). What went wrong, if anything.
 */
export async function tradeAfterFault([first, buyer, seller]: Trader[]): Promise<string[]> {
  if (!first || !buyer || !seller) return ['three traders needed'];
  const order = { symbol: FAULT_SYMBOL, type: 'limit', quantity: '0.0100' } as const;
  const answers = [
    await first.get(tradingPaths.balances),
    await first.place({ ...order, side: 'buy', price: '3000.00' }),
    await buyer.place({ ...order, side: 'buy', price: '3400.00' }),
    await seller.place({ ...order, side: 'sell', price: '3200.00' }),
  ];
  return answers
    .filter((response) => response.statusCode !== 200)
    .map((response) => `${response.statusCode} ${response.body}`);
}
