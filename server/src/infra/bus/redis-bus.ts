import { Redis } from 'ioredis';
import { type Bus, BusHandlers, type BusMessages, type BusTopic, busTopics } from './bus.ts';

export interface RedisBusOptions {
  url: string;
  /** Prepended to every channel name, so several deployments (or test runs) can share one Redis. */
  prefix?: string;
  /** Names the two connections in CLIENT LIST (`<name>:pub`, `<name>:sub`). */
  connectionName?: string;
  /** How long start-up waits for Redis before going on without it (it keeps reconnecting). */
  connectTimeoutMs?: number;
  onHandlerError?: (error: unknown, topic: BusTopic) => void;
  /** Connection trouble: Redis down, reconnecting, back. Never thrown. */
  onConnectionEvent?: (event: 'error' | 'ready', detail?: unknown) => void;
}

/**
 * Redis pub/sub: one connection publishes, one subscribes to every topic and hands messages to
 * the local handlers. ioredis reconnects and resubscribes by itself; what is published while
 * Redis is away is dropped (no offline queue, so memory stays bounded) and the feed heals from
 * the engine's periodic depth snapshots and the next tickers.
 */
export async function createRedisBus(options: RedisBusOptions): Promise<Bus> {
  const prefix = options.prefix ?? 'vela:';
  const name = options.connectionName ?? 'vela-bus';
  const handlers = new BusHandlers(options.onHandlerError ?? (() => {}));
  const report = options.onConnectionEvent ?? (() => {});
  const publisher = new Redis(options.url, {
    connectionName: `${name}:pub`,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  const subscriber = new Redis(options.url, { connectionName: `${name}:sub`, maxRetriesPerRequest: null });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: unknown) => report('error', error));
    connection.on('ready', () => report('ready'));
  }

  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(prefix)) return;
    const topic = channel.slice(prefix.length) as BusTopic;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (error) {
      options.onHandlerError?.(error, topic);
      return;
    }
    handlers.deliver(topic, message as BusMessages[typeof topic]);
  });

  const subscribed = subscriber.subscribe(...busTopics.map((topic) => `${prefix}${topic}`));
  const publisherReady = new Promise<void>((resolve) => {
    if (publisher.status === 'ready') resolve();
    else publisher.once('ready', () => resolve());
  });
  const waited = await settleWithin(Promise.all([subscribed, publisherReady]), options.connectTimeoutMs ?? 5000);
  if (!waited) report('error', new Error('Redis did not answer in time; the bus goes on and keeps reconnecting'));
  subscribed.catch((error: unknown) => report('error', error));

  return {
    publish(topic, message) {
      publisher.publish(`${prefix}${topic}`, JSON.stringify(message)).catch(() => {
        // Dropped while Redis is away: see above.
      });
    },
    subscribe: (topic, handler) => handlers.add(topic, handler),
    // Both ways must work: the publisher has no offline queue, and a reply needs the subscriber.
    get connected() {
      return publisher.status === 'ready' && subscriber.status === 'ready';
    },
    async close() {
      handlers.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** True when `promise` settled within `ms`. */
async function settleWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true).catch(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
