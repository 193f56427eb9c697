// The dependency rules of `npm run lint` (.dependency-cruiser.cjs) bite: each fixture under
// fixtures/ is a small tree with one deliberately bad import, cruised with the real configuration,
// and must fail with exactly its rule; the repository's own tree must pass `npm run lint:deps`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = join(root, '.dependency-cruiser.cjs');
/** The web app's folder-level rule, cruised without the tests (`npm run lint:folders`). */
const foldersConfigFile = join(root, '.dependency-cruiser-folders.cjs');
const baselineFile = join(root, '.dependency-cruiser-known-violations.json');
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}
interface CruiseOutput {
  summary: { violations: Violation[]; error: number; warn: number; info: number; ignore: number };
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

/** A configuration as the command line reads it: rules, options, and the tsconfig the options name. */
const configurationOf = (file: string) =>
  extractDepcruiseOptions(file).then((options) => ({
    options,
    tsConfig: options.tsConfig?.fileName ? extractTSConfig(options.tsConfig.fileName) : undefined,
  }));
const configurations = {
  [configFile]: configurationOf(configFile),
  [foldersConfigFile]: configurationOf(foldersConfigFile),
};

/** Cruises a fixture's `web/` or `server/` from the fixture's folder, so that its paths read like the repository's. */
async function cruiseFixture(fixture: string, root: 'web' | 'server' = 'web', file = configFile) {
  const { options, tsConfig } = await (configurations[file] as ReturnType<typeof configurationOf>);
  const { output } = await cruise([root], { ...options, baseDir: join(fixtures, fixture) }, {}, { tsConfig });
  const result = output as ICruiseResult;
  // `npm run lint` reports with the `err` reporter, whose exit code is the lint's.
  const { exitCode } = await format(result, { outputType: 'err' });
  return { exitCode, violations: result.summary.violations as Violation[] };
}

const rulesOf = (file: string) =>
  (createRequire(import.meta.url)(file) as { forbidden: { name: string }[] }).forbidden.map((rule) => rule.name);

/**
 * Each fixture: the rule it breaks and the one dependency that breaks it (`to` of npm modules by
 * pattern); `root` is the tree cruised (`web` unless said); a folder cycle is reported once per
 * folder dependency in it (`violations`, 1 unless said), all of them under the rule.
 */
const cases: {
  fixture: string;
  rule: string;
  from: string;
  to: string | RegExp;
  root?: 'web' | 'server';
  violations?: number;
}[] = [
  {
    fixture: 'react-in-realtime',
    rule: 'no-react-in-realtime-analytics',
    from: 'web/app/lib/realtime/channel.ts',
    to: /(^|\/)node_modules\/react\/index\.js$/,
  },
  {
    // Through another lib module: the rule follows imports, not only the first one.
    fixture: 'react-in-analytics',
    rule: 'no-react-in-realtime-analytics',
    from: 'web/app/lib/analytics/sender.ts',
    to: /(^|\/)node_modules\/react\/index\.js$/,
  },
  {
    fixture: 'server-from-web',
    rule: 'no-server-from-web',
    from: 'web/app/lib/api/platform.ts',
    to: 'server/src/config.ts',
  },
  {
    fixture: 'cross-feature',
    rule: 'no-cross-feature',
    from: 'web/app/features/trade/pair-header.ts',
    to: 'web/app/features/markets/tickers.ts',
  },
  {
    fixture: 'feature-from-shared',
    rule: 'no-feature-from-shared',
    from: 'web/app/ui/site-header.ts',
    to: 'web/app/features/account/account-menu.ts',
  },
  {
    fixture: 'ui-from-lib',
    rule: 'no-ui-or-state-from-lib',
    from: 'web/app/lib/routing/validate.ts',
    to: 'web/app/ui/error-page.ts',
  },
  {
    fixture: 'cycle',
    rule: 'no-circular',
    from: 'web/app/lib/api/browser-api.ts',
    to: 'web/app/lib/api/browser-request.ts',
  },
  {
    // A type-only import (highlight-list.ts) and a route's loader (routes/home.ts) are allowed.
    fixture: 'server-module-from-client',
    rule: 'server-only-from-server-side',
    from: 'web/app/features/home/highlights.ts',
    to: 'web/app/features/home/home-data.server.ts',
  },
  {
    // React Router's generated `./+types/<route>` imports are allowed.
    fixture: 'unresolvable',
    rule: 'not-to-unresolvable',
    from: 'web/app/lib/format/money.ts',
    to: './decimal.ts',
  },
  {
    fixture: 'server-http-from-domain',
    rule: 'server-http-from-top-only',
    from: 'server/src/accounts/csrf.ts',
    to: 'server/src/http/errors.ts',
    root: 'server',
  },
  {
    fixture: 'server-main-from-domain',
    rule: 'server-main-from-none',
    from: 'server/src/wallet/summary.ts',
    to: 'server/src/main.ts',
    root: 'server',
  },
  {
    fixture: 'server-infra-to-domain',
    rule: 'server-infra-no-domain',
    from: 'server/src/db/seed.ts',
    to: 'server/src/earn/seed.ts',
    root: 'server',
  },
  {
    // No module cycle (kyc-notices -> notifier, socket -> sessions), yet accounts/ and notify/ import each other.
    fixture: 'server-folder-cycle',
    rule: 'server-no-folder-cycle',
    from: 'server/src/accounts',
    to: 'server/src/notify',
    root: 'server',
    violations: 2,
  },
];

// `npm run lint:deps` starts a process and cruises the whole repository: a few seconds, more on a busy machine.
describe('dependency rules (.dependency-cruiser.cjs)', { timeout: 60_000 }, () => {
  it('has a fixture for every rule', () => {
    const rules = [...rulesOf(configFile), ...rulesOf(foldersConfigFile)].sort();
    const covered = [...cases.map((entry) => entry.rule), 'no-folder-cycle'];
    expect([...new Set(covered)].sort()).toEqual(rules);
  });

  it('no-folder-cycle fails on fixtures/folder-cycle (a folder cycle without a module cycle), tests aside', async () => {
    expect(rulesOf(foldersConfigFile)).toEqual(['no-folder-cycle']);
    const { exitCode, violations } = await cruiseFixture('folder-cycle', 'web', foldersConfigFile);
    expect(exitCode).not.toBe(0);
    // Each folder edge of the cycle; lib/market and its test's loop through web/test/support are not one.
    expect(violations.map(({ from, to, rule }) => [rule.name, rule.severity, from, to]).sort()).toEqual([
      ['no-folder-cycle', 'error', 'web/app/lib/format', 'web/app/lib/session'],
      ['no-folder-cycle', 'error', 'web/app/lib/session', 'web/app/lib/format'],
    ]);
    // The module-level rules see no cycle there.
    expect((await cruiseFixture('folder-cycle')).violations).toEqual([]);
  });

  it.each(cases)('$rule fails on fixtures/$fixture', async ({ fixture, rule, from, to, root, violations: count }) => {
    const { exitCode, violations } = await cruiseFixture(fixture, root ?? 'web');
    expect(exitCode).not.toBe(0);
    expect(violations).toHaveLength(count ?? 1);
    for (const { rule: broken } of violations) expect(broken).toEqual({ name: rule, severity: 'error' });
    const violation = violations.find((found) => found.from === from);
    expect(violation?.from).toBe(from);
    if (typeof to === 'string') expect(violation?.to).toBe(to);
    else expect(violation?.to).toMatch(to);
  });

  it('passes on the tree (`npm run lint:deps`), ignoring only the known violations, each still there', async () => {
    const { code, stdout } = await run('npm', ['run', '--silent', 'lint:deps', '--', '--output-type', 'json'], root);
    expect(code).toBe(0);
    const { summary } = JSON.parse(stdout) as CruiseOutput;
    const found = summary.violations.map(({ from, to, rule }) => ({
      from,
      to,
      rule: rule.name,
      severity: rule.severity,
    }));
    expect(found.filter((violation) => violation.severity !== 'ignore')).toEqual([]);
    expect(summary.error + summary.warn).toBe(0);
    // A known violation that is gone must leave the baseline, so that it cannot come back unnoticed.
    const known = (JSON.parse(readFileSync(baselineFile, 'utf8')) as Violation[]).map(({ from, to, rule }) => ({
      from,
      to,
      rule: rule.name,
      severity: 'ignore',
    }));
    const sorted = (list: object[]) => list.map((entry) => JSON.stringify(entry)).sort();
    expect(sorted(found)).toEqual(sorted(known));
  });

  it('passes on the tree at folder level (`npm run lint:folders`)', async () => {
    const { code, stdout } = await run('npm', ['run', '--silent', 'lint:folders', '--', '--output-type', 'json'], root);
    expect(code).toBe(0);
    const { summary } = JSON.parse(stdout) as CruiseOutput;
    expect(summary.violations).toEqual([]);
  });
});
