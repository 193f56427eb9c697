import { describe, expect, it, vi } from 'vitest';
import { createConnectionState } from './connection-state.ts';

describe('connection state store', () => {
  it('starts connecting and reports connecting to server rendering', () => {
    const store = createConnectionState();
    expect(store.getSnapshot()).toBe('connecting');
    store.set('live');
    expect(store.getServerSnapshot()).toBe('connecting');
  });

  it('notifies subscribers on each change, not on a repeat, until unsubscribed', () => {
    const store = createConnectionState();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set('live');
    store.set('live');
    store.set('reconnecting');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toBe('reconnecting');
    stop();
    store.set('offline');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
