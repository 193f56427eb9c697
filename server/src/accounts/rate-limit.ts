/** Hits counted for one key in the current fixed window, and when that window ends (epoch ms). */
export interface RateWindow {
  count: number;
  resetAt: number;
}

/**
 * Where counters live: in this process (MemoryRateLimitStore), or in Redis when REDIS_URL is set
 * (RedisRateLimitStore, redis-rate-limit.ts), so that several instances count together instead of
 * multiplying the limit by their number.
 */
export interface RateLimitStore {
  /** Counts one hit against `key` and returns its window. */
  hit(key: string, windowMs: number): Promise<RateWindow>;
  reset(key: string): Promise<void>;
  /** Releases a connection, where the store holds one. */
  close?(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateWindow>();
  private nextSweepAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<RateWindow> {
    const now = this.now();
    this.sweep(now);
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    const fresh = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, fresh);
    return { ...fresh };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Forgets finished windows at most once a minute, so memory follows the active keys only. */
  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + 60_000;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }
}

export interface RateLimitRule {
  /** Namespaces the rule's keys in a shared store. */
  name: string;
  max: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One rule over one store: `max` hits per subject per window, the hit that exceeds it refused. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(subject: string): Promise<RateDecision> {
    const window = await this.store.hit(`${this.rule.name}:${subject}`, this.rule.windowMs);
    if (window.count <= this.rule.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000)) };
  }

  reset(subject: string): Promise<void> {
    return this.store.reset(`${this.rule.name}:${subject}`);
  }
}

/** Hits every limiter (so each keeps counting) and refuses when any refuses, with the longest wait. */
export async function hitAll(checks: [RateLimiter, string][]): Promise<RateDecision> {
  const decisions = await Promise.all(checks.map(([limiter, subject]) => limiter.hit(subject)));
  const waits = decisions.flatMap((decision) => (decision.allowed ? [] : [decision.retryAfterSeconds]));
  return waits.length === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(...waits) };
}
