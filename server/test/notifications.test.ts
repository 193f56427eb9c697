import { type Notice, noticeSchema, notificationListSchema, type Unread, unreadSchema } from '@vela/contracts/feed';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifyAll, notifyUser } from '../src/notify/notifier.ts';
import { SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { FeedClient, type MarketApp, startMarketApp } from './support/market.ts';

/** A socket.io client that records what it is sent. */
function connectNotifications(
  base: string,
  options: { cookie?: string; origin?: string; transports?: ('websocket' | 'polling')[] } = {},
) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const socket: Socket = io(base, {
    extraHeaders: headers,
    transports: options.transports ?? ['polling', 'websocket'],
    reconnection: false,
    forceNew: true,
  });
  const unread: Unread[] = [];
  const notices: Notice[] = [];
  socket.on('unread', (payload: unknown) => unread.push(unreadSchema.parse(payload)));
  socket.on('notice', (payload: unknown) => notices.push(noticeSchema.parse(payload)));
  const outcome = new Promise<'connected' | string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
  return { socket, unread, notices, outcome };
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const notice = (kind: Notice['kind'], title: string): Notice => ({
  kind,
  title,
  body: `${title} body`,
  time: Date.now(),
});

for (const onDatabase of testDatabases) {
  onDatabase.describe('notification socket', ({ database }) => {
    let running: MarketApp;
    let base: string;
    let alice: SignedUp;
    let bob: SignedUp;

    beforeAll(async () => {
      running = await startMarketApp(database, { engine: false });
      base = running.wsBase.replace('ws://', 'http://');
      alice = await signUp(running.app);
      bob = await signUp(running.app);
    });
    afterAll(async () => {
      await running?.close();
    });

    it('refuses visitors and pages from other origins', async () => {
      const visitor = connectNotifications(base);
      expect(await visitor.outcome).toBe('sign in required');
      visitor.socket.close();
      const crossSite = connectNotifications(base, { cookie: alice.cookie, origin: 'https://evil.example' });
      expect(await crossSite.outcome).not.toBe('connected');
      crossSite.socket.close();
    });

    it('delivers a user’s notices and unread count to that user only, over polling and WebSocket', async () => {
      const polling = connectNotifications(base, { cookie: alice.cookie, transports: ['polling'] });
      const websocket = connectNotifications(base, { cookie: alice.cookie, origin: base, transports: ['websocket'] });
      const other = connectNotifications(base, { cookie: bob.cookie });
      for (const client of [polling, websocket, other]) expect(await client.outcome).toBe('connected');
      await until(() => [polling, websocket, other].every((client) => client.unread.length > 0));
      expect(websocket.unread).toEqual([{ count: 0 }]);

      await notifyUser(database.db, running.feed.bus, alice.user.id, notice('order-filled', 'BTC buy filled'));
      for (const client of [polling, websocket]) {
        await until(() => client.notices.length === 1 && client.unread.length === 2);
        expect(client.notices[0]).toMatchObject({ kind: 'order-filled', title: 'BTC buy filled' });
        expect(client.unread[1]).toEqual({ count: 1 });
      }

      await notifyAll(database.db, running.feed.bus, notice('announcement', 'Maintenance'));
      await until(() => other.notices.length === 1 && other.unread.some((u) => u.count === 1));
      await until(() => websocket.unread.some((u) => u.count === 2));
      expect(other.notices.map((n) => n.title)).toEqual(['Maintenance']);

      const read = await running.app.inject({
        method: 'POST',
        url: '/api/v1/notifications/read',
        headers: { cookie: alice.cookie, origin: SAME_ORIGIN },
        payload: {},
      });
      expect(read.json()).toEqual({ count: 0 });
      await until(() => websocket.unread[websocket.unread.length - 1]?.count === 0);
      const list = await running.app.inject({
        method: 'GET',
        url: '/api/v1/notifications',
        headers: { cookie: alice.cookie },
      });
      const { notifications, unread } = notificationListSchema.parse(list.json());
      expect(unread).toBe(0);
      expect(notifications.map((n) => [n.title, n.read])).toEqual([
        ['Maintenance', true],
        ['BTC buy filled', true],
      ]);
      for (const client of [polling, websocket, other]) client.socket.close();
    });

    it('lists the notices a page at a time, newest first, to the last page', async () => {
      const erin = await signUp(running.app);
      for (const title of ['first', 'second', 'third']) {
        await notifyUser(database.db, running.feed.bus, erin.user.id, notice('announcement', title));
      }
      const page = async (query: string) => {
        const answer = await running.app.inject({
          method: 'GET',
          url: `/api/v1/notifications?${query}`,
          headers: { cookie: erin.cookie },
        });
        return notificationListSchema.parse(answer.json());
      };
      const newest = await page('limit=2');
      expect(newest.notifications.map((n) => n.title)).toEqual(['third', 'second']);
      expect(newest.nextBefore).toBe(newest.notifications[1]?.id);
      const last = await page(`limit=2&before=${newest.nextBefore}`);
      expect(last.notifications.map((n) => n.title)).toEqual(['first']);
      expect(last.nextBefore).toBeNull();
      expect(last.unread).toBe(3);
      const bad = await running.app.inject({
        method: 'GET',
        url: '/api/v1/notifications?before=-1',
        headers: { cookie: erin.cookie },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('closes the sockets of a session when it logs out, and only those', async () => {
      const carol = await signUp(running.app);
      const leaving = connectNotifications(base, { cookie: carol.cookie });
      const staying = connectNotifications(base, { cookie: bob.cookie });
      for (const client of [leaving, staying]) expect(await client.outcome).toBe('connected');
      const closed = new Promise<string>((resolve) => leaving.socket.once('disconnect', (reason) => resolve(reason)));
      const logout = await running.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { cookie: carol.cookie, origin: SAME_ORIGIN },
      });
      expect(logout.statusCode).toBe(200);
      expect(await closed).toBe('io server disconnect');
      expect(staying.socket.connected).toBe(true);
      staying.socket.close();
    });

    it('serves the market feed WebSocket beside the notification socket on one port', async () => {
      const notifications = connectNotifications(base, { cookie: bob.cookie, transports: ['websocket'] });
      expect(await notifications.outcome).toBe('connected');
      const feed = await FeedClient.open(`${running.wsBase}/ws/spot`);
      feed.send({ event: 'ping' });
      expect(await feed.waitFor((f) => f.event === 'pong')).toBeDefined();
      feed.close();
      notifications.socket.close();
    });

    it('is joined again by a reconnecting browser after a server restart, which then gets its notices', async () => {
      const first = await startMarketApp(database, { engine: false });
      const restartBase = first.wsBase.replace('ws://', 'http://');
      const dave = await signUp(first.app);
      // The web client's reconnection (socket.io-client's defaults), only quicker.
      const socket: Socket = io(restartBase, {
        extraHeaders: { cookie: dave.cookie },
        reconnectionDelay: 50,
        reconnectionDelayMax: 200,
        forceNew: true,
      });
      const notices: Notice[] = [];
      socket.on('notice', (payload: unknown) => notices.push(noticeSchema.parse(payload)));
      let connects = 0;
      socket.on('connect', () => {
        connects += 1;
      });
      let second: MarketApp | undefined;
      try {
        await until(() => connects === 1);
        await first.close();
        await until(() => !socket.connected);
        second = await startMarketApp(database, { engine: false, env: { PORT: new URL(restartBase).port } });
        await until(() => connects === 2, 10_000);
        await notifyUser(database.db, second.feed.bus, dave.user.id, notice('order-filled', 'after the restart'));
        await until(() => notices.length === 1);
        expect(notices[0]?.title).toBe('after the restart');
      } finally {
        socket.close();
        await second?.close();
      }
    });

    it('marks only the given notices read, and refuses bad input, visitors and other origins', async () => {
      await notifyUser(database.db, running.feed.bus, bob.user.id, notice('order-filled', 'one'));
      await notifyUser(database.db, running.feed.bus, bob.user.id, notice('order-filled', 'two'));
      const listed = await running.app.inject({
        method: 'GET',
        url: '/api/v1/notifications',
        headers: { cookie: bob.cookie },
      });
      const { notifications } = notificationListSchema.parse(listed.json());
      const post = (payload: unknown, headers: Record<string, string> = { cookie: bob.cookie, origin: SAME_ORIGIN }) =>
        running.app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers, payload: payload as object });

      const first = notifications.find((n) => n.title === 'one');
      expect((await post({ ids: [first?.id] })).json()).toEqual({ count: 2 });
      expect((await post({ ids: [] })).statusCode).toBe(400);
      expect((await post({ ids: ['x'] })).statusCode).toBe(400);
      expect((await post({}, { origin: SAME_ORIGIN })).statusCode).toBe(401);
      expect((await post({}, { cookie: bob.cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await running.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
    });
  });
}
