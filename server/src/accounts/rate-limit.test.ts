import { describe, expect, it } from 'vitest';
import { hitAll, MemoryRateLimitStore, RateLimiter } from './rate-limit.ts';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('RateLimiter over the memory store', () => {
  it('allows max hits per window, refuses the next with the time left, and opens again after the window', async () => {
    const time = clock();
    const limiter = new RateLimiter(
      new MemoryRateLimitStore(time.now),
      { name: 'login', max: 3, windowMs: 60_000 },
      time.now,
    );
    for (let i = 0; i < 3; i++) expect(await limiter.hit('alice')).toEqual({ allowed: true });
    time.advance(15_000);
    expect(await limiter.hit('alice')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await limiter.hit('bob')).toEqual({ allowed: true });
    time.advance(45_000);
    expect(await limiter.hit('alice')).toEqual({ allowed: true });
  });

  it('starts over after a reset', async () => {
    const time = clock();
    const limiter = new RateLimiter(
      new MemoryRateLimitStore(time.now),
      { name: 'x', max: 1, windowMs: 1000 },
      time.now,
    );
    await limiter.hit('k');
    expect((await limiter.hit('k')).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.hit('k')).allowed).toBe(true);
  });

  it('keeps rules apart in one store', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    const strict = new RateLimiter(store, { name: 'a', max: 1, windowMs: 1000 }, time.now);
    const loose = new RateLimiter(store, { name: 'b', max: 5, windowMs: 1000 }, time.now);
    await strict.hit('k');
    expect((await loose.hit('k')).allowed).toBe(true);
  });

  it('forgets finished windows so memory follows the active keys', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    for (let i = 0; i < 100; i++) await store.hit(`key-${i}`, 1000);
    expect(store.size).toBe(100);
    time.advance(61_000);
    await store.hit('fresh', 1000);
    expect(store.size).toBe(1);
  });

  it('hitAll counts on every limiter and reports the longest wait', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    const perMinute = new RateLimiter(store, { name: 'm', max: 1, windowMs: 60_000 }, time.now);
    const perHour = new RateLimiter(store, { name: 'h', max: 1, windowMs: 3_600_000 }, time.now);
    expect(
      await hitAll([
        [perMinute, 'k'],
        [perHour, 'k'],
      ]),
    ).toEqual({ allowed: true });
    expect(
      await hitAll([
        [perMinute, 'k'],
        [perHour, 'k'],
      ]),
    ).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    time.advance(60_000);
    // The per-minute window reopened, the hourly one still refuses.
    expect(
      await hitAll([
        [perMinute, 'k'],
        [perHour, 'k'],
      ]),
    ).toEqual({ allowed: false, retryAfterSeconds: 3540 });
  });
});
