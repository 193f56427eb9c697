// A test-only feed for the trade-page bench: a WebSocket server that speaks the real feed protocol
// (acks, pushes and pongs built with the server's own frame helpers) for one market, BTC_USDT, and
// pushes depth updates at a fixed rate, trades, the forming bar and the ticker. The page is pointed
// at it by answering its token call with this server's endpoint.
//
// `biz: 'spot'` plays the spot socket (/ws/spot); `biz: 'futures'` the futures socket
// (/ws/futures) for the BTC_USDT perpetual: the same book, trades and bars, tickers as
// FuturesTicker (mark, index, funding, open interest, 24 h figures) with a mark that moves every
// second, mark-price bars (`kline` with `price: 'mark'`, push type `kline.mark`), and after a
// login the private channels: `positions` pushes the positions given to `setPositions` with
// every mark (mark, PnL and ROE at that mark), `orders`, `balances` and `risk` are acknowledged.
import { WebSocketServer } from 'ws';
import { ackFrame, pongFrame, pushFrame } from '../server/src/feed/frames.ts';
import { createRandom } from '../server/src/market/engine/random.ts';

const SYMBOL = 'BTC_USDT';
const LEVEL_STEP = 50; // ticks between resting levels: 0.50 USDT
const LEVELS = 400; // a side
const MID = 6_500_000; // ticks: 65,000.00
const FUNDING_INTERVAL_MINUTES = 480;

const price = (ticks) => (ticks / 100).toFixed(2);

/** The market the bench plays: a deep book around 65,000 with a deterministic stream of changes. */
function createMarket(seed) {
  const random = createRandom(seed);
  const quantity = () => (random.integer(1, 80_000) / 100_000).toFixed(5);
  const bids = new Map();
  const asks = new Map();
  for (let level = 1; level <= LEVELS; level++) {
    bids.set(MID - level * LEVEL_STEP, quantity());
    asks.set(MID + level * LEVEL_STEP, quantity());
  }
  let seq = 1;
  let tradeId = 1;
  const sorted = (side, direction) => [...side.keys()].sort((a, b) => direction * (a - b));
  const levels = (side, direction) => sorted(side, direction).map((ticks) => [price(ticks), side.get(ticks)]);
  const bestBid = () => sorted(bids, -1)[0];
  const bestAsk = () => sorted(asks, 1)[0];
  // The perpetual's mark and index (ticks): near the mid, moved once a second by `nextMark`.
  let mark = MID;
  let index = MID;

  return {
    snapshot: () => ({ symbol: SYMBOL, seq, bids: levels(bids, -1), asks: levels(asks, 1), time: Date.now() }),
    /** One to three levels near the touch change; one time in five a level moves to a new price. */
    update() {
      const changes = { bids: [], asks: [] };
      const count = random.integer(1, 3);
      for (let i = 0; i < count; i++) {
        const isBid = random.integer(0, 1) === 0;
        const side = isBid ? bids : asks;
        const keys = sorted(side, isBid ? -1 : 1);
        const index = Math.min(keys.length - 1, Math.floor(random.integer(0, 999) ** 2 / 25_000));
        const ticks = keys[index];
        const out = isBid ? changes.bids : changes.asks;
        if (random.integer(0, 4) === 0 && keys.length > 50) {
          side.delete(ticks);
          out.push([price(ticks), '0']);
          const offset = random.integer(1, 40) * LEVEL_STEP + random.integer(1, 49);
          const fresh = isBid ? MID - offset : MID + offset;
          if (!side.has(fresh)) {
            const added = quantity();
            side.set(fresh, added);
            out.push([price(fresh), added]);
          }
        } else {
          const changed = quantity();
          side.set(ticks, changed);
          out.push([price(ticks), changed]);
        }
      }
      seq += 1;
      return { symbol: SYMBOL, seq, ...changes, time: Date.now() };
    },
    trades() {
      const best = random.integer(0, 1) === 0 ? bestBid() : bestAsk();
      return [
        {
          id: tradeId++,
          symbol: SYMBOL,
          price: price(best),
          quantity: quantity(),
          side: random.integer(0, 1) ? 'buy' : 'sell',
          time: Date.now(),
        },
      ];
    },
    bar(interval, intervalMs) {
      const openTime = Math.floor(Date.now() / intervalMs) * intervalMs;
      const last = price(bestBid());
      return {
        symbol: SYMBOL,
        interval,
        openTime,
        open: price(MID),
        high: price(MID + 400),
        low: price(MID - 400),
        close: last,
        volume: '12.34567',
      };
    },
    /** The forming mark-price bar (`kline.mark`): as a trade bar, closing at the mark, volume "0". */
    markBar(interval, intervalMs) {
      const openTime = Math.floor(Date.now() / intervalMs) * intervalMs;
      return {
        symbol: SYMBOL,
        interval,
        openTime,
        open: price(MID),
        high: price(Math.max(MID + 400, mark)),
        low: price(Math.min(MID - 400, mark)),
        close: price(mark),
        volume: '0',
      };
    },
    ticker: () => ({
      symbol: SYMBOL,
      open: price(MID - 50_000),
      high: price(MID + 80_000),
      low: price(MID - 90_000),
      last: price(bestBid()),
      volume: '1234.56789',
      quoteVolume: '80000000.12',
      change: '500',
      changePercent: '0.78',
      time: Date.now(),
    }),
    /** The next mark and index: the book's mid give or take 20 ticks, the index up to 10 under it. */
    nextMark() {
      const mid = Math.round((bestBid() + bestAsk()) / 2);
      mark = mid + random.integer(-20, 20);
      index = mark - random.integer(0, 10);
      return mark;
    },
    get mark() {
      return mark;
    },
    /** A perpetual's ticker (packages/contracts/src/futures.ts futuresTickerSchema). */
    futuresTicker() {
      const now = Date.now();
      const intervalMs = FUNDING_INTERVAL_MINUTES * 60_000;
      const last = bestBid();
      const open = MID - 50_000;
      return {
        symbol: SYMBOL,
        indexPrice: price(index),
        markPrice: price(mark),
        lastPrice: price(last),
        fundingRate: (((mark - index) / index) * 0.1).toFixed(8),
        nextFundingTime: new Date((Math.floor(now / intervalMs) + 1) * intervalMs).toISOString(),
        fundingIntervalMinutes: FUNDING_INTERVAL_MINUTES,
        openInterest: '4321.12345',
        time: now,
        open24h: price(open),
        high24h: price(MID + 80_000),
        low24h: price(MID - 90_000),
        volume24h: '1234.56789',
        changePercent24h: (((last - open) / open) * 100).toFixed(2),
      };
    },
  };
}

/**
 * A position (FuturesPosition, as the platform's positions call gave it) at the mark `markTicks`:
 * its mark, unrealized PnL and ROE moved to it, the rest as it was.
 */
function positionAtMark(position, markTicks) {
  const mark = markTicks / 100;
  const direction = position.side === 'short' ? -1 : 1;
  const pnl = (mark - Number(position.entryPrice)) * Number(position.size) * direction;
  const margin = Number(position.margin);
  return {
    ...position,
    markPrice: price(markTicks),
    unrealizedPnl: pnl.toFixed(8),
    roe: (margin > 0 ? pnl / margin : 0).toFixed(8),
    updatedAt: new Date().toISOString(),
  };
}

const intervalMs = { '1m': 60_000, '5m': 300_000, '15m': 900_000, '1h': 3_600_000, '4h': 14_400_000, '1d': 86_400_000 };

/** The channel's name, as the contract's channel table names it (`feedChannels[...].name`). */
function channelOf(params) {
  if (params.channel === 'kline')
    return `kline:${params.symbol}:${params.interval}${params.price === 'mark' ? ':mark' : ''}`;
  return params.symbol ? `${params.channel}:${params.symbol}` : params.channel;
}

const privateChannels = new Set(['orders', 'balances', 'positions', 'risk']);

/**
 * Starts the feed on 127.0.0.1 (port 0). `start(rate)` begins pushing `rate` depth updates a
 * second (evenly spread, caught up on every 4 ms timer), 10 trades a second, and the bars and the
 * tickers once a second (futures: a new mark first, and the positions at it), to every subscriber
 * of their channel.
 */
export async function startTradeFeed({ seed = 20261121, biz = 'spot' } = {}) {
  const market = createMarket(seed);
  const futures = biz === 'futures';
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wss.once('listening', resolve));
  const subscribers = new Map();
  const loggedIn = new WeakSet();
  let positions = [];
  const counts = { depth: 0, tickers: 0, positions: 0 };
  const send = (socket, frame) => socket.readyState === 1 && socket.send(JSON.stringify(frame));
  const publish = (channel, frame) => {
    const text = JSON.stringify(frame);
    for (const socket of subscribers.get(channel) ?? []) if (socket.readyState === 1) socket.send(text);
  };
  const tickersFrame = () => pushFrame(biz, 'tickers', [futures ? market.futuresTicker() : market.ticker()]);
  const positionsFrame = () =>
    pushFrame(
      biz,
      'positions',
      positions.map((position) => positionAtMark(position, market.mark)),
    );
  /** Kline subscriptions by channel name: the params to build their bars from. */
  const klines = new Map();
  const barFrame = ({ interval, price: series }) =>
    series === 'mark'
      ? pushFrame(biz, 'kline.mark', market.markBar(interval, intervalMs[interval]), SYMBOL)
      : pushFrame(biz, 'kline', market.bar(interval, intervalMs[interval]), SYMBOL);
  if (futures) market.nextMark();

  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.event === 'ping') return send(socket, pongFrame(frame.params?.ts ?? null));
      if (frame.event === 'login') {
        loggedIn.add(socket);
        return send(socket, ackFrame('login', 'login'));
      }
      if (frame.event === 'logout') {
        loggedIn.delete(socket);
        return send(socket, ackFrame('logout', 'login'));
      }
      const params = frame.params ?? {};
      const channel = channelOf(params);
      if (frame.event === 'unsub') {
        subscribers.get(channel)?.delete(socket);
        return send(socket, ackFrame('unsub', channel));
      }
      if (frame.event !== 'sub') return;
      if (privateChannels.has(params.channel) && !loggedIn.has(socket))
        return send(socket, ackFrame('sub', channel, 'login first'));
      if (params.channel === 'positions' && !futures)
        return send(socket, ackFrame('sub', channel, 'positions are served on the futures socket'));
      if (!subscribers.has(channel)) subscribers.set(channel, new Set());
      subscribers.get(channel).add(socket);
      send(socket, ackFrame('sub', channel));
      if (channel === `depth:${SYMBOL}`) send(socket, pushFrame(biz, 'depth.snapshot', market.snapshot(), SYMBOL));
      if (channel === 'tickers') send(socket, tickersFrame());
      if (channel === 'positions') send(socket, positionsFrame());
      if (params.channel === 'kline' && params.symbol === SYMBOL) {
        klines.set(channel, params);
        send(socket, barFrame(params));
      }
    });
    socket.on('close', () => {
      for (const set of subscribers.values()) set.delete(socket);
    });
  });

  const timers = [];
  return {
    endpoint: `ws://127.0.0.1:${wss.address().port}/ws/${biz}`,
    get depthUpdatesSent() {
      return counts.depth;
    },
    /** Pushes sent so far: depth updates, tickers and positions (to every subscriber: counted once each). */
    get counts() {
      return { ...counts };
    },
    /** The positions the `positions` channel pushes (FuturesPosition[]), moved to every new mark. */
    setPositions(list) {
      positions = list;
    },
    start(rate) {
      const started = performance.now();
      let due = 0;
      timers.push(
        setInterval(() => {
          const target = Math.floor(((performance.now() - started) / 1000) * rate);
          for (; due < target; due++) {
            publish(`depth:${SYMBOL}`, pushFrame(biz, 'depth.update', market.update(), SYMBOL));
            counts.depth += 1;
          }
        }, 4),
        setInterval(() => publish(`trades:${SYMBOL}`, pushFrame(biz, 'trades', market.trades(), SYMBOL)), 100),
        setInterval(() => {
          if (futures) market.nextMark();
          publish('tickers', tickersFrame());
          counts.tickers += 1;
          for (const [channel, params] of klines) publish(channel, barFrame(params));
          if (futures && positions.length > 0 && subscribers.get('positions')?.size) {
            publish('positions', positionsFrame());
            counts.positions += 1;
          }
        }, 1000),
      );
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      for (const socket of wss.clients) socket.terminate();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
}
