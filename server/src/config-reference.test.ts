import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.ts';

// Variables the reference documents that the server does not read: the test tooling's.
const TOOLING_VARIABLES = new Set(['CHROMIUM_PATH']);

function documentedVariables(): string[] {
  const reference = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
  return [...reference.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1] as string);
}

describe('docs/configuration.md', () => {
  const documented = documentedVariables();

  it('documents every variable the server reads', () => {
    expect(CONFIG_VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('documents no variable the server does not read', () => {
    expect(documented.filter((name) => !CONFIG_VARIABLES.includes(name) && !TOOLING_VARIABLES.has(name))).toEqual([]);
  });

  it('documents each variable once', () => {
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
  });
});
