// `npm run audit`: Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the public
// pages that search engines and new visitors see first, and on the futures terminal, against the
// production build started here with a fresh data directory, in Debian's Chromium. Prints the four
// category scores per page and the home page's JavaScript size, and exits non-zero when a bar is
// missed. Timing-dependent, so it is not part of `npm test`; each page is audited `--runs N` times
// (default 3) and the run with the median performance score is reported. `--page PATH` (repeatable)
// audits only those of the pages below (`--page announcement` for the newest announcement).
// `--save-build DIR` copies the build aside after building it; `--compare DIR` audits such a copy
// side by side with the checkout's build (runs interleaved, medians and ratios printed), because
// the machine is shared and scores move with its load.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { buildIfNeeded } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Minimum scores (0-100) per Lighthouse category, and the home page's JavaScript budget. */
const BARS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 100 };
/**
 * The pages audited, in order, each with its bars (BARS unless it has its own). The futures
 * terminal's are issue #14's: a live trading screen (chart library, book, feed), performance 85,
 * the other three 100.
 */
const PRODUCT_PAGE_BARS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };
const PAGES = [
  { path: '/' },
  { path: '/ja_JP/events-announcements' },
  { path: 'announcement' },
  { path: '/futures/BTC_USDT', bars: { performance: 85, accessibility: 100, 'best-practices': 100, seo: 100 } },
  // Issue #18's trading pages and #16's product pages: performance 90, the other three 100.
  { path: '/trade/BTC_USDT', bars: PRODUCT_PAGE_BARS },
  { path: '/markets', bars: PRODUCT_PAGE_BARS },
  { path: '/earn', bars: PRODUCT_PAGE_BARS },
  { path: '/earn/sharkfin', bars: PRODUCT_PAGE_BARS },
  { path: '/task-center', bars: PRODUCT_PAGE_BARS },
  // Issue #18's help centre, served by the content system.
  { path: '/help', bars: PRODUCT_PAGE_BARS },
];
const HOME_JS_BUDGET_KB = 150;
/** The content API's list call (packages/contracts/src/content.ts `contentPaths.announcements`). */
const ANNOUNCEMENTS_API = '/api/v1/announcements';

/** `--page PATH` (repeatable): the pages of PAGES to audit; all of them without it. */
function pagesFromArguments() {
  const chosen = process.argv.flatMap((argument, index) =>
    argument === '--page' ? [process.argv[index + 1]] : argument.startsWith('--page=') ? [argument.slice(7)] : [],
  );
  if (chosen.length === 0) return PAGES;
  const unknown = chosen.filter((path) => !PAGES.some((page) => page.path === path));
  if (unknown.length > 0)
    throw new Error(`--page takes one of ${PAGES.map((page) => page.path).join(', ')}; not ${unknown.join(', ')}`);
  return PAGES.filter((page) => chosen.includes(page.path));
}

/** The value of `--name VALUE` or `--name=VALUE`, undefined without it. */
function argumentValue(name) {
  const index = process.argv.indexOf(name);
  if (index !== -1) return process.argv[index + 1];
  return process.argv.find((argument) => argument.startsWith(`${name}=`))?.slice(name.length + 1);
}

/**
 * What a build needs to run from another folder: the server bundle, its migrations, the data files
 * it reads from the server's sources (seed Markdown, locale texts: everything but code), the web build.
 */
const BUILD_PATHS = ['package.json', 'server/package.json', 'server/dist', 'server/drizzle', 'server/src', 'web/build'];
/** Of the server's sources only the data files: the bundle holds the code. */
const isSourceCode = (path) => path.includes('/server/src/') && /\.tsx?$/.test(path);

async function saveBuild(directory) {
  await rm(directory, { recursive: true, force: true });
  for (const path of BUILD_PATHS)
    await cp(join(root, path), join(directory, path), { recursive: true, filter: (source) => !isSourceCode(source) });
  await symlink(join(root, 'node_modules'), join(directory, 'node_modules'));
  console.log(`[audit] build saved in ${directory}`);
}

function runsFromArguments() {
  const index = process.argv.indexOf('--runs');
  const runs = index === -1 ? 3 : Number(process.argv[index + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  return runs;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir, buildRoot) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(buildRoot, 'server', 'dist', 'main.js')], {
    cwd: buildRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Generous: a fresh data directory is migrated and seeded first, on a machine that may be busy.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, child };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server was not ready within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Headless Chromium with a remote debugging port for Lighthouse to drive; the flags the e2e tests use. */
async function launchChromium(profileDir) {
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
    // A missing binary is an 'error' event: unhandled, it would end the process and orphan the servers.
    child.once('error', (error) => reject(new Error(`Chromium could not start (${chromiumPath}): ${error.message}`)));
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return { port, child };
}

async function firstAnnouncementPath(baseUrl) {
  const response = await fetch(`${baseUrl}${ANNOUNCEMENTS_API}?pageSize=1`);
  if (!response.ok) throw new Error(`the announcements call answered ${response.status}`);
  const [item] = (await response.json()).items;
  if (!item) throw new Error('no published announcement to audit');
  return `/events-announcements/${item.eventClass}/${item.id}`;
}

/**
 * The JavaScript the home page's HTML makes the browser load before it is interactive: the module
 * preloads, the module scripts and what the inline bootstrap script imports. Sizes are gzip
 * (level 9, what a compressing server or CDN sends), measured from the built files.
 */
async function homeJavaScript(baseUrl, buildRoot) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const urls = new Set();
  for (const pattern of [
    /<link[^>]+rel="modulepreload"[^>]*href="([^"]+\.js)"/g,
    /<script[^>]+src="([^"]+\.js)"/g,
    /import\s*\(?\s*"([^"]+\.js)"/g,
  ]) {
    for (const [, url] of html.matchAll(pattern)) if (url.startsWith('/assets/')) urls.add(url);
  }
  const files = await Promise.all(
    [...urls].map(async (url) => {
      const bytes = await readFile(join(buildRoot, 'web', 'build', 'client', url));
      return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    }),
  );
  return files.sort((a, b) => b.gzip - a.gzip);
}

const median = (runs) => [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[(runs.length - 1) >> 1];
const medianOf = (values) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1];

/** The timings behind the performance score, in ms (CLS unitless), and the document's bytes on the wire. */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  si: 'speed-index',
  cls: 'cumulative-layout-shift',
};

function metricsOf(lhr) {
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
  );
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  metrics.documentKb = (items.find((item) => item.resourceType === 'document')?.transferSize ?? 0) / 1024;
  return metrics;
}

const formatMetrics = (m) =>
  `FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, SI ${Math.round(m.si)} ms, CLS ${m.cls.toFixed(3)}, document ${m.documentKb.toFixed(1)} KB`;

/** Lighthouse's own trace now and then misses the navigation (NO_NAVSTART) and asks to be run again. */
const LIGHTHOUSE_ATTEMPTS = 3;

async function auditOnce(url, port, label) {
  let lhr;
  for (let attempt = 1; ; attempt += 1) {
    ({ lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' }));
    if (!lhr.runtimeError) break;
    const failure = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === LIGHTHOUSE_ATTEMPTS) throw new Error(failure);
    console.log(`${failure}; running it again`);
  }
  const scores = Object.fromEntries(
    Object.keys(BARS).map((category) => [category, Math.round((lhr.categories[category].score ?? 0) * 100)]),
  );
  const metrics = metricsOf(lhr);
  console.log(
    `${label}${new URL(url).pathname}: ${Object.entries(scores)
      .map(([category, score]) => `${category} ${score}`)
      .join(', ')}; ${formatMetrics(metrics)}`,
  );
  return { lhr, scores, metrics };
}

/**
 * Each contender's runs of one page, interleaved (A B, B A, A B, ...) so that both meet the same
 * moments of the machine's load.
 */
async function auditPage(contenders, path, port, runs) {
  const results = contenders.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 === 0 ? contenders.map((_, i) => i) : contenders.map((_, i) => contenders.length - 1 - i);
    for (const index of order) {
      const contender = contenders[index];
      const label = contenders.length > 1 ? `[${contender.label}] ` : '';
      results[index].push(await auditOnce(`${contender.server.baseUrl}${path}`, port, `${label}run ${run + 1} `));
    }
  }
  return results.map((list) => ({ ...median(list), all: list }));
}

/** What an audit's item points at: an element (its selector), a resource or a message. */
function itemText(item) {
  const node = item.node ?? item.source ?? item;
  if (node?.type === 'node') return `${node.selector}${node.snippet ? ` ${node.snippet.slice(0, 160)}` : ''}`;
  if (node?.type === 'source-location') return `${node.url}:${node.line + 1}:${node.column + 1}`;
  return String(item.url ?? item.description ?? item.label ?? JSON.stringify(item).slice(0, 160));
}

/**
 * The audits that cost a missed category points, so a failing run says what to fix: each with up
 * to five of the elements or resources it names (all of them but performance's opportunities).
 */
function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .flatMap((audit) => [
      `    - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
      ...(category === 'performance'
        ? []
        : (audit.details?.items ?? []).slice(0, 5).map((item) => `        ${itemText(item)}`)),
    ]);
}

/** AUDIT_REPORT_DIR: each reported run's full Lighthouse result (JSON), named after its page (the compared build's with `.compared`). */
async function saveReport(lhr, path, suffix = '') {
  const directory = process.env.AUDIT_REPORT_DIR;
  await mkdir(directory, { recursive: true });
  const name = path.replace(/^\//, '').replace(/[^\w.-]+/g, '_') || 'home';
  await writeFile(join(directory, `${name}${suffix}.json`), JSON.stringify(lhr));
}

/** Script bytes the page actually received during the Lighthouse run (headers included). */
function scriptTransfer(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Side by side: each contender's runs, the medians (score, and each timing on its own) and checkout/compared ratios. */
function printComparison(path, results, runs) {
  const [checkout, compared] = results.map((result) => ({
    performance: medianOf(result.all.map((run) => run.scores.performance)),
    runs: result.all.map((run) => run.scores.performance),
    ...Object.fromEntries(
      [...Object.keys(METRICS), 'documentKb'].map((name) => [
        name,
        medianOf(result.all.map((run) => run.metrics[name])),
      ]),
    ),
  }));
  const ratio = (name) => (compared[name] ? (checkout[name] / compared[name]).toFixed(2) : 'n/a');
  console.log(`\n${path}, ${runs} interleaved run(s) each, medians:`);
  for (const [label, m] of [
    ['checkout', checkout],
    ['compared', compared],
  ])
    console.log(`  ${label.padEnd(9)} performance ${m.performance} (runs ${m.runs.join(', ')}); ${formatMetrics(m)}`);
  console.log(
    `  checkout/compared: performance ${ratio('performance')}, FCP ${ratio('fcp')}, LCP ${ratio('lcp')}, TBT ${ratio('tbt')}, SI ${ratio('si')}, document ${ratio('documentKb')}`,
  );
}

async function main() {
  const runs = runsFromArguments();
  const chosenPages = pagesFromArguments();
  const compareWith = argumentValue('--compare');
  const saveTo = argumentValue('--save-build');
  buildIfNeeded();
  if (saveTo) {
    await saveBuild(saveTo);
    return;
  }
  const contenders = [{ label: 'checkout', buildRoot: root }];
  if (compareWith) contenders.push({ label: 'compared', buildRoot: compareWith });
  const dataDirs = [];
  const profileDir = await mkdtemp(join(tmpdir(), 'vela-audit-chromium-'));
  let chromium;
  try {
    for (const contender of contenders) {
      const dataDir = await mkdtemp(join(tmpdir(), 'vela-audit-data-'));
      dataDirs.push(dataDir);
      contender.server = await startServer(dataDir, contender.buildRoot);
    }
    const [checkout] = contenders;
    chromium = await launchChromium(profileDir);
    const failures = [];
    const rows = [];
    const comparisons = [];
    let version = '';
    let benchmarkIndex = 0;
    for (const page of chosenPages) {
      // The newest announcement: both builds seed the same content.
      const path = page.path === 'announcement' ? await firstAnnouncementPath(checkout.server.baseUrl) : page.path;
      const results = await auditPage(contenders, path, chromium.port, runs);
      const [{ lhr, scores }] = results;
      rows.push({ path, scores, scriptKb: kb(scriptTransfer(lhr)) });
      if (results.length > 1) comparisons.push({ path, results });
      version = lhr.lighthouseVersion;
      benchmarkIndex = lhr.environment.benchmarkIndex;
      if (process.env.AUDIT_REPORT_DIR) {
        await saveReport(lhr, path);
        if (results[1]) await saveReport(results[1].lhr, path, '.compared');
      }
      for (const [category, bar] of Object.entries(page.bars ?? BARS)) {
        if (scores[category] >= bar) continue;
        failures.push(`${path}: ${category} ${scores[category]} < ${bar}`, ...shortfalls(lhr, category));
      }
    }

    // The home page's budget, when the home page is audited.
    const auditsHome = chosenPages.some((page) => page.path === '/');
    const javaScript = auditsHome ? await homeJavaScript(checkout.server.baseUrl, root) : [];
    const gzipTotal = javaScript.reduce((sum, file) => sum + file.gzip, 0);
    const rawTotal = javaScript.reduce((sum, file) => sum + file.raw, 0);
    if (gzipTotal > HOME_JS_BUDGET_KB * 1024)
      failures.push(`/: JavaScript ${kb(gzipTotal)} KB gzip > ${HOME_JS_BUDGET_KB} KB`);

    console.log(`\nLighthouse ${version}, mobile preset, ${runs} run(s) per page, the median performance run shown`);
    console.log(
      `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}, Lighthouse benchmark index ${Math.round(benchmarkIndex)}`,
    );
    console.table(
      Object.fromEntries(
        rows.map(({ path, scores, scriptKb }) => [
          path,
          {
            performance: scores.performance,
            accessibility: scores.accessibility,
            'best practices': scores['best-practices'],
            SEO: scores.seo,
            'JS transferred (KB)': scriptKb,
          },
        ]),
      ),
    );
    if (javaScript.length > 0)
      console.log(
        `Home page JavaScript: ${javaScript.length} files, ${kb(gzipTotal)} KB gzip (${kb(rawTotal)} KB raw), budget ${HOME_JS_BUDGET_KB} KB gzip`,
      );
    for (const file of javaScript) console.log(`  ${kb(file.gzip).padStart(6)} KB  ${file.url}`);
    for (const { path, results } of comparisons) printComparison(path, results, runs);
    if (compareWith && auditsHome) {
      const before = await homeJavaScript(contenders[1].server.baseUrl, compareWith);
      const beforeGzip = before.reduce((sum, file) => sum + file.gzip, 0);
      console.log(
        `Home page JavaScript, compared build: ${before.length} files, ${kb(beforeGzip)} KB gzip; checkout/compared ${(gzipTotal / beforeGzip).toFixed(3)}`,
      );
    }
    if (failures.length > 0) {
      console.error(`\nBars missed:\n${failures.join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('\nEvery bar met.');
    }
  } finally {
    const servers = contenders.map((contender) => contender.server);
    chromium?.child.kill('SIGTERM');
    for (const server of servers) server?.child.kill('SIGTERM');
    await Promise.all(
      [chromium, ...servers]
        .filter(Boolean)
        .map(
          ({ child }) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve())),
        ),
    );
    await Promise.all([...dataDirs, profileDir].map((path) => rm(path, { recursive: true, force: true })));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
