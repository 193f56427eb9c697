// The trade page under a busy book: the production build in Chromium with 4x CPU throttling,
// fed 200 depth updates a second for 60 s (BENCH_SECONDS) by a test-only feed that speaks the
// real protocol (bench/trade-feed-server.mjs). Reports long tasks (and, from the Long Animation
// Frames API, which script caused them), the median frame rate, the book's update-to-paint
// latency, and the gzip size of the JavaScript the page loads, chart included.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { summarizeProfile } from './cpu-profile.mjs';
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

if (spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' }).status !== 0)
  process.exit(1);

/** A port nobody listens on (other servers may run on this machine). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });

/**
 * A checkout's server and web builds, copied aside and run from there (other work may rebuild the
 * checkout while the bench runs, and a page whose chunks vanished mid-run measures nothing): the
 * production server on PGlite, simulated liquidity on for the REST snapshots and chart history.
 */
async function startBuild(checkout) {
  const copy = mkdtempSync(join(tmpdir(), 'vela-bench-trade-build-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'vela-bench-trade-'));
  for (const path of ['package.json', 'server/package.json', 'server/dist', 'server/drizzle', 'web/build']) {
    cpSync(join(checkout, path), join(copy, path), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  const port = await freePort();
  const server = spawn(process.execPath, [join(copy, 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    async ready() {
      for (let i = 0; i < 300; i++) {
        try {
          if ((await fetch(`${base}/readyz`)).ok) return;
        } catch {}
        await sleep(200);
      }
      throw new Error('server did not become ready');
    },
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

/**
 * Runs in the page before its own scripts: stamps the arrival of every depth update (by seq) as
 * the socket delivers it, before the page's handler runs.
 */
function instrumentSockets() {
  const bench = { arrivals: new Map(), recording: false };
  window.__bench = bench;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (!bench.recording || typeof event.data !== 'string' || !event.data.includes('"depth.update"')) return;
        const seq = /"seq":(\d+)/.exec(event.data);
        if (seq) bench.arrivals.set(Number(seq[1]), performance.now());
      });
    }
  };
}

/** Starts recording in the page: frames, long tasks, long animation frames, and book paints. */
function startRecording() {
  const bench = window.__bench;
  Object.assign(bench, {
    frames: [],
    longTasks: [],
    loafs: [],
    paints: [],
    bookRenders: 0,
    started: performance.now(),
  });
  bench.arrivals.clear();
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
}

function stopRecording() {
  const bench = window.__bench;
  bench.recording = false;
  for (const observer of bench.observers) {
    bench.record(observer.takeRecords());
    observer.disconnect();
  }
  bench.mutations.disconnect();
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
  };
}

const quantile = (sorted, q) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

/** The chunk a script came from, as the build names it (its content hash dropped). */
function chunkName(file) {
  return file ? file.replace(/-[\w-]{8}\.js$/, '') : '(no script)';
}

/**
 * Which part of the page a long animation frame's script belongs to. The page's only animation
 * frame callbacks are the book and trades flush and the chart library's drawing (in its own chunk);
 * socket messages are the feed: parsing a frame and applying it to the book model.
 */
function partOf(script) {
  if (chunkName(script.source).startsWith('chart-view')) return 'chart (lightweight-charts)';
  if (script.invoker === 'FrameRequestCallback') return 'book and trades, drawn once a frame';
  if (script.invoker.includes('WebSocket')) return 'feed messages, parsed and applied to the book model';
  return `${chunkName(script.source)} (${script.invoker})`;
}

/**
 * One recording of `ms` on a fresh page of `build`, fed by a fresh feed (the same stream every
 * time: same seed): the page loaded, the chart drawn, the feed started, a warm-up, then recorded.
 */
async function measure(browser, build, ms) {
  const feed = await startTradeFeed();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    // The page opens the bench's feed: its public-token call is answered with that endpoint.
    await context.route('**/realtime/v1/public-token', (route) =>
      route.fulfill({ json: { endpoint: feed.endpoint, token: 'bench' } }),
    );
    await context.addInitScript(instrumentSockets);
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.url().startsWith(build.base)) return;
      const body = await response.body().catch(() => undefined);
      if (body) scripts.set(response.url(), { bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });

    await page.goto(`${build.base}/trade/BTC_USDT`);
    // The chart drawn (its library loaded, the history in) and the book on the bench's snapshot.
    await page.waitForFunction(
      () =>
        ['ready', 'empty'].includes(document.querySelector('[data-testid="candle-chart"]')?.dataset.status ?? '') &&
        document.querySelector('[data-testid="order-book"]')?.dataset.seq === '1',
      null,
      { timeout: 120_000 },
    );
    const firstLoad = new Map([...scripts.entries()].filter(([url]) => !url.includes('chart-view')));

    feed.start(rate);
    await sleep(warmUpMs);
    const sentBefore = feed.depthUpdatesSent;
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    await page.evaluate(startRecording);
    await sleep(ms);
    const result = await page.evaluate(stopRecording);
    if (profileDir) printProfile(build, (await cdp.send('Profiler.stop')).profile);
    return { ...result, sent: feed.depthUpdatesSent - sentBefore, firstLoad, scripts };
  } finally {
    await context.close();
    await feed.stop();
  }
}

let profiles = 0;
/** Writes a recording's CPU profile and prints where the page's main thread spent its time. */
function printProfile(build, profile) {
  mkdirSync(profileDir, { recursive: true });
  const file = join(profileDir, `trade-page-${++profiles}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const summary = summarizeProfile(file);
  console.log(
    `\nprofile ${file} (${build.label}): busy ${summary.busyMs.toFixed(0)} of ${summary.windowMs.toFixed(0)} ms`,
  );
  for (const entry of summary.functions) console.log(`  ${entry.ms.toFixed(1).padStart(8)} ms  ${entry.key}`);
}

/** The measures of one variant's recordings, merged (frames are counted per second of each). */
function report(label, results) {
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
  const loafs = all('loafs');

  // Long animation frames over 50 ms, and the script time in them per part of the page.
  const blamed = new Map();
  for (const loaf of loafs) {
    for (const script of loaf.scripts) {
      const part = partOf(script);
      const entry = blamed.get(part) ?? { frames: 0, worst: 0, total: 0 };
      entry.frames += 1;
      entry.total += script.duration;
      entry.worst = Math.max(entry.worst, script.duration);
      blamed.set(part, entry);
    }
  }
  const bookScripts = loafs
    .flatMap((loaf) => loaf.scripts)
    .filter((script) => partOf(script).startsWith('book') || partOf(script).startsWith('feed'));
  const bookOver50 = bookScripts.filter((script) => script.duration > 50);
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
    `book, trades and feed scripts over 50 ms: ${bookOver50.length}${bookScripts.length ? ` (longest in a long frame ${ms(Math.max(...bookScripts.map((script) => script.duration)))})` : ''}`,
  );
  const { firstLoad, scripts } = results[0];
  const sum = (entries, key) => entries.reduce((sum, [, sizes]) => sum + sizes[key], 0);
  console.log(
    `JavaScript of /trade/BTC_USDT (gzip -9): first load ${(sum([...firstLoad.entries()], 'gzip') / 1024).toFixed(1)} KB in ${firstLoad.size} files, with the chart ${(sum([...scripts.entries()], 'gzip') / 1024).toFixed(1)} KB in ${scripts.size} files (${(sum([...scripts.entries()], 'bytes') / 1024).toFixed(1)} KB uncompressed)`,
  );
  for (const [url, sizes] of [...scripts.entries()].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 8)) {
    console.log(`  ${url.split('/').pop()}: ${(sizes.gzip / 1024).toFixed(1)} KB`);
  }
}

const variants = [{ label: 'this checkout', checkout: root }];
if (baseline) variants.unshift({ label: `baseline (${baseline})`, checkout: baseline });
for (const variant of variants) variant.build = { ...(await startBuild(variant.checkout)), label: variant.label };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-timer-throttling', '--disable-renderer-backgrounding'],
});
try {
  for (const variant of variants) await variant.build.ready();
  // Alternately, so that both variants share whatever else the machine is doing.
  for (let round = 0; round < rounds; round++) {
    for (const variant of variants) {
      variant.results ??= [];
      variant.results.push(await measure(browser, variant.build, (seconds * 1000) / rounds));
    }
  }
  console.log(
    `machine: ${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, node ${process.version}, ${new Date().toISOString()}`,
  );
  console.log(
    `chromium ${browser.version()}, CPU throttling ${throttle}x, ${rate} depth updates/s for ${seconds} s per variant${rounds > 1 ? ` (${rounds} alternating recordings each)` : ''}, each after a ${warmUpMs / 1000} s warm-up`,
  );
  console.log(
    `load average at the end: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  for (const variant of variants) report(variant.label, variant.results);
} finally {
  await browser.close();
  for (const variant of variants) await variant.build?.stop();
}
