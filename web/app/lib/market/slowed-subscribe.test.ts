import { describe, expect, it, vi } from 'vitest';
import { fakeFrameClock } from '../../../test/support/fake-frame-clock.ts';
import { slowedSubscribe } from './slowed-subscribe.ts';

function store() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: () => {
      for (const listener of listeners) listener();
    },
    size: () => listeners.size,
  };
}

describe('slowedSubscribe', () => {
  it('tells the listener once per frame and at most once per interval, then unsubscribes', () => {
    const clock = fakeFrameClock();
    const source = store();
    const listener = vi.fn();
    const unsubscribe = slowedSubscribe(source.subscribe, 250, () => clock)(listener);
    source.change();
    source.change();
    clock.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    source.change();
    clock.advance(100);
    clock.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    clock.advance(150);
    clock.frame();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    source.change();
    clock.advance(1000);
    clock.frame();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(source.size()).toBe(0);
  });
});
