import { describe, expect, it } from 'vitest';
import { newSessionToken } from './secrets.ts';
import {
  SESSION_CACHE_TTL_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SessionCache,
  type SessionCacheOptions,
} from './session-cache.ts';
import type { LiveSession, UserRow } from './sessions.ts';

const HOUR = 3_600_000;

function sessionFor(sessionId: string, expiresAt: number): LiveSession {
  const user = { id: `user-of-${sessionId}`, email: 'trader@example.com' } as UserRow;
  return { sessionId, expiresAt: new Date(expiresAt), user };
}

/** A cache over a fake database of token -> session, counting lookups, on a clock moved by hand. */
function harness(options: SessionCacheOptions = {}) {
  const clock = { now: 1_000_000 };
  const database = new Map<string, LiveSession>();
  const lookups: string[] = [];
  const cache = new SessionCache(
    async (token) => {
      lookups.push(token);
      return database.get(token);
    },
    { now: () => clock.now, ...options },
  );
  const addSession = (sessionId: string, expiresAt = clock.now + HOUR) => {
    const token = newSessionToken();
    database.set(token, sessionFor(sessionId, expiresAt));
    return token;
  };
  return { clock, database, lookups, cache, addSession };
}

describe('session cache', () => {
  it('answers a found session from memory for the TTL, then asks the database again', async () => {
    const { clock, lookups, cache, addSession } = harness();
    const token = addSession('s1');
    expect((await cache.find(token))?.sessionId).toBe('s1');
    clock.now += SESSION_CACHE_TTL_MS - 1;
    expect((await cache.find(token))?.sessionId).toBe('s1');
    expect(lookups).toHaveLength(1);
    clock.now += 1;
    expect((await cache.find(token))?.sessionId).toBe('s1');
    expect(lookups).toHaveLength(2);
  });

  it('never keeps a session past its own expiry, even inside the TTL', async () => {
    const { clock, database, lookups, cache, addSession } = harness();
    const token = addSession('s1', clock.now + 1_000);
    await cache.find(token);
    clock.now += 999;
    expect(await cache.find(token)).toBeDefined();
    expect(lookups).toHaveLength(1);
    clock.now += 1;
    database.delete(token); // what the database's own expiry check answers from then on
    expect(await cache.find(token)).toBeUndefined();
    expect(lookups).toHaveLength(2);
  });

  it('does not keep a session the local clock already sees as expired', async () => {
    const { clock, lookups, cache, addSession } = harness();
    const token = addSession('s1', clock.now - 1);
    expect(await cache.find(token)).toBeDefined();
    expect(await cache.find(token)).toBeDefined();
    expect(lookups).toHaveLength(2);
    expect(cache.size).toBe(0);
  });

  it('never keeps unknown tokens, and never looks up malformed ones', async () => {
    const { lookups, cache } = harness();
    for (let i = 0; i < 100; i++) expect(await cache.find(newSessionToken())).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(lookups).toHaveLength(100);
    for (const malformed of ['', 'forged', 'x'.repeat(10_000), `${newSessionToken()}!`]) {
      expect(await cache.find(malformed)).toBeUndefined();
    }
    expect(lookups).toHaveLength(100);
  });

  it('holds at most maxEntries sessions, dropping the least recently used', async () => {
    const { lookups, cache, addSession } = harness({ maxEntries: 3 });
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => addSession(id)) as [string, string, string, string];
    await cache.find(a);
    await cache.find(b);
    await cache.find(c);
    await cache.find(a); // a is now the most recently used: b goes first
    await cache.find(d);
    expect(cache.size).toBe(3);
    lookups.length = 0;
    await cache.find(a);
    await cache.find(c);
    await cache.find(d);
    expect(lookups).toEqual([]);
    await cache.find(b);
    expect(lookups).toEqual([b]);
    expect(cache.size).toBe(3);
  });

  it('forgets a session at once when told, and leaves the others', async () => {
    const { database, lookups, cache, addSession } = harness();
    const ended = addSession('ended');
    const other = addSession('other');
    await cache.find(ended);
    await cache.find(other);
    database.delete(ended); // revoked in the database...
    cache.forgetSession('ended'); // ...then announced
    expect(await cache.find(ended)).toBeUndefined();
    expect((await cache.find(other))?.sessionId).toBe('other');
    expect(lookups).toEqual([ended, other, ended]);
    cache.forgetSession('never-cached');
  });

  it('does not keep an answer read before an invalidation that came while it was on its way', async () => {
    const { database, lookups, cache, addSession } = harness();
    const token = addSession('s1');
    const racing = cache.find(token); // the database still answers "live"
    database.delete(token);
    cache.forgetSession('s1');
    expect((await racing)?.sessionId).toBe('s1'); // the request that asked before the logout
    expect(await cache.find(token)).toBeUndefined();
    expect(lookups).toHaveLength(2);
  });

  it('shares one lookup between concurrent requests with the same token', async () => {
    const { lookups, cache, addSession } = harness();
    const token = addSession('s1');
    const answers = await Promise.all([cache.find(token), cache.find(token), cache.find(token)]);
    expect(answers.map((session) => session?.sessionId)).toEqual(['s1', 's1', 's1']);
    expect(lookups).toHaveLength(1);
  });

  it('passes a failed lookup on and tries again on the next request', async () => {
    let failing = true;
    const cache = new SessionCache(async (token) => {
      if (failing) throw new Error('database down');
      return sessionFor(token.slice(0, 4), Date.now() + HOUR);
    });
    const token = newSessionToken();
    await expect(cache.find(token)).rejects.toThrow('database down');
    failing = false;
    expect(await cache.find(token)).toBeDefined();
  });

  it('hands out a frozen session, so no handler can change what the next request reads', async () => {
    const { cache, addSession } = harness();
    const session = await cache.find(addSession('s1'));
    expect(Object.isFrozen(session)).toBe(true);
    expect(Object.isFrozen(session?.user)).toBe(true);
  });
});

describe('session cache: last seen', () => {
  it('records a session as seen on its first use, then at most once a minute however often it is used', async () => {
    const touched: string[] = [];
    const { clock, cache, addSession } = harness({
      touch: async (sessionId) => {
        touched.push(sessionId);
      },
    });
    const token = addSession('s1');
    const other = addSession('s2');
    await cache.find(token);
    await cache.find(token);
    await cache.find(other);
    expect(touched).toEqual(['s1', 's2']);
    clock.now += SESSION_TOUCH_INTERVAL_MS - 1;
    await cache.find(token);
    expect(touched).toEqual(['s1', 's2']);
    clock.now += 1;
    await cache.find(token);
    expect(touched).toEqual(['s1', 's2', 's1']);
  });

  it('never records unknown tokens, and a failed write does not fail the request', async () => {
    const errors: unknown[] = [];
    const { cache, addSession } = harness({
      touch: async () => {
        throw new Error('database away');
      },
      onTouchError: (error) => errors.push(error),
    });
    expect(await cache.find(newSessionToken())).toBeUndefined();
    expect(errors).toEqual([]);
    expect((await cache.find(addSession('s1')))?.sessionId).toBe('s1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveLength(1);
  });
});
