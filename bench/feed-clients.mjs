// The receiving side of bench/feed.bench.mjs, in a child process of its own (forked by it and
// driven over the IPC channel), so that the servers and the clients each have one of the two cores.
// It opens every contender's clients, each subscribed to tickers and one market's depth, and while
// recording notes for every push it receives when it arrived (on the monotonic clock, which the
// parent shares) and which publication it was. The parent sends its publication times afterwards,
// so latencies are exact to the microsecond while the frames keep their integer `time` fields.
import { io } from 'socket.io-client';
import { WebSocket } from 'ws';

/** Milliseconds on CLOCK_MONOTONIC (process.hrtime), the same clock in every process of the machine. */
const mono = (() => {
  let offset = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 50; i++) {
    const before = performance.now();
    const hr = Number(process.hrtime.bigint()) / 1e6;
    offset = Math.min(offset, hr - before);
  }
  return () => performance.now() + offset;
})();

const TICKERS = 15; // the tickers channel's index in publication keys (markets are 0..9)
const keyOf = (index, n) => n * 16 + index;

/** What one contender's clients received: arrivals while recording, seq gaps, unexpected closes. */
class Recorder {
  keys = new Float64Array(1 << 16);
  arrivals = new Float64Array(1 << 16);
  count = 0;
  milliseconds = 0;
  cpuMicros = 0;
  /** Frames per second of each recorded window. */
  slices = [];
  gaps = 0;
  closes = new Map();
  clients = [];

  /** For the next phase: the same clients, nothing recorded. */
  reset() {
    this.count = 0;
    this.milliseconds = 0;
    this.cpuMicros = 0;
    this.slices = [];
    this.gaps = 0;
    this.closes = new Map();
  }

  add(key, at) {
    if (this.count === this.keys.length) {
      const grow = (array) => {
        const bigger = new Float64Array(array.length * 2);
        bigger.set(array);
        return bigger;
      };
      this.keys = grow(this.keys);
      this.arrivals = grow(this.arrivals);
    }
    this.keys[this.count] = key;
    this.arrivals[this.count] = at;
    this.count++;
  }
}

const recorders = new Map();
let symbolIndex = new Map();
/** The recorder of the window being recorded, if any; frames of other contenders are only counted. */
let active;
let window;
/** Pushes received since the last `progress` (the saturation phase's flow control). */
let received = 0;
let progressTimer;

function note(recorder, client, frame, at) {
  if (frame.event !== 'push') return;
  let key;
  if (frame.type === 'depth.update') {
    const { seq } = frame.data;
    if (client.seq !== undefined && seq !== client.seq + 1) recorder.gaps++;
    client.seq = seq;
    key = keyOf(symbolIndex.get(frame.pairCode), seq);
  } else if (frame.type === 'tickers') {
    key = keyOf(TICKERS, frame.data[0].time);
  } else {
    if (frame.type === 'depth.snapshot') client.seq = frame.data.seq;
    return;
  }
  received++;
  if (recorder === active) recorder.add(key, at);
}

function track(recorder, symbol, socket) {
  const client = { socket, symbol, seq: undefined, closing: false };
  recorder.clients.push(client);
  return client;
}

function noteClose(recorder, client, code) {
  if (!client.closing) recorder.closes.set(code, (recorder.closes.get(code) ?? 0) + 1);
}

/** Vela's protocol: two sub frames, then their acks (the tickers and the book come with them). */
function openVela(recorder, url, symbol) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}/ws/spot`, { perMessageDeflate: false });
    const client = track(recorder, symbol, socket);
    let acks = 0;
    socket.on('message', (data) => {
      const at = mono();
      const frame = JSON.parse(data.toString());
      if (frame.event === 'sub') {
        if (frame.data.result !== true) reject(new Error(`sub ${frame.channel} refused: ${frame.data.message}`));
        else if (++acks === 2) resolve();
        return;
      }
      note(recorder, client, frame, at);
    });
    socket.once('open', () => {
      socket.send(JSON.stringify({ event: 'sub', params: { channel: 'tickers' } }));
      socket.send(JSON.stringify({ event: 'sub', params: { channel: 'depth', symbol } }));
    });
    socket.once('error', reject);
    socket.on('close', (code) => noteClose(recorder, client, code));
  });
}

/** The bare server subscribes a client on connection, from its URL: no protocol at all. */
function openBare(recorder, url, symbol) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}/?symbol=${symbol}`, { perMessageDeflate: false });
    const client = track(recorder, symbol, socket);
    socket.on('message', (data) => {
      const at = mono();
      note(recorder, client, JSON.parse(data.toString()), at);
    });
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.on('close', (code) => noteClose(recorder, client, code));
  });
}

/** socket.io, websocket transport only: a room per channel, joined by a `sub` event with an ack. */
function openSocketIo(recorder, url, symbol) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    const client = track(recorder, symbol, socket);
    socket.on('push', (frame) => note(recorder, client, frame, mono()));
    socket.once('connect', async () => {
      const join = (channel) =>
        new Promise((done, fail) =>
          socket.emit('sub', channel, (result) => (result === true ? done() : fail(new Error(`sub ${channel}`)))),
        );
      try {
        await join('tickers');
        await join(`depth:${symbol}`);
        resolve();
      } catch (error) {
        reject(error);
      }
    });
    socket.once('connect_error', reject);
    socket.on('disconnect', (reason) => noteClose(recorder, client, reason));
  });
}

const openers = { vela: openVela, bare: openBare, 'socket.io': openSocketIo };

const isOpen = ({ socket }) => (socket instanceof WebSocket ? socket.readyState === WebSocket.OPEN : socket.connected);

function percentile(sorted, q) {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function closeClient(client) {
  return new Promise((resolve) => {
    client.closing = true;
    const { socket } = client;
    if (!isOpen(client)) resolve();
    else if (socket instanceof WebSocket) {
      socket.once('close', () => resolve());
      socket.close();
    } else {
      socket.once('disconnect', () => resolve());
      socket.disconnect();
    }
  });
}

const handlers = {
  async connect({ contender, url, count, symbols }) {
    symbolIndex = new Map(symbols.map((symbol, index) => [symbol, index]));
    const recorder = new Recorder();
    recorders.set(contender, recorder);
    // In batches, so the listen backlog never overflows into SYN retries (a one-second stall).
    for (let first = 0; first < count; first += 50) {
      const batch = [];
      for (let i = first; i < Math.min(count, first + 50); i++) {
        batch.push(openers[contender](recorder, url, symbols[i % symbols.length]));
      }
      await Promise.all(batch);
    }
    return { connected: recorder.clients.length };
  },
  progress() {
    received = 0;
    clearInterval(progressTimer);
    progressTimer = setInterval(() => process.send({ progress: received }), 2);
    return {};
  },
  record({ contender }) {
    active = recorders.get(contender);
    window = { start: mono(), cpu: process.cpuUsage(), count: active.count };
    return {};
  },
  stop() {
    const cpu = process.cpuUsage(window.cpu);
    const milliseconds = mono() - window.start;
    active.milliseconds += milliseconds;
    active.slices.push(((active.count - window.count) * 1000) / milliseconds);
    active.cpuMicros += cpu.user + cpu.system;
    active = undefined;
    clearInterval(progressTimer);
    return {};
  },
  /** Latencies of the frames recorded, from the parent's publication times; then the recorder starts over. */
  results({ contender, publications }) {
    const recorder = recorders.get(contender);
    const published = new Map(publications);
    const all = [];
    const depth = [];
    const tickers = [];
    let unmatched = 0;
    for (let i = 0; i < recorder.count; i++) {
      const key = recorder.keys[i];
      const at = published.get(key);
      if (at === undefined) {
        unmatched++;
        continue;
      }
      const latency = recorder.arrivals[i] - at;
      all.push(latency);
      (key % 16 === TICKERS ? tickers : depth).push(latency);
    }
    const summary = (latencies) => {
      const sorted = Float64Array.from(latencies).sort();
      return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN };
    };
    const slices = [...recorder.slices].sort((a, b) => a - b);
    const result = {
      frames: recorder.count,
      unmatched,
      seconds: recorder.milliseconds / 1000,
      perSecond: recorder.count / (recorder.milliseconds / 1000),
      medianPerSecond: slices[Math.floor(slices.length / 2)],
      ...summary(all),
      depth: summary(depth),
      tickers: summary(tickers),
      cpuMs: recorder.cpuMicros / 1000,
      gaps: recorder.gaps,
      closes: Object.fromEntries(recorder.closes),
      open: recorder.clients.filter(isOpen).length,
    };
    recorder.reset();
    return result;
  },
  async close({ contender }) {
    await Promise.all(recorders.get(contender).clients.map(closeClient));
    recorders.delete(contender);
    return {};
  },
};

process.on('message', async (message) => {
  try {
    process.send({ reply: message.id, ...(await handlers[message.cmd](message)) });
  } catch (error) {
    process.send({ reply: message.id, error: String(error?.stack ?? error) });
  }
});
// The parent lets go of the channel when it is done (or gone): nothing is left to do here then.
process.on('disconnect', () => process.exit(0));
process.send({ started: true });
