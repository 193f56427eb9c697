// The notification socket refuses a handshake whose session it could not check (here: the session
// lookup throws once, as it does while the database is out of reach) with a retry hint, and a
// browser that follows the hint is connected on its next try; a visitor's refusal carries none.
import { notificationRefusalSchema } from '@vela/contracts/feed';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';

const lookup = vi.hoisted(() => ({ failNext: false }));
vi.mock('../src/accounts/sessions.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/accounts/sessions.ts')>();
  return {
    ...original,
    findSession: (...args: Parameters<typeof original.findSession>) => {
      if (!lookup.failNext) return original.findSession(...args);
      lookup.failNext = false;
      return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    },
  };
});

/** The handshake's outcome: connected, or the refusal's message and data. */
function handshake(socket: Socket): Promise<{ connected: true } | { message: string; data: unknown }> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ connected: true }));
    socket.once('connect_error', (error: Error & { data?: unknown }) =>
      resolve({ message: error.message, data: error.data }),
    );
  });
}

for (const onDatabase of testDatabases) {
  onDatabase.describe('notification socket, a session that could not be checked', ({ database }) => {
    let running: MarketApp;
    let base: string;

    beforeAll(async () => {
      running = await startMarketApp(database, { engine: false });
      base = running.wsBase.replace('ws://', 'http://');
    });
    afterAll(async () => {
      await running?.close();
    });

    it('is refused with a retry hint, and the retry it asks for connects', async () => {
      const carol = await signUp(running.app);
      const socket = io(base, { extraHeaders: { cookie: carol.cookie }, reconnection: false, forceNew: true });
      try {
        lookup.failNext = true;
        const refused = await handshake(socket);
        expect(refused).toMatchObject({ message: 'the server could not check the session; try again' });
        const hint = notificationRefusalSchema.parse('data' in refused ? refused.data : undefined);
        expect(hint.retryAfterMs).toBeGreaterThan(0);
        // socket.io-client gives up on a refused handshake: what the web client does after the hint.
        expect(socket.active).toBe(false);
        const again = handshake(socket);
        socket.connect();
        expect(await again).toEqual({ connected: true });
      } finally {
        socket.close();
      }
    });

    it('is refused for good when no one is signed in', async () => {
      const socket = io(base, { reconnection: false, forceNew: true });
      try {
        const refused = await handshake(socket);
        expect(refused).toMatchObject({ message: 'sign in required' });
        expect(notificationRefusalSchema.safeParse('data' in refused ? refused.data : undefined).success).toBe(false);
      } finally {
        socket.close();
      }
    });
  });
}
