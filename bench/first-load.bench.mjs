// A first visit on a slow phone, measured in a real browser rather than simulated: the production
// build in Chromium with the network of Lighthouse's mobile preset applied (slow 4G: 562.5 ms per
// request, 1.47 Mbit/s down, 675 kbit/s up, as Lighthouse's own "devtools" throttling sets it) and
// a 4x slower CPU, each load with an empty cache. Reports, per page, the median first contentful
// paint, largest contentful paint, when the first script was requested, when the page was
// hydrated (its handlers live, `<html data-hydrated>`), and the blocking time the main thread
// showed from the first paint to 5 s after hydration (the part of each long task over 50 ms, as
// Lighthouse's TBT counts it, but measured rather than simulated) with the longest task in it.
//
// BENCH_BASELINE: a checkout built before (its server/dist and web/build, e.g. a copy saved with
// `npm run audit -- --save-build DIR`) measured side by side, loads alternating, with ratios.
// BENCH_ROUNDS: loads per page and build (default 7).
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startBuild } from './production-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const baseline = process.env.BENCH_BASELINE;
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const pages = ['/trade/BTC_USDT', '/markets'];
const cpuSlowdown = 4;
/** Lighthouse's mobile slow 4G as its devtools throttling applies it (bytes per second for CDP). */
const slow4g = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};

if (spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' }).status !== 0)
  process.exit(1);

/** After hydration, how long the main thread is watched for long tasks (the feed, the chart, late imports). */
const SETTLE_MS = 5000;

/** Runs in the page before its own scripts: stamps the moment the app marks itself hydrated, keeps long tasks. */
function watchHydration() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    window.__hydratedAt = performance.now();
    observer.disconnect();
    // The document, not its root element: the init script runs before the parser made one.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

async function measureLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(watchHydration);
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', slow4g);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 120_000 });
  await page.waitForTimeout(SETTLE_MS);
  const timing = await page.evaluate(
    (settleMs) =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const lcp = list.getEntries().at(-1);
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
            .map((entry) => entry.startTime);
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const watched = window.__longTasks.filter(
            (task) => task.start >= (fcp ?? 0) && task.start < window.__hydratedAt + settleMs,
          );
          resolve({
            fcp,
            lcp: lcp?.startTime,
            firstScript: Math.min(...scripts),
            hydrated: window.__hydratedAt,
            blocking: watched.reduce((sum, task) => sum + task.duration - 50, 0),
            longest: Math.max(0, ...watched.map((task) => task.duration)),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    SETTLE_MS,
  );
  await context.close();
  return timing;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const variants = [{ label: 'this checkout', checkout: root }];
if (baseline) variants.push({ label: 'baseline', checkout: baseline });
for (const variant of variants) {
  variant.server = await startBuild(variant.checkout);
  await variant.server.ready();
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const metrics = ['fcp', 'lcp', 'firstScript', 'hydrated', 'blocking', 'longest'];
try {
  console.log(
    `first load: slow 4G and ${cpuSlowdown}x CPU applied, ${rounds} loads per page and build, medians in ms; ` +
      `${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, load ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}, ${new Date().toISOString()}`,
  );
  for (const path of pages) {
    const results = new Map(variants.map((variant) => [variant.label, []]));
    // A load each, unthrottled, so neither server answers its first request cold.
    for (const variant of variants) await fetch(`${variant.server.base}${path}`);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [...variants].reverse() : variants;
      for (const variant of order)
        results.get(variant.label).push(await measureLoad(browser, `${variant.server.base}${path}`));
    }
    const rows = Object.fromEntries(
      variants.map((variant) => [
        variant.label,
        Object.fromEntries(
          metrics.map((key) => [key, Math.round(median(results.get(variant.label).map((r) => r[key])))]),
        ),
      ]),
    );
    if (baseline)
      rows['checkout / baseline'] = Object.fromEntries(
        metrics.map((key) => [key, (rows['this checkout'][key] / rows.baseline[key]).toFixed(2)]),
      );
    console.log(`\n${path}`);
    console.table(rows);
  }
} finally {
  await browser.close();
  for (const variant of variants) await variant.server.stop();
}
