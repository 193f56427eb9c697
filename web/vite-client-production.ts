import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * React Router 7 publishes a production build (its development build with the dev warnings off,
 * so they drop out of the bundle) but its package exports name only `dist/development` for every
 * condition (remix-run/react-router#14753).
 */
const REACT_ROUTER_DEVELOPMENT = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/])/;

/** react-i18next imports this shim for React < 18; React 19 has the hook itself. */
const SYNC_EXTERNAL_STORE_SHIM = 'use-sync-external-store/shim';
const SYNC_EXTERNAL_STORE_FROM_REACT = '\0vela:use-sync-external-store';

/**
 * The browser build's libraries in their production form: React Router's production files and
 * React's own useSyncExternalStore instead of the shim. Development and the server render keep
 * the packages as they resolve.
 */
export function clientProductionBuilds(): Plugin {
  return {
    name: 'vela:client-production-builds',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source === SYNC_EXTERNAL_STORE_SHIM) return SYNC_EXTERNAL_STORE_FROM_REACT;
      if (!source.startsWith('react-router')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !REACT_ROUTER_DEVELOPMENT.test(resolved.id)) return resolved;
      const production = resolved.id.replace(REACT_ROUTER_DEVELOPMENT, '$1production$2');
      return existsSync(production) ? { ...resolved, id: production } : resolved;
    },
    load(id) {
      return id === SYNC_EXTERNAL_STORE_FROM_REACT ? "export { useSyncExternalStore } from 'react';" : null;
    },
  };
}
