// The trade pages under a busy book: the production build in Chromium with 4x CPU throttling,
// fed 200 depth updates a second for 60 s (BENCH_SECONDS) by a test-only feed that speaks the
// real protocol (bench/trade-feed-server.mjs). Reports long tasks (and, from the Long Animation
// Frames API, which script caused them), the median frame rate, the book's update-to-paint
// latency, and the gzip size of the JavaScript the page loads, chart included.
//
// Pages (BENCH_PAGE: spot, futures or both, the default): the spot terminal /trade/BTC_USDT (a
// visitor) and the futures terminal /futures/BTC_USDT (its futures socket played by the same feed
// with futures payloads), as a visitor and as a signed-in trader holding a BTC_USDT position whose
// row follows every mark push (BENCH_FUTURES_USERS: visitor, trader or both, the default). Each
// page has its own section of output.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { summarizeProfile } from './cpu-profile.mjs';
import { startBuild } from './production-build.mjs';
import { startTradeFeed } from './trade-feed-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const rate = Number(process.env.BENCH_DEPTH_RATE ?? 200);
const throttle = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
/** A checkout built before (its server/dist and web/build) to measure side by side with this one. */
const baseline = process.env.BENCH_BASELINE;
/** With a baseline: the recording is cut into this many slices per variant, run alternately. */
const rounds = baseline ? Number(process.env.BENCH_ROUNDS ?? 4) : 1;
const warmUpMs = 5_000;
/** A folder: each recording also takes a CPU profile there and prints its top functions (slows the page). */
const profileDir = process.env.BENCH_PROFILE;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What is measured, in this order: a page (its path, the socket the bench's feed plays) and who
 * looks at it. A trader is a fresh account on each build's server (sign-up, the demo deposit,
 * 1,000 USDT to the futures wallet, a 0.01 BTC long by market), signed in for every recording.
 */
const allScenarios = [
  { key: 'spot', page: 'spot', title: 'spot terminal, a visitor', path: '/trade/BTC_USDT', biz: 'spot' },
  {
    key: 'futures-visitor',
    page: 'futures',
    title: 'futures terminal, a visitor',
    path: '/futures/BTC_USDT',
    biz: 'futures',
  },
  {
    key: 'futures-trader',
    page: 'futures',
    title: 'futures terminal, a signed-in trader with a BTC_USDT position',
    path: '/futures/BTC_USDT',
    biz: 'futures',
    trader: true,
  },
];
const pageChoice = process.env.BENCH_PAGE ?? 'both';
const futuresUsers = process.env.BENCH_FUTURES_USERS ?? 'both';
if (!['spot', 'futures', 'both'].includes(pageChoice)) throw new Error('BENCH_PAGE: spot, futures or both');
if (!['visitor', 'trader', 'both'].includes(futuresUsers))
  throw new Error('BENCH_FUTURES_USERS: visitor, trader or both');
const scenarios = allScenarios.filter(
  (scenario) =>
    (pageChoice === 'both' || scenario.page === pageChoice) &&
    (scenario.page !== 'futures' ||
      futuresUsers === 'both' ||
      (futuresUsers === 'trader') === Boolean(scenario.trader)),
);

if (spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' }).status !== 0)
  process.exit(1);

/**
 * Runs in the page before its own scripts: stamps the arrival of every depth update (by seq) as
 * the socket delivers it, before the page's handler runs, and, while recording, every push's type
 * and arrival (to tell which push a socket handler in a long animation frame was handling).
 */
function instrumentSockets() {
  const bench = { arrivals: new Map(), messages: [], recording: false };
  window.__bench = bench;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (!bench.recording || typeof event.data !== 'string') return;
        const at = performance.now();
        const type = /"type":"([\w.]+)"/.exec(event.data)?.[1] ?? '(no type)';
        bench.messages.push([at, type]);
        if (type !== 'depth.update') return;
        const seq = /"seq":(\d+)/.exec(event.data);
        if (seq) bench.arrivals.set(Number(seq[1]), at);
      });
    }
  };
}

/**
 * Starts recording in the page: frames, long tasks, long animation frames, book paints and (when
 * the page shows them) the positions panel's redraws.
 */
function startRecording() {
  const bench = window.__bench;
  Object.assign(bench, {
    frames: [],
    longTasks: [],
    loafs: [],
    paints: [],
    bookRenders: 0,
    positionsMutations: [],
    started: performance.now(),
  });
  bench.arrivals.clear();
  bench.messages.length = 0;
  bench.recording = true;
  const frame = (time) => {
    if (!bench.recording) return;
    bench.frames.push(time);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  bench.record = (entries) => {
    for (const entry of entries) {
      if (entry.entryType === 'longtask') bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
      else
        bench.loafs.push({
          start: entry.startTime,
          duration: entry.duration,
          // From the start of the frame's rendering (rAF callbacks) and of its style and layout, to its end.
          rendering: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
          styleAndLayout: entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
          scripts: entry.scripts.map((script) => ({
            source: script.sourceURL.split('/').pop(),
            invoker: script.invoker,
            start: script.startTime,
            duration: script.duration,
          })),
        });
    }
  };
  bench.observers = ['longtask', 'long-animation-frame'].map((type) => {
    const observer = new PerformanceObserver((list) => bench.record(list.getEntries()));
    observer.observe({ type });
    return observer;
  });
  const book = document.querySelector('[data-testid="order-book"]');
  let painted = Number(book.dataset.seq);
  bench.mutations = new MutationObserver(() => {
    const seq = Number(book.dataset.seq);
    const from = painted;
    painted = seq;
    bench.bookRenders += 1;
    // The mutation lands inside the frame's rendering task; a message posted now runs right after
    // that task, i.e. once the frame is drawn: the paint time of every update up to this seq.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => bench.paints.push({ from, to: seq, at: performance.now() });
    channel.port2.postMessage(0);
  });
  bench.mutations.observe(book, { attributes: true, attributeFilter: ['data-seq'] });
  // The futures account area (positions tab): a mutation record is delivered at the end of the
  // script that changed it, so its time falls inside that script's span in a long animation frame.
  const account = document.querySelector('[data-testid="futures-positions"]')?.closest('.trade-terminal__account');
  bench.positionsObserver = new MutationObserver(() => bench.positionsMutations.push(performance.now()));
  if (account) bench.positionsObserver.observe(account, { subtree: true, childList: true, characterData: true });
}

function stopRecording() {
  const bench = window.__bench;
  bench.recording = false;
  for (const observer of bench.observers) {
    bench.record(observer.takeRecords());
    observer.disconnect();
  }
  bench.mutations.disconnect();
  bench.positionsObserver.disconnect();
  const latencies = [];
  for (const paint of bench.paints) {
    for (let seq = paint.from + 1; seq <= paint.to; seq++) {
      const arrived = bench.arrivals.get(seq);
      if (arrived !== undefined) latencies.push(paint.at - arrived);
    }
  }
  return {
    elapsed: performance.now() - bench.started,
    frames: bench.frames,
    longTasks: bench.longTasks,
    loafs: bench.loafs,
    latencies,
    updatesReceived: bench.arrivals.size,
    bookRenders: bench.bookRenders,
    messages: bench.messages,
    positionsMutations: bench.positionsMutations,
  };
}

const quantile = (sorted, q) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

/** The chunk a script came from, as the build names it (its content hash dropped). */
function chunkName(file) {
  return file ? file.replace(/-[\w-]{8}\.js$/, '') : '(no script)';
}

/** The last item of `sorted` (ascending by `at(item)`) at or before `time`; undefined if none. */
function lastAtOrBefore(sorted, time, at) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (at(sorted[middle]) <= time) low = middle + 1;
    else high = middle;
  }
  return low > 0 ? sorted[low - 1] : undefined;
}

/** The part of the page that handles a push of this type (the socket's message handler). */
function feedPartOf(type) {
  if (type?.startsWith('depth')) return 'feed: depth messages, parsed and applied to the book model';
  if (type === 'trades') return 'feed: trades messages, applied to the trades model';
  if (type === 'tickers') return 'feed: tickers messages (header; the positions follow the mark)';
  if (type === 'positions') return 'feed: positions messages';
  if (type?.startsWith('kline')) return 'feed: bar messages (chart)';
  return `feed: other messages (${type ?? 'unknown'})`;
}

/**
 * Which part of the page a long animation frame's script belongs to. The page's only animation
 * frame callbacks are the book and trades flush and the chart library's drawing (in its own chunk);
 * socket messages are the feed (parsing a frame, applying it to its model), told apart by the type
 * of the push being handled; a script during which the futures account area changed is the
 * positions panel's redraw (whatever started it: a tickers push, a positions push, React's
 * scheduler).
 */
function partOf(script, recording) {
  if (chunkName(script.source).startsWith('chart-view')) return 'chart (lightweight-charts)';
  const changed = lastAtOrBefore(recording.positionsMutations, script.start + script.duration + 1, (time) => time);
  if (changed !== undefined && changed >= script.start) return 'positions panel, redrawn (mark, PnL, ROE, ratio)';
  if (script.invoker === 'FrameRequestCallback') return 'book and trades, drawn once a frame';
  if (script.invoker.includes('WebSocket'))
    return feedPartOf(lastAtOrBefore(recording.messages, script.start + 0.5, ([time]) => time)?.[1]);
  return `${chunkName(script.source)} (${script.invoker})`;
}

/** Parts the targets speak of: the book, the trades, the positions and the feed that drives them. */
const isBookTradesOrPositions = (part) => /^(book|feed|positions)/.test(part);

/** A token call of the futures socket (`?biz=futures`): the public one, or the private one (`?uid=`). */
const futuresTokenCall = (kind) => (url) =>
  url.pathname.endsWith(`/realtime/v1/${kind}-token`) && url.searchParams.get('biz') === 'futures';

/** A POST with the Origin header the platform's cookie-authenticated calls want; throws unless 2xx. */
async function post(request, build, path, data) {
  const response = await request.post(`${build.base}${path}`, { data, headers: { origin: build.base } });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/**
 * A trader on `build`'s server, the way the e2e helpers make one (e2e/support/accounts.ts): a code
 * from the development outbox, sign-up (with its demo grant), the USDT demo deposit, 1,000 USDT to
 * the futures wallet, a 0.01 BTC long on BTC_USDT by market. Returns the credentials and the
 * positions the platform reports (the feed's `positions` channel pushes them at its own marks).
 */
async function createTrader(browser, build) {
  const context = await browser.newContext();
  try {
    const { request } = context;
    const account = `bench-trader-${process.pid}-${Date.now()}@example.com`;
    const password = 'Trade2win';
    await post(request, build, '/api/v1/auth/code', { account });
    let verificationCode;
    for (let attempt = 0; attempt < 50 && !verificationCode; attempt++) {
      const outbox = await request.get(`${build.base}/api/v1/auth/outbox?to=${encodeURIComponent(account)}`);
      verificationCode = (await outbox.json()).messages?.[0]?.text.match(/\b(\d{6})\b/)?.[1];
      if (!verificationCode) await sleep(100);
    }
    if (!verificationCode) throw new Error(`no sign-up code mailed to ${account}`);
    await post(request, build, '/api/v1/auth/register', {
      account,
      password,
      verificationCode,
      language: 'en_US',
      delivery: 'token',
    });
    await post(request, build, '/api/v1/auth/login', { account, password });
    await post(request, build, '/api/v1/wallet/demo-deposit', { asset: 'USDT' });
    await post(request, build, '/futuresapi/v1/transfers', { direction: 'to-futures', asset: 'USDT', amount: '1000' });
    await post(request, build, '/futuresapi/v1/orders', {
      symbol: 'BTC_USDT',
      side: 'buy',
      type: 'market',
      quantity: '0.01',
    });
    for (let attempt = 0; attempt < 50; attempt++) {
      const { positions } = await (await request.get(`${build.base}/futuresapi/v1/positions`)).json();
      if (positions?.some((position) => position.symbol === 'BTC_USDT')) return { account, password, positions };
      await sleep(200);
    }
    throw new Error('the market order opened no BTC_USDT position');
  } finally {
    await context.close();
  }
}

/**
 * One recording of `ms` of `scenario` on a fresh page of `build`, fed by a fresh feed (the same
 * stream every time: same seed): the page loaded, the chart drawn, the feed started, a warm-up,
 * then recorded.
 */
async function measure(browser, build, scenario, ms) {
  const feed = await startTradeFeed({ biz: scenario.biz });
  // The bench's feed listens on a port of its own, which the page's Content-Security-Policy
  // (connect-src: the page's origin and the configured feeds) refuses: the policy is not measured.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  try {
    // The page opens the bench's feed: its token calls are answered with that endpoint (the spot
    // page's spot socket; the futures page's futures socket, the spot one left to the server).
    const answer = (route) => route.fulfill({ json: { endpoint: feed.endpoint, token: 'bench' } });
    if (scenario.biz === 'spot') await context.route('**/realtime/v1/public-token', answer);
    else {
      await context.route(futuresTokenCall('public'), answer);
      await context.route(futuresTokenCall('private'), answer);
    }
    if (scenario.trader) {
      build.trader ??= await createTrader(browser, build);
      const { account, password, positions } = build.trader;
      await post(context.request, build, '/api/v1/auth/login', { account, password });
      feed.setPositions(positions);
    }
    await context.addInitScript(instrumentSockets);
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.url().startsWith(build.base)) return;
      const body = await response.body().catch(() => undefined);
      if (body) scripts.set(response.url(), { bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    // The page's own calls to the server while recording (not its scripts): what the feed set off.
    const calls = new Map();
    let recording = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!recording || url.origin !== build.base || url.pathname.startsWith('/assets/')) return;
      calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });

    await page.goto(`${build.base}${scenario.path}`);
    // The chart drawn (its library loaded, the history in), the book on the bench's snapshot and,
    // for a trader, the position's row.
    await page.waitForFunction(
      (trader) =>
        ['ready', 'empty'].includes(document.querySelector('[data-testid="candle-chart"]')?.dataset.status ?? '') &&
        document.querySelector('[data-testid="order-book"]')?.dataset.seq === '1' &&
        (!trader || document.querySelector('[data-testid="futures-positions"] tr[data-symbol="BTC_USDT"]') !== null),
      Boolean(scenario.trader),
      { timeout: 120_000 },
    );
    const firstLoad = new Map([...scripts.entries()].filter(([url]) => !url.includes('chart-view')));
    // The futures chart draws the mark price too (its own bars, then `kline.mark` pushes).
    if (scenario.biz === 'futures') {
      const toggle = page.getByTestId('mark-price-toggle');
      await toggle.click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="mark-price-toggle"]')?.getAttribute('aria-pressed') === 'true',
      );
    }

    feed.start(rate);
    await sleep(warmUpMs);
    const before = feed.counts;
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    await page.evaluate(startRecording);
    recording = true;
    await sleep(ms);
    recording = false;
    const result = await page.evaluate(stopRecording);
    if (profileDir) printProfile(build, scenario, (await cdp.send('Profiler.stop')).profile);
    const after = feed.counts;
    return {
      ...result,
      sent: after.depth - before.depth,
      tickersSent: after.tickers - before.tickers,
      positionsSent: after.positions - before.positions,
      calls,
      firstLoad,
      scripts,
    };
  } finally {
    await context.close();
    await feed.stop();
  }
}

let profiles = 0;
/** Writes a recording's CPU profile and prints where the page's main thread spent its time. */
function printProfile(build, scenario, profile) {
  mkdirSync(profileDir, { recursive: true });
  const file = join(profileDir, `trade-page-${scenario.key}-${++profiles}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const summary = summarizeProfile(file);
  console.log(
    `\nprofile ${file} (${scenario.key}, ${build.label}): busy ${summary.busyMs.toFixed(0)} of ${summary.windowMs.toFixed(0)} ms`,
  );
  for (const entry of summary.functions) console.log(`  ${entry.ms.toFixed(1).padStart(8)} ms  ${entry.key}`);
}

/** The measures of one variant's recordings of a scenario, merged (frames are counted per second of each). */
function report(label, scenario, results) {
  // Frames per whole second of each recording; the median of all those seconds.
  const fps = [];
  const gaps = [];
  for (const result of results) {
    const perSecond = new Map();
    const first = result.frames[0] ?? 0;
    for (const time of result.frames) {
      const second = Math.floor((time - first) / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    for (const [second, count] of perSecond) if (second < Math.floor(result.elapsed / 1000) - 1) fps.push(count);
    gaps.push(...result.frames.slice(1).map((time, index) => time - result.frames[index]));
  }
  fps.sort((a, b) => a - b);
  gaps.sort((a, b) => a - b);
  const all = (key) => results.flatMap((result) => result[key]);
  const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
  const latencies = all('latencies').sort((a, b) => a - b);
  const longTasks = all('longTasks').filter((task) => task.duration > 50);
  const scripts = results.flatMap((result) =>
    result.loafs.flatMap((loaf) => loaf.scripts.map((script) => ({ ...script, part: partOf(script, result) }))),
  );
  const loafs = all('loafs');

  // Long animation frames over 50 ms, and the script time in them per part of the page.
  const blamed = new Map();
  for (const script of scripts) {
    const entry = blamed.get(script.part) ?? { frames: 0, worst: 0, total: 0 };
    entry.frames += 1;
    entry.total += script.duration;
    entry.worst = Math.max(entry.worst, script.duration);
    blamed.set(script.part, entry);
  }
  const targeted = scripts.filter((script) => isBookTradesOrPositions(script.part));
  const targetedOver50 = targeted.filter((script) => script.duration > 50);
  const loafTotals = loafs.reduce(
    (totals, loaf) => ({
      duration: totals.duration + loaf.duration,
      scripts: totals.scripts + loaf.scripts.reduce((sum, script) => sum + script.duration, 0),
      styleAndLayout: totals.styleAndLayout + loaf.styleAndLayout,
      rendering: totals.rendering + loaf.rendering,
    }),
    { duration: 0, scripts: 0, styleAndLayout: 0, rendering: 0 },
  );

  console.log(`\n== ${label}: ${results.length} recording(s), ${(total('elapsed') / 1000).toFixed(0)} s in all`);
  console.log(
    `depth updates sent ${total('sent')}, received by the page ${total('updatesReceived')}, book renders ${total('bookRenders')}, animation frames ${all('frames').length}`,
  );
  if (scenario.trader) {
    const redraws = results.reduce((sum, result) => sum + countBursts(result.positionsMutations), 0);
    console.log(
      `mark pushes (tickers) sent ${total('tickersSent')}, positions pushes sent ${total('positionsSent')}, positions panel redraws ${redraws}`,
    );
  }
  const calls = new Map();
  for (const result of results)
    for (const [path, count] of result.calls) calls.set(path, (calls.get(path) ?? 0) + count);
  console.log(
    `calls to the server while recording: ${
      calls.size === 0
        ? 'none'
        : [...calls]
            .sort((a, b) => b[1] - a[1])
            .map(([path, count]) => `${path} x${count}`)
            .join(', ')
    }`,
  );
  console.log(
    `frame rate: median ${quantile(fps, 0.5)} fps (worst second ${fps[0]}, best ${fps.at(-1)}); frame time p50 ${ms(quantile(gaps, 0.5))}, p95 ${ms(quantile(gaps, 0.95))}, max ${ms(gaps.at(-1) ?? 0)}`,
  );
  console.log(
    `book update-to-paint: p50 ${ms(quantile(latencies, 0.5))}, p95 ${ms(quantile(latencies, 0.95))}, p99 ${ms(quantile(latencies, 0.99))}, max ${ms(latencies.at(-1) ?? 0)} (${latencies.length} updates)`,
  );
  console.log(
    `long tasks over 50 ms: ${longTasks.length}${longTasks.length ? ` (longest ${ms(Math.max(...longTasks.map((task) => task.duration)))})` : ''}`,
  );
  console.log(
    `long animation frames (over 50 ms): ${loafs.length}, ${ms(loafTotals.duration)} in all: scripts ${ms(loafTotals.scripts)}, style and layout ${ms(loafTotals.styleAndLayout)} (rendering steps from the frame callbacks on: ${ms(loafTotals.rendering)}); script time by part:`,
  );
  for (const [part, entry] of [...blamed.entries()].sort((a, b) => b[1].total - a[1].total)) {
    console.log(`  ${part}: in ${entry.frames} frames, ${ms(entry.total)} in all, longest ${ms(entry.worst)}`);
  }
  console.log(
    `book, trades${scenario.trader ? ', positions' : ''} and feed scripts over 50 ms: ${targetedOver50.length}${targeted.length ? ` (longest in a long frame ${ms(Math.max(...targeted.map((script) => script.duration)))})` : ''}`,
  );
  for (const script of targetedOver50) console.log(`  ${ms(script.duration)}: ${script.part} (${script.invoker})`);
  const { firstLoad, scripts: loaded } = results[0];
  const sum = (entries, key) => entries.reduce((sum, [, sizes]) => sum + sizes[key], 0);
  console.log(
    `JavaScript of ${scenario.path} (gzip -9): first load ${(sum([...firstLoad.entries()], 'gzip') / 1024).toFixed(1)} KB in ${firstLoad.size} files, with the chart ${(sum([...loaded.entries()], 'gzip') / 1024).toFixed(1)} KB in ${loaded.size} files (${(sum([...loaded.entries()], 'bytes') / 1024).toFixed(1)} KB uncompressed)`,
  );
  for (const [url, sizes] of [...loaded.entries()].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 8)) {
    console.log(`  ${url.split('/').pop()}: ${(sizes.gzip / 1024).toFixed(1)} KB`);
  }
}

/** Mutation records of one redraw come together: records over 4 ms apart are separate redraws. */
function countBursts(times) {
  let bursts = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const time of times) {
    if (time - last > 4) bursts += 1;
    last = time;
  }
  return bursts;
}

const loads = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const variants = [{ label: 'this checkout', checkout: root }];
if (baseline) variants.unshift({ label: `baseline (${baseline})`, checkout: baseline });
for (const variant of variants) variant.build = { ...(await startBuild(variant.checkout)), label: variant.label };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-timer-throttling', '--disable-renderer-backgrounding'],
});
try {
  for (const variant of variants) await variant.build.ready();
  for (const scenario of scenarios) {
    scenario.loadAtStart = loads();
    scenario.results = new Map();
    // A baseline built before the page existed measures nothing there: left out of that section.
    const runners = [];
    for (const variant of variants) {
      const response = await fetch(`${variant.build.base}${scenario.path}`);
      if (response.ok) runners.push(variant);
      else console.log(`${scenario.key}: ${variant.label} answers ${response.status} on ${scenario.path}, left out`);
    }
    // Alternately, so that both variants share whatever else the machine is doing.
    for (let round = 0; round < rounds; round++) {
      for (const variant of runners) {
        const results = scenario.results.get(variant) ?? [];
        results.push(await measure(browser, variant.build, scenario, (seconds * 1000) / rounds));
        scenario.results.set(variant, results);
      }
    }
    scenario.loadAtEnd = loads();
  }
  console.log(
    `machine: ${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, node ${process.version}, ${new Date().toISOString()}`,
  );
  console.log(
    `chromium ${browser.version()}, CPU throttling ${throttle}x, ${rate} depth updates/s for ${seconds} s per page and variant${rounds > 1 ? ` (${rounds} alternating recordings each)` : ''}, each after a ${warmUpMs / 1000} s warm-up`,
  );
  console.log(`load average at the end: ${loads()}`);
  for (const scenario of scenarios) {
    console.log(`\n### ${scenario.title}: ${scenario.path}`);
    console.log(`load average (1, 5, 15 min) before: ${scenario.loadAtStart}, after: ${scenario.loadAtEnd}`);
    for (const [variant, results] of scenario.results) report(variant.label, scenario, results);
  }
} finally {
  await browser.close();
  for (const variant of variants) await variant.build?.stop();
}
