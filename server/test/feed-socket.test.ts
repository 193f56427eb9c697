import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Database } from '../src/db/client.ts';
import { MAX_FRAME_BYTES } from '../src/feed/frames.ts';
import { buildTestApp } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';

const pglite = drivers.find((d) => d.driver === 'pglite');

/** Collects the frames a real WebSocket client receives from the listening server. */
function connect(url: string) {
  const socket = new WebSocket(url);
  const frames: unknown[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const nextFrame = async (): Promise<unknown> => {
    const seen = frames.length;
    while (frames.length === seen) await new Promise<void>((resolve) => waiters.push(resolve));
    return frames[seen];
  };
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, opened, nextFrame, closed };
}

describe('market feed WebSocket endpoint', () => {
  let factory: TestDatabaseFactory;
  let database: Database;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    if (!pglite) throw new Error('pglite driver missing');
    factory = await pglite.create();
    database = await openMigrated(factory);
    app = await buildTestApp(database);
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await factory?.dispose();
  });

  it('answers a ping with a pong carrying both timestamps', async () => {
    const client = connect(`${base}/ws/spot`);
    await client.opened;
    client.socket.send(JSON.stringify({ event: 'ping', params: { ts: 1234 } }));
    const frame = (await client.nextFrame()) as { event: string; data: { ts: number; pingTs: number } };
    expect(frame.event).toBe('pong');
    expect(frame.data.pingTs).toBe(1234);
    expect(frame.data.ts).toBeGreaterThan(0);
    client.socket.close();
  });

  it('answers bad frames with error frames and keeps the connection', async () => {
    const client = connect(`${base}/ws/futures`);
    await client.opened;
    for (const bad of ['not json', '[]', '{"event": 5}', '{"event":"teleport"}', 'null']) {
      client.socket.send(bad);
      expect(await client.nextFrame()).toMatchObject({ event: 'error' });
    }
    client.socket.send(Buffer.from([0, 1, 2]), { binary: true });
    expect(await client.nextFrame()).toMatchObject({ event: 'error' });
    client.socket.send(JSON.stringify({ event: 'ping' }));
    expect(await client.nextFrame()).toMatchObject({ event: 'pong' });
    client.socket.close();
  });

  it('closes with 1009 on a frame over 64 KiB and keeps serving others', async () => {
    const client = connect(`${base}/ws/spot`);
    await client.opened;
    client.socket.send(JSON.stringify({ event: 'ping', params: { pad: 'x'.repeat(MAX_FRAME_BYTES) } }));
    expect(await client.closed).toBe(1009);

    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });
});
