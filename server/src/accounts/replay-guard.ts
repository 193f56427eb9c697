import { Redis } from 'ioredis';

/**
 * Remembers the signatures of accepted requests for as long as they could be sent again, so that
 * each one is accepted once. In memory for one instance; in Redis (`SET NX PX`) when REDIS_URL is
 * set, so a request replayed against another instance is refused too.
 */
export interface ReplayGuard {
  /** True the first time `id` is seen within `ttlMs`; false for a replay. */
  firstSeen(id: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryReplayGuard implements ReplayGuard {
  private readonly seen = new Map<string, number>();
  private nextSweepAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async firstSeen(id: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    this.sweep(now);
    const until = this.seen.get(id);
    if (until !== undefined && until > now) return false;
    this.seen.set(id, now + ttlMs);
    return true;
  }

  async close(): Promise<void> {
    this.seen.clear();
  }

  /** Forgets expired entries at most once a second: memory follows the last minute's traffic. */
  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + 1_000;
    for (const [id, until] of this.seen) if (until <= now) this.seen.delete(id);
  }

  get size(): number {
    return this.seen.size;
  }
}

export class RedisReplayGuard implements ReplayGuard {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'vela:replay:',
  ) {}

  /** Connects, waiting up to `connectTimeoutMs` for Redis; it goes on reconnecting after that. */
  static async connect(
    url: string,
    { prefix, connectTimeoutMs = 5_000 }: { prefix?: string; connectTimeoutMs?: number } = {},
  ) {
    // Fail fast while Redis is away: the caller refuses the request rather than queueing it.
    const redis = new Redis(url, {
      connectionName: 'vela-replay-guard',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    redis.on('error', () => {
      // Reconnects by itself; a request meanwhile is refused by the caller (firstSeen throws).
    });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, connectTimeoutMs);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return new RedisReplayGuard(redis, prefix);
  }

  async firstSeen(id: string, ttlMs: number): Promise<boolean> {
    const answer = await this.redis.set(`${this.prefix}${id}`, '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX');
    return answer === 'OK';
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
