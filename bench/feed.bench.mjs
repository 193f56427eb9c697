// Feed fan-out on loopback: 1,000 WebSocket clients, each subscribed to tickers and one market's
// depth, fed the same frames by three servers in one run: Vela's real feed (the Fastify app with
// its feed plugins, publishing on the in-process bus), a bare `ws` broadcast (the ceiling) and
// socket.io with a room per channel. The clients live in a child process (bench/feed-clients.mjs),
// so the servers and the receivers each get one of the two cores; the three sets of clients stay
// connected throughout and the contenders take turns, one-second slice by slice.
//
// Two phases, on the same connections:
// - fixed rate: tickers once a second, depth updates at BENCH_DEPTH_RATE a second per market,
//   evenly spread: delivered frames/s and publish-to-receipt latency at that rate;
// - saturation: a depth update whenever fewer than one frame per client is on its way (the clients
//   report what they received every 2 ms): the most frames/s this pair of processes delivers,
//   and the server's CPU time per frame.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket, WebSocketServer } from 'ws';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { seedSpotMarkets } from '../server/src/db/seed-data.ts';
import { pushFrame } from '../server/src/feed/frames.ts';
import { openFeedRuntime } from '../server/src/feed/runtime.ts';
import { buildApp } from '../server/src/http/app.ts';
import { createRandom } from '../server/src/market/engine/random.ts';
import { seedDemoData } from '../server/src/seeding.ts';

// socket.io is the server's dependency (the notification socket): load it as the server does.
const { Server: SocketIoServer } = createRequire(new URL('../server/package.json', import.meta.url))('socket.io');

const clientCount = Number(process.env.BENCH_CLIENTS ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const saturationSeconds = Number(process.env.BENCH_SATURATION_SECONDS ?? 5);
/** Depth updates per market per second in the fixed-rate phase (bench/README.md says why 10). */
const depthRate = Number(process.env.BENCH_DEPTH_RATE ?? 10);
const inFlight = clientCount; // saturation: frames published but not yet received, at most
const TICKERS = 15; // the tickers channel's index in publication keys (markets are 0..9)
const keyOf = (index, n) => n * 16 + index;

/** Milliseconds on CLOCK_MONOTONIC (process.hrtime), the same clock in the clients' process. */
const mono = (() => {
  let offset = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 50; i++) {
    const before = performance.now();
    const hr = Number(process.hrtime.bigint()) / 1e6;
    offset = Math.min(offset, hr - before);
  }
  return () => performance.now() + offset;
})();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// The market the publisher plays: ten books of 20 levels a side at the seeded reference prices;
// every update changes one bid and one ask level, as a quiet engine's updates do. Each contender
// gets its own copy from the same seed, so all of them are sent the same frames in the same order.

/** A count of the smallest units as a decimal string in its shortest form, as the engine writes them. */
function decimal(units, precision) {
  if (precision === 0) return String(units);
  const text = String(units).padStart(precision + 1, '0');
  const fraction = text.slice(-precision).replace(/0+$/, '');
  const whole = text.slice(0, -precision);
  return fraction ? `${whole}.${fraction}` : whole;
}

function createMarkets() {
  const random = createRandom(20261121);
  const markets = seedSpotMarkets.map((spec, index) => {
    const mid = Math.round(Number(spec.referencePrice) * 10 ** spec.pricePrecision);
    const step = Math.max(1, Math.round(mid / 20_000)); // levels about 0.5 basis points apart
    const lots = 10 ** Math.max(0, spec.amountPrecision - 3);
    const quantity = () => decimal(random.integer(1, 5000) * lots, spec.amountPrecision);
    const side = (sign) =>
      Array.from({ length: 20 }, (_, level) => [
        decimal(mid + sign * (level + 1) * step, spec.pricePrecision),
        quantity(),
      ]);
    return {
      index,
      symbol: spec.symbol,
      spec,
      seq: 1,
      bids: side(-1),
      asks: side(1),
      quantity,
      random,
      subscribers: 0,
    };
  });
  for (let i = 0; i < clientCount; i++) markets[i % markets.length].subscribers++;
  return markets;
}

function snapshotOf(market) {
  return {
    symbol: market.symbol,
    seq: market.seq,
    bids: market.bids.map((level) => [...level]),
    asks: market.asks.map((level) => [...level]),
    time: Date.now(),
  };
}

function nextUpdate(market) {
  const bid = market.bids[market.random.integer(0, 19)];
  const ask = market.asks[market.random.integer(0, 19)];
  bid[1] = market.quantity();
  ask[1] = market.quantity();
  market.seq += 1;
  return { symbol: market.symbol, seq: market.seq, bids: [[...bid]], asks: [[...ask]], time: Date.now() };
}

function tickersOf(markets) {
  const time = Date.now();
  return markets.map(({ symbol, spec, bids }) => {
    const last = bids[0][0];
    return {
      symbol,
      open: spec.referencePrice,
      high: last,
      low: spec.referencePrice,
      last,
      volume: '1234.5',
      quoteVolume: '98765432.1',
      change: '0',
      changePercent: '0.00',
      time,
    };
  });
}

/** What a new subscriber of a channel is sent first (the bare and socket.io servers do as Vela does). */
function currentState(markets, channel) {
  if (channel === 'tickers') return pushFrame('spot', 'tickers', tickersOf(markets));
  const market = markets.find((item) => `depth:${item.symbol}` === channel);
  return pushFrame('spot', 'depth.snapshot', snapshotOf(market), market.symbol);
}

// ---------------------------------------------------------------------------------------------
// The contenders. Each offers the clients' URL, the publication of a depth update, of the tickers
// and of the periodic full snapshot (which only Vela's relay consumes), and close().

/** What main.ts wires with SEED=on, ENGINE=off: PGlite in a temporary directory, the feed runtime, the app. */
async function startVela(markets) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vela-bench-feed-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED: 'on',
    ENGINE: 'off',
    SIMULATOR: 'off',
  });
  const closing = [];
  const close = async () => {
    for (const step of closing.reverse()) await step();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const database = await openDatabase({ dataDir });
    closing.push(() => database.close());
    await applyMigrations(database);
    await seedDemoData(database);
    const feed = await openFeedRuntime(config);
    closing.push(() => feed.close());
    const app = await buildApp({ config, database, feed });
    closing.push(() => app.close());
    // What a relay holds before its first subscriber: every book and the tickers, from the bus.
    for (const market of markets) feed.bus.publish('market.depth', { kind: 'snapshot', depth: snapshotOf(market) });
    feed.bus.publish('market.tickers', { tickers: tickersOf(markets) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      url: `ws://127.0.0.1:${app.server.address().port}`,
      depth: (depth) => feed.bus.publish('market.depth', { kind: 'update', depth }),
      tickers: (tickers) => feed.bus.publish('market.tickers', { tickers }),
      snapshot: (depth) => feed.bus.publish('market.depth', { kind: 'snapshot', depth }),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

async function startBare(markets) {
  const http = createServer();
  const wss = new WebSocketServer({ server: http });
  const channels = new Map(
    ['tickers', ...markets.map(({ symbol }) => `depth:${symbol}`)].map((name) => [name, new Set()]),
  );
  wss.on('connection', (socket, request) => {
    const symbol = new URL(request.url, 'http://localhost').searchParams.get('symbol');
    for (const name of ['tickers', `depth:${symbol}`]) {
      channels.get(name).add(socket);
      socket.send(JSON.stringify(currentState(markets, name)));
    }
    socket.on('close', () => {
      for (const set of channels.values()) set.delete(socket);
    });
  });
  // The `ws` README's broadcast: encode once, send the text to every open subscriber.
  const broadcast = (name, frame) => {
    const text = JSON.stringify(frame);
    for (const socket of channels.get(name)) if (socket.readyState === WebSocket.OPEN) socket.send(text);
  };
  const port = await listen(http);
  return {
    url: `ws://127.0.0.1:${port}`,
    depth: (depth) => broadcast(`depth:${depth.symbol}`, pushFrame('spot', 'depth.update', depth, depth.symbol)),
    tickers: (tickers) => broadcast('tickers', pushFrame('spot', 'tickers', tickers)),
    snapshot: () => {},
    async close() {
      for (const socket of wss.clients) socket.terminate();
      wss.close();
      await new Promise((resolve) => http.close(() => resolve()));
    },
  };
}

async function startSocketIo(markets) {
  const http = createServer();
  const io = new SocketIoServer(http, { transports: ['websocket'], serveClient: false, perMessageDeflate: false });
  io.on('connection', (socket) => {
    socket.on('sub', (channel, ack) => {
      socket.join(channel);
      ack(true);
      socket.emit('push', currentState(markets, channel));
    });
  });
  const port = await listen(http);
  return {
    url: `http://127.0.0.1:${port}`,
    depth: (depth) =>
      io.to(`depth:${depth.symbol}`).emit('push', pushFrame('spot', 'depth.update', depth, depth.symbol)),
    tickers: (tickers) => io.to('tickers').emit('push', pushFrame('spot', 'tickers', tickers)),
    snapshot: () => {},
    async close() {
      io.disconnectSockets(true);
      await new Promise((resolve) => io.close(() => resolve()));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The clients' process, driven by request and reply over the IPC channel.

const child = fork(fileURLToPath(new URL('./feed-clients.mjs', import.meta.url)), [], {
  execArgv: [],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const pending = new Map();
let nextRequest = 0;
let onProgress = () => {};
let childGone;
const childStarted = new Promise((resolve, reject) => {
  child.once('error', reject);
  child.once('exit', (code, signal) => {
    childGone = new Error(`the clients' process exited (${signal ?? code})`);
    reject(childGone);
    for (const { reject: fail } of pending.values()) fail(childGone);
    pending.clear();
  });
  child.on('message', (message) => {
    if (message.started) resolve();
    else if (message.progress !== undefined) onProgress(message.progress);
    else if (message.reply !== undefined) {
      const request = pending.get(message.reply);
      if (!request) return;
      pending.delete(message.reply);
      const { resolve: done, reject: fail } = request;
      if (message.error) fail(new Error(`clients: ${message.error}`));
      else done(message);
    }
  });
});

/** A request to the clients' process; a minute without a reply fails the run rather than hanging it. */
function ask(cmd, details = {}) {
  return new Promise((resolve, reject) => {
    if (childGone) return reject(childGone);
    const id = nextRequest++;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`the clients' process did not answer ${cmd} within 60 s`));
    }, 60_000);
    const settle = (then) => (value) => {
      clearTimeout(timer);
      then(value);
    };
    pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
    child.send({ id, cmd, ...details });
  });
}

// ---------------------------------------------------------------------------------------------
// Publication, in slices: each contender in turn publishes for LEAD_MS + SLICE_MS, of which the
// last SLICE_MS are recorded, then rests DRAIN_MS while the next one takes over. Interleaving the
// contenders slice by slice gives them the same share of whatever else the shared machine runs.
// Every publication's monotonic time is kept by key (market and seq, or the tickers' time); the
// clients look their frames up in it afterwards.

const LEAD_MS = 250;
const SLICE_MS = 1000;
const DRAIN_MS = 250;

function publisher(contender) {
  const { markets, server, publications, busy } = contender;
  let sent = 0;
  /** Publishes and notes when, and for how long the fan-out kept this (the server's) thread. */
  const timed = (key, kind, publish) => {
    const start = mono();
    publications.set(key, start);
    publish();
    if (contender.recording) {
      busy[kind].ms += mono() - start;
      busy[kind].count += 1;
    }
  };
  return {
    get sent() {
      return sent;
    },
    depth(market) {
      const update = nextUpdate(market);
      timed(keyOf(market.index, update.seq), 'depth', () => server.depth(update));
      sent += market.subscribers;
    },
    tickers() {
      const tickers = tickersOf(markets);
      timed(keyOf(TICKERS, tickers[0].time), 'tickers', () => server.tickers(tickers));
      sent += clientCount;
    },
    snapshots() {
      for (const market of markets) server.snapshot(snapshotOf(market));
    },
  };
}

/**
 * Tickers once a second, each market's depth `depthRate` times a second, markets staggered. One
 * tickers frame and one round of full snapshots fall in each recorded second (snapshots: the
 * engine publishes them every 3 s; Vela's relay checks them against its mirrors, nothing is sent).
 */
async function fixedRate(contender) {
  const publish = publisher(contender);
  const interval = 1000 / (depthRate * contender.markets.length);
  const start = mono();
  let slot = 0;
  let timer;
  const loop = () => {
    const now = mono();
    for (; start + slot * interval <= now; slot++) publish.depth(contender.markets[slot % contender.markets.length]);
    timer = setTimeout(loop, Math.max(0, start + slot * interval - mono()));
  };
  loop();
  const tickers = setTimeout(() => publish.tickers(), LEAD_MS + 250);
  const snapshots = setTimeout(() => publish.snapshots(), LEAD_MS + 750);
  return () => {
    clearTimeout(timer);
    clearTimeout(tickers);
    clearTimeout(snapshots);
  };
}

/** As fast as the clients take it: a depth update whenever fewer than `inFlight` frames are on their way. */
async function saturation(contender) {
  const publish = publisher(contender);
  let received = 0;
  let next = 0;
  let running = true;
  const pump = () => {
    while (running && publish.sent - received < inFlight) {
      publish.depth(contender.markets[next++ % contender.markets.length]);
    }
  };
  await ask('progress');
  onProgress = (count) => {
    received = count;
    pump();
  };
  pump();
  const tickers = setTimeout(() => publish.tickers(), LEAD_MS + 250);
  const snapshots = setTimeout(() => publish.snapshots(), LEAD_MS + 750);
  return () => {
    running = false;
    onProgress = () => {};
    clearTimeout(tickers);
    clearTimeout(snapshots);
  };
}

async function slice(contender, publishing, record) {
  const stop = await publishing(contender);
  await sleep(LEAD_MS);
  if (record) {
    await ask('record', { contender: contender.name });
    contender.recording = true;
    const cpu = process.cpuUsage();
    await sleep(SLICE_MS);
    await ask('stop');
    const used = process.cpuUsage(cpu);
    contender.recording = false;
    contender.serverCpuMs += (used.user + used.system) / 1000;
  } else {
    await sleep(SLICE_MS);
  }
  stop();
  await sleep(DRAIN_MS);
}

const idle = () => ({ depth: { ms: 0, count: 0 }, tickers: { ms: 0, count: 0 } });

/** `rounds` recorded slices per contender, in a different order each round; the results per contender. */
async function phase(contenders, publishing, rounds, warmUpRounds) {
  for (let round = 0; round < warmUpRounds + rounds; round++) {
    for (let i = 0; i < contenders.length; i++) {
      await slice(contenders[(round + i) % contenders.length], publishing, round >= warmUpRounds);
    }
  }
  const results = new Map();
  for (const contender of contenders) {
    const result = await ask('results', { contender: contender.name, publications: [...contender.publications] });
    const fanOut = (kind) => contender.busy[kind].ms / contender.busy[kind].count;
    results.set(contender.name, {
      ...result,
      serverCpuMs: contender.serverCpuMs,
      fanOutMs: { depth: fanOut('depth'), tickers: fanOut('tickers') },
    });
    contender.publications.clear();
    contender.serverCpuMs = 0;
    contender.busy = idle();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------

const sample = createMarkets();
const depthBytes = Buffer.byteLength(
  JSON.stringify(pushFrame('spot', 'depth.update', nextUpdate(sample[0]), sample[0].symbol)),
);
const tickersBytes = Buffer.byteLength(JSON.stringify(pushFrame('spot', 'tickers', tickersOf(sample))));
const offered = clientCount * (1 + depthRate);
const contenders = [];
let fixed;
let saturated;
try {
  await childStarted;
  for (const [name, start] of [
    ['bare', startBare],
    ['vela', startVela],
    ['socket.io', startSocketIo],
  ]) {
    const markets = createMarkets();
    const server = await start(markets);
    const contender = { name, markets, server, publications: new Map(), serverCpuMs: 0, busy: idle() };
    contenders.push(contender);
    await ask('connect', {
      contender: name,
      url: contender.server.url,
      count: clientCount,
      symbols: markets.map((m) => m.symbol),
    });
  }
  fixed = await phase(contenders, fixedRate, seconds, 1);
  saturated = await phase(contenders, saturation, saturationSeconds, 0);
} finally {
  for (const contender of contenders) {
    await ask('close', { contender: contender.name }).catch(() => {});
    await contender.server.close();
  }
  if (child.connected) child.disconnect(); // the clients' process exits on it
}

const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const micros = (cpuMs, frames) => `${((cpuMs * 1000) / frames).toFixed(1)} µs`;
const health = (result) => {
  const notes = [];
  if (result.open !== clientCount) notes.push(`${clientCount - result.open} clients lost`);
  const closes = Object.entries(result.closes);
  if (closes.length > 0) notes.push(`closed: ${closes.map(([code, n]) => `${n}x ${code}`).join(', ')}`);
  if (result.gaps > 0) notes.push(`${result.gaps} seq gaps`);
  if (result.unmatched > 0) notes.push(`${result.unmatched} frames not matched to a publication`);
  return notes.length > 0 ? `  [${notes.join('; ')}]` : '';
};
const report = (name, result, perSecond, rate) => {
  console.log(
    `  ${name.padEnd(10)} ${perSecond.toFixed(0).padStart(6)} frames/s${rate}  p50 ${ms(result.p50)}  p99 ${ms(result.p99)}  max ${ms(result.max)}  CPU per frame: server ${micros(result.serverCpuMs, result.frames)}, clients ${micros(result.cpuMs, result.frames)}${health(result)}`,
  );
  console.log(
    `  ${''.padEnd(10)} depth p50 ${ms(result.depth.p50)} p99 ${ms(result.depth.p99)}, tickers p50 ${ms(result.tickers.p50)} p99 ${ms(result.tickers.p99)}; one publication holds the server ${ms(result.fanOutMs.depth)} (depth, ${clientCount / sample.length} clients), ${ms(result.fanOutMs.tickers)} (tickers, ${clientCount})`,
  );
};

console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, node ${process.version}, ${new Date().toISOString()}, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
console.log(
  `${clientCount} clients on 127.0.0.1 in a child process, each subscribed to tickers and one of ${sample.length} markets' depth (${clientCount / sample.length} a market); depth.update frames of ${depthBytes} bytes, tickers of ${tickersBytes}`,
);
console.log(
  `fixed rate: tickers 1/s and depth ${depthRate}/s a market = ${offered} frames/s offered; ${seconds} recorded 1 s slice${seconds === 1 ? '' : 's'} per contender, interleaved, after one warm-up slice each`,
);
for (const [name, result] of fixed) {
  report(name, result, result.perSecond, ` (${((100 * result.perSecond) / offered).toFixed(1)}% of offered)`);
}
console.log(
  `saturation: depth updates as fast as the clients take them, at most ${inFlight} frames in flight, tickers once a slice; ${saturationSeconds} recorded 1 s slice${saturationSeconds === 1 ? '' : 's'} per contender, median slice`,
);
for (const [name, result] of saturated) report(name, result, result.medianPerSecond, '');

const ratio = (a, b) => (a / b).toFixed(2);
/** How many frames a second of the server's CPU delivers, against bare's. */
const efficiency = (peer, bare) => ratio(bare.serverCpuMs / bare.frames, peer.serverCpuMs / peer.frames);
const bare = { fixed: fixed.get('bare'), saturated: saturated.get('bare') };
for (const name of ['vela', 'socket.io']) {
  const peer = { fixed: fixed.get(name), saturated: saturated.get(name) };
  console.log(
    `ratio ${name}/bare: frames/s ${ratio(peer.fixed.perSecond, bare.fixed.perSecond)} at the fixed rate, ${ratio(peer.saturated.medianPerSecond, bare.saturated.medianPerSecond)} at saturation; frames per server CPU second ${efficiency(peer.fixed, bare.fixed)} at the fixed rate, ${efficiency(peer.saturated, bare.saturated)} at saturation`,
  );
}
const vela = { fixed: fixed.get('vela'), saturated: saturated.get('vela') };
const throughput = vela.saturated.medianPerSecond / bare.saturated.medianPerSecond;
console.log(
  `targets: vela's throughput at least 0.7 of bare's: ${throughput >= 0.7 ? 'met' : 'MISSED'} (${throughput.toFixed(2)} at saturation); vela's p99 under 50 ms at the rate achieved (${vela.fixed.perSecond.toFixed(0)} frames/s): ${vela.fixed.p99 < 50 ? 'met' : 'MISSED'} (${ms(vela.fixed.p99)})`,
);
