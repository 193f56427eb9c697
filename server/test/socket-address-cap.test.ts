import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Database } from '../src/db/client.ts';
import { buildTestApp } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';

const pglite = drivers.find((d) => d.driver === 'pglite');

/** A feed socket and how it ended: opened then closed with a code. */
function feedSocket(url: string) {
  const socket = new WebSocket(url);
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, opened, closed };
}

/** A notification socket handshake without a session: "sign in required" means the cap let it through. */
async function notificationHandshake(base: string): Promise<string> {
  const socket = io(base, { transports: ['polling'], reconnection: false, forceNew: true });
  try {
    return await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  } finally {
    socket.close();
  }
}

describe('open WebSocket connections per address (WS_CONNECTIONS_PER_ADDRESS=2)', () => {
  let factory: TestDatabaseFactory;
  let database: Database;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    factory = await (pglite as NonNullable<typeof pglite>).create();
    database = await openMigrated(factory);
    app = await buildTestApp(database, { WS_CONNECTIONS_PER_ADDRESS: '2' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await factory?.dispose();
  });

  it('closes the feed socket past the cap with 1008 and refuses the notification socket, until one closes', async () => {
    const first = feedSocket(`ws://${base}/ws/spot`);
    const second = feedSocket(`ws://${base}/ws/futures`);
    await Promise.all([first.opened, second.opened]);

    const third = feedSocket(`ws://${base}/ws/spot`);
    expect(await third.closed).toBe(1008);
    const refused = await notificationHandshake(`http://${base}`);
    expect(refused).not.toBe('sign in required');
    expect(refused).not.toBe('connected');

    first.socket.close();
    await first.closed;
    // The freed place is taken again: the notification socket reaches its session check.
    await expect.poll(() => notificationHandshake(`http://${base}`), { timeout: 5000 }).toBe('sign in required');
    const again = feedSocket(`ws://${base}/ws/spot`);
    await again.opened;
    again.socket.close();
    second.socket.close();
    await Promise.all([again.closed, second.closed]);
  });
});
