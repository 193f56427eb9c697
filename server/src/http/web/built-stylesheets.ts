import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the web build's stylesheets are served from (`web/build/client/assets`). */
const ASSETS_PATH = '/assets/';

/**
 * The production build's stylesheets by the path the page asks for them (`/assets/x.css`), read
 * once at start-up: documents carry them inline (web/app/ui/route-stylesheets.tsx), so the first
 * paint waits for no request after the document's own. Every file is content-hashed and never
 * changes while the server runs. A build without an assets folder has none.
 */
export function readBuiltStylesheets(clientDir: string): ReadonlyMap<string, string> {
  const assetsDir = join(clientDir, 'assets');
  let names: string[];
  try {
    names = readdirSync(assetsDir);
  } catch {
    return new Map();
  }
  return new Map(
    names
      .filter((name) => name.endsWith('.css'))
      .map((name) => [`${ASSETS_PATH}${name}`, readFileSync(join(assetsDir, name), 'utf8')]),
  );
}
