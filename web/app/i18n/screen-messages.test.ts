import { describe, expect, it } from 'vitest';
import { screens } from '../route-list.ts';
import { namespacesReachedFrom } from './message-usage.node.ts';
import { featureNamespaces } from './read-messages.node.ts';

// The browser gets the core catalogue and only the feature namespaces of the screen it shows (the
// route list's `messages`), so a key of another namespace would render as the raw key.
const namespaces = featureNamespaces();

/** The app's frame, rendered on every screen: core messages only. */
const shellEntries = [
  'root.tsx',
  'layouts/main.tsx',
  'layouts/empty.tsx',
  'layouts/vela.tsx',
  'routes/not-found.tsx',
  'routes/en-us-redirect.tsx',
];

/**
 * Modules the shell reaches that hold a feature key they never show in the shell: the shell's
 * account session parses order failures with `tradingFailureOf`; only the trade screens call the
 * module's `failureMessageKey`.
 */
const shellExceptions: Record<string, string> = { 'lib/trading/trading-failure.ts': 'trade' };

describe('feature message namespaces', () => {
  it.each(shellEntries)('%s and what it imports use core messages only', (entry) => {
    const used = [...namespacesReachedFrom(entry, namespaces)].flatMap(([namespace, files]) =>
      files.filter((file) => shellExceptions[file] !== namespace).map((file) => `${namespace} in ${file}`),
    );
    expect(used).toEqual([]);
  });

  it.each(screens.map((screen) => [screen.id, screen] as const))(
    'screen %s declares exactly the namespaces its modules use',
    (_id, screen) => {
      const used = namespacesReachedFrom(screen.file, namespaces);
      const declared = [...(screen.messages ?? [])].sort();
      expect(
        declared,
        `route-list.ts, screen "${screen.id}": messages must be [${[...used.keys()].sort().join(', ')}] (${[...used]
          .map(([namespace, files]) => `${namespace}: ${files.join(', ')}`)
          .join('; ')})`,
      ).toEqual([...used.keys()].sort());
    },
  );

  it('names only namespaces that have message files', () => {
    const unknown = screens.flatMap((screen) =>
      (screen.messages ?? []).filter((namespace) => !namespaces.includes(namespace)).map((n) => `${screen.id}: ${n}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('namespacesReachedFrom', () => {
  it('follows static and dynamic imports to the modules that write keys', () => {
    const used = namespacesReachedFrom('features/trade/shared/chart/candle-chart.tsx', namespaces);
    expect([...used.keys()].sort()).toEqual(['futures', 'trade']);
    expect(used.get('futures')).toContain('features/trade/shared/chart/candle-chart.tsx');
  });
});
