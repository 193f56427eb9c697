import { describe, it } from 'vitest';
import { checkGenerated, feedTable } from './reference-tables.ts';

// `npm run docs:reference` sets UPDATE_DOCS and rewrites the generated blocks instead of comparing;
// docs/rest-api.md's routes are checked against the served document in server/test/openapi.test.ts.
describe('generated reference tables', () => {
  it('docs/market-data-and-feed.md lists every channel of the feed', () => {
    checkGenerated('market-data-and-feed.md', 'channels', feedTable());
  });
});
