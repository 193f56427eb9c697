import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../http/openapi/route-table.ts';
import { feedTable, restTables, withGenerated } from './reference-tables.ts';

// `npm run docs:reference` sets UPDATE_DOCS and rewrites the generated blocks instead of comparing.
const update = process.env.UPDATE_DOCS === '1';

function checkBlock(file: string, name: string, body: string): void {
  const url = new URL(`../../../docs/${file}`, import.meta.url);
  const document = readFileSync(url, 'utf8');
  const expected = withGenerated(document, name, body);
  if (update) writeFileSync(url, expected);
  else expect(document, `docs/${file} is stale: run npm run docs:reference`).toBe(expected);
}

describe('generated reference tables', () => {
  it('docs/rest-api.md lists every route of the OpenAPI route table', () => {
    checkBlock('rest-api.md', 'routes', restTables(routeTable));
  });

  it('docs/market-data-and-feed.md lists every channel of the feed', () => {
    checkBlock('market-data-and-feed.md', 'channels', feedTable());
  });
});
