import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../test/support/realtime-testing.ts';
import { createManagerRegistry } from './registry.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('manager registry', () => {
  it('keeps one manager per URL', () => {
    const registry = createManagerRegistry(createTestEnvironment().env);
    const spot = registry.get('wss://feed.test/ws/spot');
    expect(registry.get('wss://feed.test/ws/spot')).toBe(spot);
    expect(registry.get('wss://feed.test/ws/futures')).not.toBe(spot);
    expect(registry.peek('wss://feed.test/ws/spot')).toBe(spot);
  });

  it('does not connect on get', () => {
    const test = createTestEnvironment();
    createManagerRegistry(test.env).get('wss://feed.test/ws/spot');
    expect(test.sockets).toEqual([]);
  });

  it('forgets a disposed manager, so the next ask creates a new one', () => {
    const registry = createManagerRegistry(createTestEnvironment().env);
    const first = registry.get('wss://feed.test/ws/spot');
    first.dispose();
    expect(registry.peek('wss://feed.test/ws/spot')).toBeUndefined();
    const second = registry.get('wss://feed.test/ws/spot');
    expect(second).not.toBe(first);
    registry.release('wss://feed.test/ws/spot');
    expect(second.disposed).toBe(true);
    expect(registry.peek('wss://feed.test/ws/spot')).toBeUndefined();
  });

  it('applies the heartbeat switch to kept and later managers', () => {
    const test = createTestEnvironment();
    const registry = createManagerRegistry(test.env);
    const kept = registry.get('wss://feed.test/a');
    registry.setHeartbeat(false);
    const later = registry.get('wss://feed.test/b');
    kept.connect();
    test.latest().open();
    later.connect();
    test.latest().open();
    vi.advanceTimersByTime(4000);
    expect(test.sockets.map((socket) => socket.pings().length)).toEqual([0, 0]);
  });

  it('clear disposes every manager', () => {
    const registry = createManagerRegistry(createTestEnvironment().env);
    const a = registry.get('wss://feed.test/a');
    const b = registry.get('wss://feed.test/b');
    registry.clear();
    expect([a.disposed, b.disposed]).toEqual([true, true]);
  });
});
