import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuiltStylesheets } from './built-stylesheets.ts';

describe('readBuiltStylesheets', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function clientDir(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'vela-styles-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), text);
    return dir;
  }

  it('keys each stylesheet by the path the page requests it at, and leaves other assets out', () => {
    const dir = clientDir({
      'tokens-abc.css': ':root{--a:1}',
      'trade-def.css': '.t{color:red}',
      'trade-def.js': 'export{}',
      'tokens-abc.css.gz': 'x',
    });
    expect(Object.fromEntries(readBuiltStylesheets(dir))).toEqual({
      '/assets/tokens-abc.css': ':root{--a:1}',
      '/assets/trade-def.css': '.t{color:red}',
    });
  });

  it('has none for a build without an assets folder', () => {
    expect(readBuiltStylesheets(join(tmpdir(), 'vela-no-such-build')).size).toBe(0);
  });
});
