import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server-process.ts';

export interface QuickStart {
  /** The demo account's sign-in, as the README prints it. */
  account: string;
  password: string;
  /** The paths the README sends a newcomer to, by what they are: markets, trade, wallet. */
  paths: { markets: string; trade: string; wallet: string };
}

/** The README's "Quick start" section: from its heading to the next one. */
export function quickStartSection(readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')): string {
  const start = readme.indexOf('\n## Quick start');
  if (start < 0) throw new Error('README.md has no "## Quick start" section');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/**
 * What a newcomer reads in the Quick start: the demo account ("Demo account: `account`, password
 * `password`") and the links to the markets, a trade page and the wallet. Throws when the README
 * no longer says it, so the first-run test fails with the README rather than pass without it.
 */
export function readQuickStart(section = quickStartSection()): QuickStart {
  const demo = /Demo account: `([^`]+)`, password `([^`]+)`/.exec(section);
  if (!demo?.[1] || !demo[2]) throw new Error(`the Quick start names no demo account:\n${section}`);
  const link = (pattern: RegExp, what: string) => {
    const match = pattern.exec(section)?.[1];
    if (!match) throw new Error(`the Quick start links no ${what}:\n${section}`);
    return match;
  };
  return {
    account: demo[1],
    password: demo[2],
    paths: {
      markets: link(/http:\/\/localhost:3000(\/markets)\b/, 'markets page'),
      trade: link(/http:\/\/localhost:3000(\/trade\/[A-Z]+_[A-Z]+)/, 'trade page'),
      wallet: link(/http:\/\/localhost:3000(\/wallet)\b/, 'wallet'),
    },
  };
}
