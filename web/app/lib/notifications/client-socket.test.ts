import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientSocketOptions, connectNotifications, retryDelayAfterRefusal, withJitter } from './client-socket.ts';

vi.mock('../api/browser-api.ts', () => ({
  browserApi: () => ({ get: async () => ({ notifications: [], unread: 0 }) }),
}));

describe('client socket options', () => {
  it('are the spec backoff, time-out and transports', () => {
    expect(clientSocketOptions).toMatchObject({
      path: '/socket.io/',
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      timeout: 20_000,
      transports: ['polling', 'websocket'],
    });
  });
});

describe('after a refused handshake', () => {
  /** What socket.io-client hands `connect_error` for a refusal: the server's message, its `data` as sent. */
  const refused = (message: string, data?: unknown) => Object.assign(new Error(message), { data });

  it('connects again after the delay the server asks for when it could not check the session', () => {
    expect(
      retryDelayAfterRefusal(
        refused('the server could not check the session; try again', { retryable: true, retryAfterMs: 5000 }),
      ),
    ).toBe(5000);
  });

  it('stays closed when the refusal is final or says nothing it can trust', () => {
    expect(retryDelayAfterRefusal(refused('sign in required'))).toBeUndefined();
    expect(retryDelayAfterRefusal(refused('xhr poll error', 'transport'))).toBeUndefined();
    expect(retryDelayAfterRefusal(refused('odd', { retryable: false, retryAfterMs: 5000 }))).toBeUndefined();
    expect(retryDelayAfterRefusal(refused('odd', { retryable: true, retryAfterMs: -1 }))).toBeUndefined();
    expect(retryDelayAfterRefusal(undefined)).toBeUndefined();
  });
});

describe('the retry delay after a refused handshake', () => {
  it('adds 0 to 50 % of the delay the server asked for, drawn from the random source', () => {
    expect(withJitter(5000, () => 0)).toBe(5000);
    expect(withJitter(5000, () => 0.5)).toBe(6250);
    expect(withJitter(5000, () => 0.999_999)).toBe(7500);
  });

  it('spreads clients refused together over the jitter window instead of one instant', () => {
    // A seeded sequence (linear congruential): many clients, one server delay.
    let seed = 42;
    const seeded = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const delays = Array.from({ length: 200 }, () => withJitter(1000, seeded));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(1500);
    expect(new Set(delays).size).toBeGreaterThan(100);
  });

  it('never waits less than asked, even from a random source out of range', () => {
    expect(withJitter(1000, () => -1)).toBe(1000);
    expect(withJitter(1000, () => 7)).toBe(1500);
  });
});

describe('the notification socket against a server that refuses its handshake', () => {
  const stops: (() => unknown)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
    vi.unstubAllGlobals();
  });

  /** A socket.io server on the notification path whose handshakes `refuse` may turn down; the page's location points at it. */
  async function refusingServer(port: number, refuse: (handshake: number) => Error | undefined) {
    const http = createServer();
    const io = new Server(http, { path: clientSocketOptions.path });
    const seen = { handshakes: 0, connections: 0 };
    io.use((_socket, next) => {
      seen.handshakes += 1;
      next(refuse(seen.handshakes));
    });
    io.on('connection', () => {
      seen.connections += 1;
    });
    await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
    stops.push(() => new Promise((resolve) => io.close(resolve)));
    const { port: bound } = http.address() as AddressInfo;
    vi.stubGlobal('location', {
      protocol: 'http:',
      host: `127.0.0.1:${bound}`,
      hostname: '127.0.0.1',
      port: `${bound}`,
    });
    return seen;
  }

  const handlers = { onUnread: () => {}, onNotice: () => {} };

  it('connects again after the delay the refusal asks for when the session could not be checked', async () => {
    const seen = await refusingServer(4291, (handshake) =>
      handshake === 1
        ? Object.assign(new Error('the server could not check the session; try again'), {
            data: { retryable: true, retryAfterMs: 100 },
          })
        : undefined,
    );
    stops.push(await connectNotifications(handlers));
    await vi.waitFor(() => expect(seen.connections).toBe(1), { timeout: 5000 });
    expect(seen.handshakes).toBe(2);
  });

  it('waits the jittered delay before connecting again', async () => {
    const refusedAt: number[] = [];
    const seen = await refusingServer(4293, (handshake) => {
      refusedAt.push(Date.now());
      return handshake === 1
        ? Object.assign(new Error('the server could not check the session; try again'), {
            data: { retryable: true, retryAfterMs: 400 },
          })
        : undefined;
    });
    // The largest jitter: 400 ms asked, 600 ms waited.
    stops.push(await connectNotifications(handlers, () => 0.999_999));
    await vi.waitFor(() => expect(seen.connections).toBe(1), { timeout: 5000 });
    const [first = 0, second = 0] = refusedAt;
    expect(second - first).toBeGreaterThanOrEqual(590);
  });

  it('stays closed after a final refusal (signed out)', async () => {
    const seen = await refusingServer(4292, () => new Error('sign in required'));
    stops.push(await connectNotifications(handlers));
    await vi.waitFor(() => expect(seen.handshakes).toBe(1), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen).toEqual({ handshakes: 1, connections: 0 });
  });
});
