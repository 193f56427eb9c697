import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** web/app, the folder the route list's `file` paths are relative to. */
export const appFolder = fileURLToPath(new URL('..', import.meta.url));

// Relative imports of every kind: `from '…'` (imports and re-exports), `import('…')`, `import '…'`.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const BLOCK_COMMENT = /\/\*[\s\S]*?\*\//g;
// A `//` comment, but not the `//` of a URL inside a string (`'https://…'`).
const LINE_COMMENT = /(^|[^:'"`\\])\/\/.*$/gm;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.split('?')[0] ?? specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/**
 * The feature namespaces whose message keys the modules reachable from `entry` (a path under
 * web/app) write, by static or dynamic import, each with the modules that write them. A key is
 * recognised as a string or template literal that starts with `<namespace>.`: the code base writes
 * every key, or the fixed start of a built key, that way (`t(\`trade.chart.intervals.${interval}\`)`).
 */
export function namespacesReachedFrom(entry: string, namespaces: readonly string[]): Map<string, string[]> {
  const keyStart = new RegExp(`['"\`](${namespaces.join('|')})\\.[A-Za-z0-9_$]`, 'g');
  const used = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const queue = [join(appFolder, entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8').replace(BLOCK_COMMENT, '').replace(LINE_COMMENT, '$1');
    for (const [, namespace = ''] of source.matchAll(keyStart)) {
      const writers = used.get(namespace) ?? new Set<string>();
      writers.add(relative(appFolder, file));
      used.set(namespace, writers);
    }
    for (const [, specifier = ''] of source.matchAll(IMPORT)) {
      const target = resolveModule(file, specifier);
      if (target) queue.push(target);
    }
  }
  return new Map([...used].map(([namespace, writers]) => [namespace, [...writers].sort()]));
}
