import { digest, isSessionTokenShape } from './secrets.ts';
import type { LiveSession } from './sessions.ts';

/**
 * How long a session found in the database is trusted without asking again. Revocation does not
 * wait for it: a logout drops the entry at once, here and on every instance over the bus
 * ('session.ended'). The TTL only bounds what no message announces: a session or user changed
 * straight in the database, or a message lost while Redis was away. 5 s is short for those and
 * still spares the database all but one lookup in thousands for a busy order client.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/**
 * At most this many sessions are kept (least recently used go first): a few MB at most, whatever
 * the traffic. Only sessions the database confirmed are kept, so made-up tokens cannot fill it.
 */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** A session's "last seen" is written at most this often (the devices list needs minutes, not requests). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** The clock, in ms since the epoch; tests move it by hand. */
  now?: () => number;
  /**
   * Records that a session was used (sessions.last_seen_at); called at most once a minute per
   * session by this cache, never awaited by the request. Failures are passed to `onTouchError`.
   */
  touch?: (sessionId: string) => Promise<void>;
  onTouchError?: (error: unknown) => void;
}

interface Entry {
  session: LiveSession;
  /** Not trusted from this instant on: the TTL, or the session's own expiry if sooner. */
  until: number;
}

/**
 * Live sessions by token digest (the raw token is not kept in memory longer than a request).
 * Unknown, revoked and expired tokens are never cached: each goes to the database, as before.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keyOfSession = new Map<string, string>();
  /** Lookups on their way, shared by the requests carrying the same token meanwhile. */
  private readonly pending = new Map<string, Promise<LiveSession | undefined>>();
  /**
   * Counts invalidations. A lookup that began before one may have read the session before it was
   * revoked: its answer serves the request that asked but is not kept.
   */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly touch: ((sessionId: string) => Promise<void>) | undefined;
  private readonly onTouchError: (error: unknown) => void;
  /** When each session's use was last written, least recently written first; bounded like the entries. */
  private readonly touchedAt = new Map<string, number>();

  constructor(
    private readonly lookup: (token: string) => Promise<LiveSession | undefined>,
    options: SessionCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
    this.touch = options.touch;
    this.onTouchError = options.onTouchError ?? (() => {});
  }

  get size(): number {
    return this.entries.size;
  }

  /** The session a token opens, from memory when recently confirmed, else from `lookup`; marks it seen. */
  async find(token: string): Promise<LiveSession | undefined> {
    const session = await this.findSession(token);
    if (session) this.markSeen(session.sessionId);
    return session;
  }

  private markSeen(sessionId: string): void {
    if (!this.touch) return;
    const now = this.now();
    const last = this.touchedAt.get(sessionId);
    if (last !== undefined && now - last < SESSION_TOUCH_INTERVAL_MS) return;
    this.touchedAt.delete(sessionId);
    this.touchedAt.set(sessionId, now);
    while (this.touchedAt.size > this.maxEntries) {
      const oldest = this.touchedAt.keys().next().value;
      if (oldest === undefined) break;
      this.touchedAt.delete(oldest);
    }
    this.touch(sessionId).catch(this.onTouchError);
  }

  private findSession(token: string): Promise<LiveSession | undefined> {
    if (!isSessionTokenShape(token)) return Promise.resolve(undefined);
    const key = digest(token);
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.until > this.now()) {
        // Re-inserted so the Map's order is least recently used first.
        this.entries.delete(key);
        this.entries.set(key, entry);
        return Promise.resolve(entry.session);
      }
      this.drop(key, entry.session.sessionId);
    }
    const waiting = this.pending.get(key);
    if (waiting) return waiting;
    const loading = this.load(token, key).finally(() => {
      if (this.pending.get(key) === loading) this.pending.delete(key);
    });
    this.pending.set(key, loading);
    return loading;
  }

  /** Forgets a session at once (logout, revocation); lookups already on their way are not kept. */
  forgetSession(sessionId: string): void {
    this.generation += 1;
    this.pending.clear();
    const key = this.keyOfSession.get(sessionId);
    if (key !== undefined) this.drop(key, sessionId);
  }

  private async load(token: string, key: string): Promise<LiveSession | undefined> {
    const generation = this.generation;
    const session = await this.lookup(token);
    if (session && generation === this.generation) this.keep(key, session);
    return session;
  }

  private keep(key: string, session: LiveSession): void {
    const until = Math.min(this.now() + this.ttlMs, session.expiresAt.getTime());
    if (until <= this.now()) return;
    // Shared by every request that hits it: a handler writing to it would change the others' view.
    Object.freeze(session.user);
    Object.freeze(session);
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.drop(oldest[0], oldest[1].session.sessionId);
    }
    this.entries.set(key, { session, until });
    this.keyOfSession.set(session.sessionId, key);
  }

  private drop(key: string, sessionId: string): void {
    this.entries.delete(key);
    if (this.keyOfSession.get(sessionId) === key) this.keyOfSession.delete(sessionId);
  }
}
