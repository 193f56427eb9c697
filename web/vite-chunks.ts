/**
 * Client chunking: what every page runs before its first paint in two chunks rather than dozens, so
 * the first request chain is short and the code compresses as a whole. Code loaded on demand
 * (dynamic imports) and the routes' own code keep Rolldown's automatic chunks.
 */

/**
 * From node_modules: React, React DOM, React Router, i18next and the store, as far as the shell
 * imports them; a part only a lazy screen uses (the store's shallow compare) stays with that screen.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|zustand)[\\/]/;

/**
 * The app's own modules every page imports statically: the client entry's, the root's and the
 * layouts'; and the formatting every screen shows with (numbers, money, dates, time zones), which
 * the lazily loaded signed-in header shares with the pages: in the shell, it makes no chunk of its own
 * for the home page to preload.
 */
const SHELL_ROOTS = [
  /[\\/]web[\\/]app[\\/](entry\.client|root|layouts[\\/][\w-]+)\.tsx$/,
  /[\\/]web[\\/]app[\\/](lib[\\/]format[\\/][\w-]+|state[\\/]time-format)\.ts$/,
  // Every route's head tags go through page-meta, and most lists' empty states through empty-state.
  /[\\/]web[\\/]app[\\/](lib[\\/]routing[\\/]page-meta\.ts|ui[\\/]empty-state\.tsx)$/,
];

/** The content cards and their parts (the home page's and the content lists'): one chunk, not four. */
const CONTENT_CARDS = /[\\/]web[\\/]app[\\/]ui[\\/]content[\\/][\w-]+\.tsx$/;

/** The live tickers and the market rows' formatting, which every market list shows together: one chunk. */
const LIVE_TICKERS = /[\\/]web[\\/]app[\\/](state[\\/]use-live-tickers|features[\\/]markets[\\/]market-format)\.ts$/;

const CLIENT_ENTRY = /[\\/]web[\\/]app[\\/]entry\.client\.tsx$/;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** Whether `id` is reached from a shell root by static imports only (so it is never loaded lazily). */
function shellModules() {
  const answers = new Map<string, boolean>();
  return (id: string, graph: ModuleGraph): boolean => {
    const known = answers.get(id);
    if (known !== undefined) return known;
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    while (queue.length > 0 && !found) {
      const current = queue.shift() as string;
      if (SHELL_ROOTS.some((root) => root.test(current)) || answers.get(current) === true) found = true;
      for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    answers.set(id, found);
    return found;
  };
}

export function clientChunkGroups() {
  const inShell = shellModules();
  return [
    {
      name: (id: string, graph: ModuleGraph) => (FRAMEWORK.test(id) && inShell(id, graph) ? 'framework' : null),
      debugName: 'framework',
      priority: 2,
    },
    {
      // The client entry itself stays its own chunk: importing a route module must not start hydration.
      name: (id: string, graph: ModuleGraph) =>
        !id.includes('node_modules') && !id.includes('?') && !CLIENT_ENTRY.test(id) && inShell(id, graph)
          ? 'shell'
          : null,
      // A function name is anonymous in the bundler's timing report, which says so on every build.
      debugName: 'shell',
      priority: 1,
    },
    {
      name: (id: string) => (CONTENT_CARDS.test(id) ? 'content-cards' : null),
      debugName: 'content-cards',
      priority: 0,
    },
    {
      name: (id: string) => (LIVE_TICKERS.test(id) ? 'live-tickers' : null),
      debugName: 'live-tickers',
      priority: 0,
    },
  ];
}
