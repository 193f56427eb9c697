import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientSocketOptions, connectNotifications, retryDelayAfterRefusal } from './client-socket.ts';

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

  it('stays closed after a final refusal (signed out)', async () => {
    const seen = await refusingServer(4292, () => new Error('sign in required'));
    stops.push(await connectNotifications(handlers));
    await vi.waitFor(() => expect(seen.handshakes).toBe(1), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen).toEqual({ handshakes: 1, connections: 0 });
  });
});
