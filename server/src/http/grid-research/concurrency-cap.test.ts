import { describe, expect, it } from 'vitest';
import { ConcurrencyCap } from './concurrency-cap.ts';

describe('ConcurrencyCap', () => {
  it('gives at most max slots at once, and a released slot (once, however often released) again', () => {
    const cap = new ConcurrencyCap(2);
    const first = cap.tryEnter();
    const second = cap.tryEnter();
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(cap.tryEnter()).toBeUndefined();
    first?.();
    first?.();
    expect(cap.busy).toBe(1);
    const third = cap.tryEnter();
    expect(third).toBeDefined();
    expect(cap.tryEnter()).toBeUndefined();
    second?.();
    third?.();
    expect(cap.busy).toBe(0);
  });
});
