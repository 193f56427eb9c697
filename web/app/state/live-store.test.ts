import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveStore, type LiveChannel, liveChannel } from './live-store.ts';

/** A channel that records its openings, closings and the fallback handler it was given. */
function fakeChannel() {
  const record = { opened: 0, closed: 0, fallback: undefined as undefined | ((signal: 'connectHttp') => void) };
  const channel: LiveChannel = (onHttpFallback) => {
    record.opened += 1;
    record.fallback = onHttpFallback;
    return () => {
      record.closed += 1;
    };
  };
  return { channel, record };
}

afterEach(() => vi.useRealTimers());

describe('createLiveStore', () => {
  it('opens its channels and reads its seed for the first subscriber, and closes them with the last', () => {
    const { channel, record } = fakeChannel();
    const seed = vi.fn();
    const store = createLiveStore({ initial: 0, channels: () => [channel], seed });
    expect([record.opened, seed.mock.calls.length]).toEqual([0, 0]);
    const first = store.subscribe(() => {});
    const second = store.subscribe(() => {});
    expect([record.opened, seed.mock.calls.length, store.isOpen()]).toEqual([1, 1, true]);
    first();
    first();
    expect(record.closed).toBe(0);
    second();
    expect([record.closed, store.isOpen()]).toEqual([1, false]);
  });

  it('opens again and reads the seed again for a subscriber after the last one left, keeping the state', () => {
    const { channel, record } = fakeChannel();
    const store = createLiveStore({
      initial: { rows: [] as string[] },
      channels: () => [channel],
      seed: (live) => live.setState((state) => ({ rows: [...state.rows, 'read'] })),
    });
    store.subscribe(() => {})();
    expect(store.getState().rows).toEqual(['read']);
    store.subscribe(() => {});
    expect([record.opened, record.closed]).toEqual([2, 1]);
    expect(store.getState().rows).toEqual(['read', 'read']);
  });

  it('reads the seed on the HTTP fallback of its first channel only, and not on opening with seedOnOpen false', () => {
    const first = fakeChannel();
    const second = fakeChannel();
    const seed = vi.fn();
    const store = createLiveStore({
      initial: 0,
      channels: () => [first.channel, second.channel],
      seed,
      seedOnOpen: false,
    });
    store.subscribe(() => {});
    expect(seed).not.toHaveBeenCalled();
    first.record.fallback?.('connectHttp');
    second.record.fallback?.('connectHttp');
    expect(seed).toHaveBeenCalledTimes(1);
  });

  it('tells a selector subscriber only when its selection changed', () => {
    const store = createLiveStore({ initial: { btc: '1', eth: '2' } });
    const btc = vi.fn();
    const eth = vi.fn();
    const whole = vi.fn();
    store.subscribeTo((state) => state.btc, btc);
    store.subscribeTo((state) => state.eth, eth);
    store.subscribe(whole);
    store.setState((state) => ({ ...state, btc: '3' }));
    expect([btc.mock.calls.length, eth.mock.calls.length, whole.mock.calls.length]).toEqual([1, 0, 1]);
    // The same state tells no one.
    store.setState((state) => state);
    expect(whole).toHaveBeenCalledTimes(1);
    // A custom equality: a new array with the same items is no change.
    const lists = createLiveStore({ initial: ['a'] });
    const listener = vi.fn();
    lists.subscribeTo(
      (list) => list,
      listener,
      (a, b) => a.join() === b.join(),
    );
    lists.setState(() => ['a']);
    expect(listener).not.toHaveBeenCalled();
    lists.setState(() => ['b']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lingers before closing, keeps the channels for a subscriber that comes back, and can reset its state', () => {
    vi.useFakeTimers();
    const { channel, record } = fakeChannel();
    const onClose = vi.fn();
    const store = createLiveStore({
      initial: 'none',
      channels: () => [channel],
      lingerMs: 1000,
      onClose,
      resetOnClose: true,
    });
    store.subscribe(() => {})();
    store.setState(() => 'bar');
    vi.advanceTimersByTime(999);
    const off = store.subscribe(() => {});
    vi.advanceTimersByTime(5000);
    expect([record.opened, record.closed]).toEqual([1, 0]);
    off();
    vi.advanceTimersByTime(1000);
    expect(record.closed).toBe(1);
    expect(onClose).toHaveBeenCalledWith('bar');
    expect(store.getState()).toBe('none');
  });

  it('closes for good when disposed, whoever still subscribes', () => {
    const { channel, record } = fakeChannel();
    const seed = vi.fn();
    const store = createLiveStore({ initial: 0, channels: () => [channel], seed });
    const off = store.subscribe(() => {});
    store.dispose();
    expect(record.closed).toBe(1);
    off();
    store.subscribe(() => {});
    store.reseed();
    expect([record.opened, record.closed, seed.mock.calls.length]).toEqual([1, 1, 1]);
  });

  it('binds a feed channel: its pushes go to the handlers, its fallback to the store', () => {
    const opened: { params: unknown; handlers: Record<string, unknown> }[] = [];
    const close = vi.fn();
    const open = ((params: unknown, handlers: Record<string, unknown>) => {
      opened.push({ params, handlers });
      return close;
    }) as never;
    const onUpdate = vi.fn();
    const fallback = vi.fn();
    const closeChannel = liveChannel(open, { channel: 'orders' }, { onUpdate })(fallback);
    expect(opened[0]?.params).toEqual({ channel: 'orders' });
    expect(opened[0]?.handlers.onUpdate).toBe(onUpdate);
    expect(opened[0]?.handlers.onHttpFallback).toBe(fallback);
    closeChannel();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
