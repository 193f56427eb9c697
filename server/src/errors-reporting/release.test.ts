import { describe, expect, it } from 'vitest';
import rootPackage from '../../../package.json' with { type: 'json' };
import { reportingRelease } from './release.ts';

describe('reportingRelease', () => {
  it('is SENTRY_RELEASE when set', () => {
    expect(reportingRelease('vela@2025.01.02-abc')).toBe('vela@2025.01.02-abc');
  });

  it('is otherwise the root package name and version', () => {
    expect(reportingRelease(undefined)).toBe(`vela@${rootPackage.version}`);
    expect(reportingRelease(undefined, { name: 'vela', version: '9.8.7' })).toBe('vela@9.8.7');
  });

  it('refuses a package without a version rather than inventing a release', () => {
    expect(() => reportingRelease(undefined, { name: 'vela' })).toThrow();
  });
});
