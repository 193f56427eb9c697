import { describe, expect, it } from 'vitest';
import { markSessionChanged, takeSessionChange } from './session-changes.ts';

describe('session changes', () => {
  it('reports a change once', () => {
    takeSessionChange();
    expect(takeSessionChange()).toBe(false);
    markSessionChanged();
    expect(takeSessionChange()).toBe(true);
    expect(takeSessionChange()).toBe(false);
  });
});
