import {
  type ChannelParams,
  type ClientFrame,
  channelName,
  channelOfPush,
  channelRefusal,
  type FeedBiz,
  type FeedChannel,
  type FeedPushType,
  feedChannels,
  feedCloseCodes,
  pushTypesOf,
  type ServerFrame,
} from '@vela/contracts/feed';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import type { Bus, BusMessages } from '../infra/bus/bus.ts';
import type { MarketDirectory } from '../market/markets.ts';
import { FeedConnection, type FeedLimits, type FeedSocket } from './connection.ts';
import { ackFrame, errorFrame, parseClientFrame, pongFrame, pushFrame } from './frames.ts';
import { type FuturesChange, FuturesMarketView } from './futures-view.ts';
import type { MarketChange, MarketView } from './market-view.ts';
import { verifyFeedToken } from './tokens.ts';

export interface FeedHubOptions {
  view: MarketView;
  bus: Bus;
  markets: MarketDirectory;
  /** The perpetuals' view of the bus; the hub opens (and closes) its own when none is given. */
  futuresView?: FuturesMarketView;
  /**
   * The listed perpetuals, checked synchronously like `markets` (load them before the first
   * frame). A symbol the futures view has heard of is accepted too; without this list, those are
   * the only ones.
   */
  futuresContracts?: { has(symbol: string): boolean };
  tokenSecret: Buffer;
  limits: FeedLimits;
  log: FastifyBaseLogger;
}

/** What a socket offers the hub: a FeedSocket plus the `ws` events it listens to. */
export interface HubSocket extends FeedSocket {
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Where each private event of the bus goes: the socket (biz) and the channel. Spot and futures
 * orders/balances share channel names, never routes: the route key starts with the biz.
 */
const USER_EVENT_ROUTES: Record<
  BusMessages['user.event']['type'],
  { biz: FeedBiz; channel: FeedChannel & FeedPushType }
> = {
  orders: { biz: 'spot', channel: 'orders' },
  balances: { biz: 'spot', channel: 'balances' },
  'futures-orders': { biz: 'futures', channel: 'orders' },
  'futures-positions': { biz: 'futures', channel: 'positions' },
  'futures-balances': { biz: 'futures', channel: 'balances' },
  'futures-risk': { biz: 'futures', channel: 'risk' },
};

/**
 * The feed's switchboard: serves every socket's frames (ping, login, sub, ...) and fans the
 * market views' changes (spot and perpetuals) and the users' private events out to the
 * subscribed sockets. A push is encoded once per change, whatever the number of subscribers, and
 * only when there is one.
 */
export class FeedHub {
  /** Routing key (biz|channel, plus |userId for private channels) -> its subscribers. */
  private readonly routes = new Map<string, Set<FeedConnection>>();
  private readonly connections = new Set<FeedConnection>();
  private readonly stops: (() => void)[];
  private readonly futures: FuturesMarketView;

  constructor(private readonly options: FeedHubOptions) {
    const ownFuturesView = options.futuresView === undefined;
    this.futures = options.futuresView ?? new FuturesMarketView(options.bus);
    this.stops = [
      options.view.onChange((change) => this.pushMarketChange(change)),
      this.futures.onChange((change) => this.pushFuturesChange(change)),
      ...(ownFuturesView ? [() => this.futures.close()] : []),
      options.bus.subscribe('user.event', (event) => this.pushUserEvent(event)),
      options.bus.subscribe('session.ended', ({ sessionId }) => this.endSession(sessionId)),
    ];
  }

  connect(socket: HubSocket, biz: 'spot' | 'futures'): void {
    const connection = new FeedConnection(socket, biz, this.options.limits);
    this.connections.add(connection);
    socket.on('message', (data, isBinary) => this.receive(connection, data, isBinary));
    socket.on('close', () => this.disconnect(connection));
    socket.on('error', () => socket.terminate());
  }

  /** Shutdown: every client is told the server is going away. */
  closeAll(): void {
    for (const connection of this.connections) connection.close(feedCloseCodes.goingAway, 'server shutting down');
  }

  stop(): void {
    for (const stop of this.stops) stop();
  }

  private receive(connection: FeedConnection, data: RawData, isBinary: boolean): void {
    const verdict = connection.admit(Date.now());
    if (verdict === 'close') {
      connection.close(feedCloseCodes.policyViolation, 'too many frames');
      return;
    }
    const replies =
      verdict === 'refuse'
        ? [errorFrame(`too many frames: at most ${this.options.limits.framesPerSecond} a second`)]
        : this.answer(connection, data, isBinary);
    for (const reply of replies) connection.send(reply);
  }

  /**
   * The frames that answer one client frame, in order (an ack before the snapshot it promises).
   * Synchronous on purpose: frames are answered in the order they came, with no await between.
   */
  private answer(connection: FeedConnection, data: RawData, isBinary: boolean): ServerFrame[] {
    if (isBinary) return [errorFrame('binary frames are not supported')];
    const parsed = parseClientFrame(textOf(data));
    if (!parsed.ok) return [errorFrame(parsed.reason)];
    try {
      return this.serve(connection, parsed.frame);
    } catch (error) {
      this.options.log.warn({ err: error }, 'feed frame failed');
      return [errorFrame('the server could not serve this frame; try again')];
    }
  }

  private serve(connection: FeedConnection, frame: ClientFrame): ServerFrame[] {
    switch (frame.event) {
      case 'ping':
        return [pongFrame(frame.params?.ts ?? null)];
      case 'login':
        return [this.login(connection, frame.params.token)];
      case 'logout':
        this.logOut(connection);
        return [ackFrame('logout', 'login')];
      case 'sub':
        return this.subscribe(connection, frame.params);
      case 'unsub':
        return [this.unsubscribe(connection, frame.params)];
    }
  }

  private login(connection: FeedConnection, token: string): ServerFrame {
    const check = verifyFeedToken(this.options.tokenSecret, token);
    if (!check.ok) return ackFrame('login', 'login', check.reason);
    const { kind, uid } = check.claims;
    if (kind !== 'private' || !uid) return ackFrame('login', 'login', 'a private token is required');
    if (connection.userId !== uid) this.dropPrivate(connection);
    connection.userId = uid;
    connection.sessionId = check.claims.sid;
    return ackFrame('login', 'login');
  }

  private logOut(connection: FeedConnection): void {
    this.dropPrivate(connection);
    connection.userId = undefined;
    connection.sessionId = undefined;
  }

  /** The user logged out: their sockets on this instance stop receiving private channels at once. */
  private endSession(sessionId: string): void {
    for (const connection of this.connections) {
      if (connection.sessionId !== sessionId) continue;
      this.logOut(connection);
      connection.send(errorFrame('session ended: logged out; log in again for private channels'));
    }
  }

  private subscribe(connection: FeedConnection, params: ChannelParams): ServerFrame[] {
    const name = channelName(params);
    const refusal = this.refusal(connection, params);
    if (refusal) return [ackFrame('sub', name, refusal)];
    if (!connection.subscriptions.has(name)) {
      const max = this.options.limits.maxSubscriptions;
      if (connection.subscriptions.size >= max)
        return [ackFrame('sub', name, `too many subscriptions: at most ${max}`)];
      const key = routeKey(connection.biz, params, connection.userId);
      connection.subscriptions.set(name, key);
      let subscribers = this.routes.get(key);
      if (!subscribers) {
        subscribers = new Set();
        this.routes.set(key, subscribers);
      }
      subscribers.add(connection);
    }
    // Subscribing again (a client that saw a seq gap) also gets a fresh snapshot.
    return [ackFrame('sub', name), ...this.currentState(connection, params)];
  }

  private unsubscribe(connection: FeedConnection, params: ChannelParams): ServerFrame {
    const name = channelName(params);
    const key = connection.subscriptions.get(name);
    if (key !== undefined) this.removeRoute(connection, name, key);
    return ackFrame('unsub', name);
  }

  private refusal(connection: FeedConnection, params: ChannelParams): string | undefined {
    const wrongSocket = channelRefusal(params, connection.biz);
    if (wrongSocket) return wrongSocket;
    if (feedChannels[params.channel].private) {
      return connection.userId ? undefined : 'login required: send a login frame with a private token first';
    }
    if (!('symbol' in params)) return undefined;
    if (connection.biz === 'spot') {
      return this.options.markets.has(params.symbol) ? undefined : `unknown market: ${params.symbol}`;
    }
    return this.isPerpetual(params.symbol) ? undefined : `unknown contract: ${params.symbol}`;
  }

  /** Synchronous: the listed contracts (loaded at start) or what the engine published about. */
  private isPerpetual(symbol: string): boolean {
    return this.options.futuresContracts?.has(symbol) === true || this.futures.knows(symbol);
  }

  /** What a new subscriber is sent at once: the latest tickers, the book, the current bar. */
  private currentState(connection: FeedConnection, params: ChannelParams): ServerFrame[] {
    if (connection.biz === 'futures') return this.currentFutures(params);
    const { view } = this.options;
    if (params.channel === 'tickers') {
      const tickers = view.tickers();
      return tickers.length > 0 ? [pushFrame('spot', 'tickers', tickers)] : [];
    }
    if (params.channel === 'depth') {
      const snapshot = view.depth(params.symbol);
      return snapshot ? [pushFrame('spot', 'depth.snapshot', snapshot, params.symbol)] : [];
    }
    if (params.channel === 'kline') {
      const bar = view.currentBar(params.symbol, params.interval);
      return bar ? [pushFrame('spot', 'kline', bar, params.symbol)] : [];
    }
    return [];
  }

  /** The futures socket's: FuturesTicker[], the perpetual's book, its current bar of that price. */
  private currentFutures(params: ChannelParams): ServerFrame[] {
    const { futures } = this;
    if (params.channel === 'tickers') {
      const tickers = futures.tickers();
      return tickers.length > 0 ? [pushFrame('futures', 'tickers', tickers)] : [];
    }
    if (params.channel === 'depth') {
      const snapshot = futures.depth(params.symbol);
      return snapshot ? [pushFrame('futures', 'depth.snapshot', snapshot, params.symbol)] : [];
    }
    if (params.channel === 'kline') {
      const price = params.price ?? 'last';
      const bar = futures.currentBar(params.symbol, params.interval, price);
      const [type] = pushTypesOf(params, 'futures') as FeedPushType[];
      return bar && type ? [pushFrame('futures', type, bar, params.symbol)] : [];
    }
    return [];
  }

  private pushMarketChange(change: MarketChange): void {
    this.pushChange('spot', change);
  }

  private pushFuturesChange(change: FuturesChange): void {
    this.pushChange('futures', change);
  }

  /** A market change goes to the channel the table names for its push type and origin. */
  private pushChange(biz: FeedBiz, change: MarketChange | FuturesChange): void {
    const symbol = change.type === 'tickers' ? undefined : change.symbol;
    const interval = 'interval' in change ? change.interval : undefined;
    const params = channelOfPush(change.type, { symbol, interval });
    if (!params) return;
    this.push(routeKey(biz, params), () => pushFrame(biz, change.type, change.data, symbol));
  }

  private pushUserEvent({ userId, type, payload }: BusMessages['user.event']): void {
    // A type this version does not know (an engine newer than this relay) goes nowhere.
    const route = Object.hasOwn(USER_EVENT_ROUTES, type) ? USER_EVENT_ROUTES[type] : undefined;
    if (!route) return;
    const params = channelOfPush(route.channel, {});
    if (!params) return;
    this.push(routeKey(route.biz, params, userId), () => pushFrame(route.biz, route.channel, payload));
  }

  /** Builds and encodes the frame only when the route has subscribers. */
  private push(key: string, frame: () => ServerFrame): void {
    const subscribers = this.routes.get(key);
    if (!subscribers || subscribers.size === 0) return;
    const text = JSON.stringify(frame());
    for (const connection of subscribers) connection.sendText(text);
  }

  private dropPrivate(connection: FeedConnection): void {
    for (const [name, key] of connection.subscriptions) {
      if (isPrivateRoute(key)) this.removeRoute(connection, name, key);
    }
  }

  private removeRoute(connection: FeedConnection, name: string, key: string): void {
    connection.subscriptions.delete(name);
    const subscribers = this.routes.get(key);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) this.routes.delete(key);
  }

  private disconnect(connection: FeedConnection): void {
    for (const [name, key] of connection.subscriptions) this.removeRoute(connection, name, key);
    this.connections.delete(connection);
  }
}

/**
 * The routing key of a subscription: biz|channel name, plus |userId for a private channel (spot
 * and futures orders share channel names, never routes).
 */
function routeKey(biz: FeedBiz, params: ChannelParams, userId?: string): string {
  const key = `${biz}|${channelName(params)}`;
  return feedChannels[params.channel].private ? `${key}|${userId}` : key;
}

/** Only a private channel's key carries the user (a third part). */
function isPrivateRoute(key: string): boolean {
  return key.split('|').length > 2;
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
