import { describe, expect, it } from 'vitest';

// scripts/build.mjs is plain JavaScript without declarations: its one function is typed here.
const buildScript: string = '../../scripts/build.mjs';
const { warningLines } = (await import(buildScript)) as { warningLines(text: string): string[] };

describe('the strict build’s warning check', () => {
  it('finds the warnings the tools print', () => {
    const output = [
      '[build] web',
      '\u001b[33m(!) Some chunks are larger than 500 kB after minification.\u001b[39m',
      'The `envFile` option is deprecated, please use `envDir: false` instead.',
      'npm warn EBADENGINE Unsupported engine',
      '[plugin react-router] Warning: a future flag',
      '✓ built in 2.17s',
    ].join('\n');
    expect(warningLines(output)).toEqual([
      '(!) Some chunks are larger than 500 kB after minification.',
      'The `envFile` option is deprecated, please use `envDir: false` instead.',
      'npm warn EBADENGINE Unsupported engine',
      '[plugin react-router] Warning: a future flag',
    ]);
  });

  it('passes a quiet build, a written file named like a warning included', () => {
    const output = [
      'vite v8.0.0 building client environment for production...',
      'build/client/assets/warning-banner-Bx1.js   1.20 kB │ gzip: 0.60 kB',
      'build/client/assets/framework-D4f.js      190.00 kB │ gzip: 60.00 kB',
      '✓ built in 2.17s',
      '[build] server',
    ].join('\n');
    expect(warningLines(output)).toEqual([]);
  });
});
