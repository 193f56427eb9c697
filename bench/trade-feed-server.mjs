// A test-only feed for the trade-page bench: a WebSocket server that speaks the real feed protocol
// (acks, pushes and pongs built with the server's own frame helpers) for one market, BTC_USDT, and
// pushes depth updates at a fixed rate, trades, the forming bar and the ticker. The page is pointed
// at it by answering its public-token call with this server's endpoint.
import { WebSocketServer } from 'ws';
import { ackFrame, pongFrame, pushFrame } from '../server/src/feed/frames.ts';
import { createRandom } from '../server/src/market/engine/random.ts';

const SYMBOL = 'BTC_USDT';
const LEVEL_STEP = 50; // ticks between resting levels: 0.50 USDT
const LEVELS = 400; // a side
const MID = 6_500_000; // ticks: 65,000.00

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
      const best = random.integer(0, 1) === 0 ? sorted(bids, -1)[0] : sorted(asks, 1)[0];
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
      const last = price(sorted(bids, -1)[0]);
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
    ticker: () => ({
      symbol: SYMBOL,
      open: price(MID - 50_000),
      high: price(MID + 80_000),
      low: price(MID - 90_000),
      last: price(sorted(bids, -1)[0]),
      volume: '1234.56789',
      quoteVolume: '80000000.12',
      change: '500',
      changePercent: '0.78',
      time: Date.now(),
    }),
  };
}

const intervalMs = { '1m': 60_000, '5m': 300_000, '15m': 900_000, '1h': 3_600_000, '4h': 14_400_000, '1d': 86_400_000 };

function channelOf(params) {
  if (params.channel === 'kline') return `kline:${params.symbol}:${params.interval}`;
  return params.symbol ? `${params.channel}:${params.symbol}` : params.channel;
}

/**
 * Starts the feed on 127.0.0.1 (port 0). `start(rate)` begins pushing `rate` depth updates a
 * second (evenly spread, caught up on every 4 ms timer), 10 trades a second, and the bar and the
 * ticker once a second, to every subscriber of their channel.
 */
export async function startTradeFeed({ seed = 20261121 } = {}) {
  const market = createMarket(seed);
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wss.once('listening', resolve));
  const subscribers = new Map();
  const send = (socket, frame) => socket.readyState === 1 && socket.send(JSON.stringify(frame));
  const publish = (channel, frame) => {
    const text = JSON.stringify(frame);
    for (const socket of subscribers.get(channel) ?? []) if (socket.readyState === 1) socket.send(text);
  };
  const klineIntervals = new Set();

  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.event === 'ping') return send(socket, pongFrame(frame.params?.ts ?? null));
      if (frame.event === 'login' || frame.event === 'logout') return send(socket, ackFrame(frame.event, 'login'));
      const channel = channelOf(frame.params ?? {});
      if (frame.event === 'unsub') {
        subscribers.get(channel)?.delete(socket);
        return send(socket, ackFrame('unsub', channel));
      }
      if (frame.event !== 'sub') return;
      if (!subscribers.has(channel)) subscribers.set(channel, new Set());
      subscribers.get(channel).add(socket);
      send(socket, ackFrame('sub', channel));
      if (channel === `depth:${SYMBOL}`) send(socket, pushFrame('spot', 'depth.snapshot', market.snapshot(), SYMBOL));
      if (channel === 'tickers') send(socket, pushFrame('spot', 'tickers', [market.ticker()]));
      if (frame.params.channel === 'kline' && frame.params.symbol === SYMBOL) {
        klineIntervals.add(frame.params.interval);
        const bar = market.bar(frame.params.interval, intervalMs[frame.params.interval]);
        send(socket, pushFrame('spot', 'kline', bar, SYMBOL));
      }
    });
    socket.on('close', () => {
      for (const set of subscribers.values()) set.delete(socket);
    });
  });

  const timers = [];
  let sent = 0;
  return {
    endpoint: `ws://127.0.0.1:${wss.address().port}/ws/spot`,
    get depthUpdatesSent() {
      return sent;
    },
    start(rate) {
      const started = performance.now();
      let due = 0;
      timers.push(
        setInterval(() => {
          const target = Math.floor(((performance.now() - started) / 1000) * rate);
          for (; due < target; due++) {
            publish(`depth:${SYMBOL}`, pushFrame('spot', 'depth.update', market.update(), SYMBOL));
            sent += 1;
          }
        }, 4),
        setInterval(() => publish(`trades:${SYMBOL}`, pushFrame('spot', 'trades', market.trades(), SYMBOL)), 100),
        setInterval(() => {
          publish('tickers', pushFrame('spot', 'tickers', [market.ticker()]));
          for (const interval of klineIntervals) {
            const bar = market.bar(interval, intervalMs[interval]);
            publish(`kline:${SYMBOL}:${interval}`, pushFrame('spot', 'kline', bar, SYMBOL));
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
