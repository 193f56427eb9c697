import { Redis } from 'ioredis';
import { MemoryRateLimitStore, type RateLimitStore, type RateWindow } from './rate-limit.ts';

/**
 * Counts one hit and answers [count, milliseconds left in the window], atomically: the first hit
 * of a window starts its expiry, so every instance counts into the same fixed window. A key left
 * without an expiry (written by hand, or by a crash between the two calls of a non-atomic client)
 * gets one here too, so no counter can block a subject forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}
`;

export interface RedisRateLimitOptions {
  /** Prepended to every key, so several deployments (or test runs) can share one Redis. */
  prefix?: string;
  connectionName?: string;
  /** How long start-up waits for Redis before going on without it (it keeps reconnecting). */
  connectTimeoutMs?: number;
  /** Redis became unreachable (once per outage) or answered again. */
  onConnectionEvent?: (event: 'unavailable' | 'available', detail?: unknown) => void;
  now?: () => number;
}

type HitClient = Redis & { rateLimitHit(key: string, windowMs: number): Promise<[number, number]> };

/**
 * The rate-limit store shared by every instance (REDIS_URL): limits count once across the fleet
 * instead of once per instance. While Redis cannot be reached the store counts in this process's
 * memory instead, so limits degrade to per-instance and never disappear (nor does an outage of
 * Redis turn every login into an error).
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly fallback: MemoryRateLimitStore;
  private degraded = false;

  private constructor(
    private readonly redis: HitClient,
    private readonly options: RedisRateLimitOptions,
  ) {
    this.fallback = new MemoryRateLimitStore(options.now);
  }

  static async connect(url: string, options: RedisRateLimitOptions = {}): Promise<RedisRateLimitStore> {
    // Fail fast while Redis is away (no queue, no retries): the hit falls back to memory at once.
    const redis = new Redis(url, {
      connectionName: options.connectionName ?? 'vela-rate-limits',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    const store = new RedisRateLimitStore(redis as HitClient, options);
    redis.on('error', (error: unknown) => store.markDegraded(error));
    redis.on('ready', () => store.markAvailable());
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.connectTimeoutMs ?? 5_000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return store;
  }

  async hit(key: string, windowMs: number): Promise<RateWindow> {
    const window = Math.max(1, Math.ceil(windowMs));
    try {
      const [count, left] = await this.redis.rateLimitHit(this.key(key), window);
      this.markAvailable();
      return { count: Number(count), resetAt: this.now() + Number(left) };
    } catch (error) {
      this.markDegraded(error);
      return this.fallback.hit(key, windowMs);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.redis.del(this.key(key));
    } catch (error) {
      this.markDegraded(error);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  private key(key: string): string {
    return `${this.options.prefix ?? 'vela:rate:'}${key}`;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private markDegraded(error: unknown): void {
    if (this.degraded) return;
    this.degraded = true;
    this.options.onConnectionEvent?.('unavailable', error);
  }

  private markAvailable(): void {
    if (!this.degraded) return;
    this.degraded = false;
    this.options.onConnectionEvent?.('available');
  }
}
