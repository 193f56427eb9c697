// Matching engine throughput: Vela's OrderBook against nodejs-order-book, one core, side by side
// in this process, on one generated order stream (70% limit adds, 20% cancels of resting orders,
// 10% market orders) over a book of realistic depth. Both books get the same orders with the same
// ids, owners, prices and sizes, and cancel-oldest self-trade prevention (the peer's EXPIRE_MAKER).
import { cpus } from 'node:os';
import { OrderBook as PeerBook, SelfTradePreventionMode } from 'nodejs-order-book';
import { OrderBook } from '../server/src/market/engine/order-book.ts';
import { createRandom } from '../server/src/market/engine/random.ts';
import { TriggerBook } from '../server/src/trading/trigger-book.ts';

const seed = Number(process.env.BENCH_SEED ?? 20261121);
const streamLength = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const restingAtStart = 20_000;
const owners = 500;
const mid = 6_500_000; // 65000.00 at a tick of 0.01
const LIMIT = 0;
const CANCEL = 1;
const MARKET = 2;

/**
 * The stream is drawn once, replayed through a Vela book as it is drawn, so that every cancel
 * names an order that is resting at that moment. Most limit orders sit near the top of the book
 * (offsets from the mid skewed towards it, up to 1000 ticks); one in twenty reaches up to five
 * ticks across the mid and so mostly trades.
 * Market orders take about five limit orders' worth, scaled by how full the book is against its
 * starting depth, so the depth stays steady instead of drifting over a long stream.
 */
function generate() {
  const random = createRandom(seed);
  const live = [];
  const slotOf = new Map();
  const book = new OrderBook({
    listener: (event) => {
      if (event.type !== 'done') return;
      const slot = slotOf.get(event.orderId);
      if (slot === undefined) return;
      const last = live.pop();
      if (last !== event.orderId) {
        live[slot] = last;
        slotOf.set(last, slot);
      }
      slotOf.delete(event.orderId);
    },
  });
  const unit = () => random.uint32() / 4294967296;
  const offset = () => 1 + Math.floor(unit() ** 3 * 1000);
  let nextId = 0;
  const limitOrder = (aggressive) => {
    const side = random.uint32() & 1 ? 'buy' : 'sell';
    const away = aggressive ? -random.integer(0, 5) : offset();
    const price = side === 'buy' ? mid - away : mid + away;
    return {
      type: 'limit',
      id: `o${nextId++}`,
      owner: `u${random.integer(1, owners)}`,
      side,
      price,
      quantity: random.integer(1, 100),
    };
  };
  const apply = (kind, order) => {
    if (kind === CANCEL) return book.cancel(order);
    book.place(order);
    if (order.type === 'limit' && book.order(order.id) !== undefined) {
      slotOf.set(order.id, live.length);
      live.push(order.id);
    }
  };

  const prefill = [];
  while (live.length < restingAtStart) {
    const order = limitOrder(false);
    apply(LIMIT, order);
    prefill.push(order);
  }
  const kinds = new Uint8Array(streamLength);
  const orders = new Array(streamLength);
  for (let i = 0; i < streamLength; i++) {
    const draw = random.integer(0, 99);
    let kind;
    let order;
    if (draw < 70) {
      kind = LIMIT;
      order = limitOrder(random.integer(0, 19) === 0);
    } else if (draw < 90) {
      kind = CANCEL;
      order = random.pick(live);
    } else {
      kind = MARKET;
      order = {
        type: 'market',
        id: `o${nextId++}`,
        owner: `u${random.integer(1, owners)}`,
        side: random.uint32() & 1 ? 'buy' : 'sell',
        quantity: Math.max(1, Math.round((random.integer(1, 500) * live.length) / restingAtStart)),
      };
    }
    kinds[i] = kind;
    orders[i] = order;
    apply(kind, order);
  }
  return { prefill, kinds, orders, restingAtEnd: live.length };
}

const toPeer = (order) =>
  order.type === 'limit'
    ? {
        id: order.id,
        side: order.side,
        size: order.quantity,
        price: order.price,
        accountId: order.owner,
        stpMode: SelfTradePreventionMode.EXPIRE_MAKER,
      }
    : { side: order.side, size: order.quantity, accountId: order.owner, stpMode: SelfTradePreventionMode.EXPIRE_MAKER };

const stream = generate();
const peerStream = {
  prefill: stream.prefill.map(toPeer),
  orders: stream.orders.map((order, i) => (stream.kinds[i] === CANCEL ? order : toPeer(order))),
};

/** The book's final state, level by level: both books must end in it for a like-for-like run. */
const depthKey = (bids, asks) =>
  [bids, asks].map((levels) => levels.map(([price, quantity]) => `${price}:${quantity}`).join(',')).join('|');

/**
 * Times a contender's loop over the stream, by the wall clock and by the process's CPU time (which
 * leaves out time the process waited for a core: these machines are shared).
 */
function timed(loop) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  loop();
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { perSecond: streamLength / wall, perCpuSecond: streamLength / ((cpu.user + cpu.system) / 1e6) };
}

/** Stop orders resting beside the book in the "with triggers" run: half above, half below the traded range. */
const restingStops = Number(process.env.BENCH_STOPS ?? 10_000);

/**
 * Each contender: a fresh book filled with the prefill (not timed), then the timed stream. With
 * `stops`, every trade also goes through a TriggerBook holding that many waiting stop orders, as
 * the trading layer does with users' stops (server/src/desks/spot/stop-orders.ts); they sit beyond the
 * stream's prices, so the run measures what waiting triggers cost matching, not firing them.
 */
function runVela(stops = 0) {
  let traded = 0;
  let trades = 0;
  const triggers = new TriggerBook();
  for (let index = 0; index < stops; index++) {
    if (index % 2 === 0) triggers.addStop(`up${index}`, 'rise', mid + 2000 + index);
    else triggers.addStop(`down${index}`, 'fall', mid - 2000 - index);
  }
  let fired = 0;
  const book = new OrderBook({
    listener: (event) => {
      if (event.type === 'trade') {
        trades++;
        traded += event.quantity;
        if (stops > 0) fired += triggers.onTrade(event.price).due.length;
      }
    },
  });
  for (const order of stream.prefill) book.place(order);
  const { kinds, orders } = stream;
  const speed = timed(() => {
    for (let i = 0; i < streamLength; i++) {
      if (kinds[i] === CANCEL) book.cancel(orders[i]);
      else book.place(orders[i]);
    }
  });
  const depth = book.depth(Number.POSITIVE_INFINITY);
  const pairs = (levels) => levels.map((level) => [level.price, level.quantity]);
  const levels = depth.bids.length + depth.asks.length;
  if (fired > 0 || triggers.size !== stops)
    throw new Error('a resting stop fired: the bench stops must stay out of reach');
  return { ...speed, trades, traded, levels, depth: depthKey(pairs(depth.bids), pairs(depth.asks)) };
}

function runPeer() {
  let traded = 0;
  const book = new PeerBook();
  for (const order of peerStream.prefill) book.limit(order);
  const { kinds } = stream;
  const { orders } = peerStream;
  const speed = timed(() => {
    for (let i = 0; i < streamLength; i++) {
      const kind = kinds[i];
      if (kind === CANCEL) book.cancel(orders[i]);
      else {
        const order = orders[i];
        const response = kind === LIMIT ? book.limit(order) : book.market(order);
        traded += order.size - response.quantityLeft;
      }
    }
  });
  const [asks, bids] = book.depth();
  return { ...speed, trades: null, traded, levels: bids.length + asks.length, depth: depthKey(bids, asks) };
}

const vela = [];
const velaStops = [];
const peer = [];
for (let round = 0; round < rounds; round++) {
  // Which Vela run goes first alternates, so neither always inherits the other's garbage.
  if (round % 2 === 0) {
    vela.push(runVela());
    velaStops.push(runVela(restingStops));
  } else {
    velaStops.push(runVela(restingStops));
    vela.push(runVela());
  }
  peer.push(runPeer());
}
const median = (runs, key) => [...runs].map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
const summary = (runs) => ({
  ...runs[0],
  perSecond: median(runs, 'perSecond'),
  perCpuSecond: median(runs, 'perCpuSecond'),
});
const velaResult = summary(vela);
const velaStopsResult = summary(velaStops);
const peerResult = summary(peer);

console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, node ${process.version}, ${new Date().toISOString()}`,
);
console.log(
  `stream: ${streamLength} orders (70% limit, 20% cancel, 10% market), seed ${seed}, ${restingAtStart} orders resting at start, ${stream.restingAtEnd} at end; median of ${rounds} rounds`,
);
for (const [name, result] of [
  ['vela', velaResult],
  [`vela + ${restingStops} stops`, velaStopsResult],
  ['nodejs-order-book', peerResult],
]) {
  const trades = result.trades === null ? '' : ` in ${result.trades} trades`;
  console.log(
    `${name.padEnd(22)} ${result.perSecond.toFixed(0).padStart(9)} orders/s  ${result.perCpuSecond.toFixed(0).padStart(9)} orders/CPU-s  traded ${result.traded} lots${trades}, ${result.levels} levels at end`,
  );
}
const agree = [...vela, ...velaStops, ...peer].every(
  (run) => run.traded === velaResult.traded && run.depth === velaResult.depth,
);
console.log(
  agree
    ? 'both books traded the same quantity and ended with the same depth, level by level'
    : 'WARNING: the books disagree on the outcome of the stream, so this is not a like-for-like comparison',
);
console.log(
  `ratio: vela handles ${(velaResult.perSecond / peerResult.perSecond).toFixed(2)}x the orders per second of nodejs-order-book (${(velaResult.perCpuSecond / peerResult.perCpuSecond).toFixed(2)}x per CPU second)`,
);
console.log(
  `triggers: with ${restingStops} stop orders waiting, vela handles ${(velaStopsResult.perSecond / velaResult.perSecond).toFixed(2)}x the orders per second it handles with none (${(velaStopsResult.perCpuSecond / velaResult.perCpuSecond).toFixed(2)}x per CPU second)`,
);
