import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { type Bus, type BusTopic, createMemoryBus } from '../infra/bus/bus.ts';
import { createRedisBus } from '../infra/bus/redis-bus.ts';
import { defaultFeedLimits, type FeedLimits } from './connection.ts';
import { FuturesMarketView } from './futures-view.ts';
import { MarketView } from './market-view.ts';

/**
 * What the feed shares across one process: the bus (in memory, or Redis when REDIS_URL is set),
 * the spot and futures market views built from it, the token secret and the per-connection limits. main.ts opens
 * it before the app so the market service publishes on the same bus; an app built without one
 * (the API tests) opens its own.
 */
export interface FeedRuntime {
  readonly bus: Bus;
  readonly view: MarketView;
  /** The perpetuals' tickers, books, trades and bars as this instance heard them: one copy per process. */
  readonly futures: FuturesMarketView;
  readonly tokenSecret: Buffer;
  readonly limits: FeedLimits;
  /** Where bus trouble is logged from now on (what happened before is logged then). */
  logTo(log: FastifyBaseLogger): void;
  close(): Promise<void>;
}

export interface FeedRuntimeOptions {
  limits?: Partial<FeedLimits>;
  /** Redis channel prefix (default `vela:`): tests use their own. */
  busPrefix?: string;
  /** Names the Redis connections (CLIENT LIST). */
  connectionName?: string;
}

export async function openFeedRuntime(
  config: Pick<Config, 'REDIS_URL' | 'FEED_TOKEN_SECRET'>,
  options: FeedRuntimeOptions = {},
): Promise<FeedRuntime> {
  const problems = new DeferredLog();
  const onHandlerError = (error: unknown, topic: BusTopic) =>
    problems.warn({ err: error, topic }, 'bus message failed');
  // Redis is retried every few seconds while it is down: one line per outage is enough.
  let redisDown = false;
  const bus = config.REDIS_URL
    ? await createRedisBus({
        url: config.REDIS_URL,
        prefix: options.busPrefix,
        connectionName: options.connectionName,
        onHandlerError,
        onConnectionEvent: (event, detail) => {
          if (event === 'ready') problems.info({}, 'Redis bus connected');
          else if (!redisDown) problems.warn({ err: detail }, 'Redis bus unavailable; reconnecting');
          redisDown = event !== 'ready';
        },
      })
    : createMemoryBus(onHandlerError);
  const view = new MarketView(bus);
  const futures = new FuturesMarketView(bus);
  // Unset: random, which is right for one process and wrong for several (docs/operations.md).
  const tokenSecret = config.FEED_TOKEN_SECRET ? Buffer.from(config.FEED_TOKEN_SECRET, 'utf8') : randomBytes(32);
  return {
    bus,
    view,
    futures,
    tokenSecret,
    limits: { ...defaultFeedLimits, ...options.limits },
    logTo: (log) => problems.attach(log),
    async close() {
      view.close();
      futures.close();
      await bus.close();
    },
  };
}

/** Log lines held until a logger is attached: the bus starts before the app and its logger. */
class DeferredLog {
  private log: FastifyBaseLogger | undefined;
  private held: { level: 'info' | 'warn'; details: object; message: string }[] = [];

  attach(log: FastifyBaseLogger): void {
    this.log = log;
    for (const line of this.held.splice(0)) log[line.level](line.details, line.message);
  }

  info(details: object, message: string): void {
    this.write('info', details, message);
  }

  warn(details: object, message: string): void {
    this.write('warn', details, message);
  }

  private write(level: 'info' | 'warn', details: object, message: string): void {
    if (this.log) this.log[level](details, message);
    else if (this.held.length < 50) this.held.push({ level, details, message });
  }
}
