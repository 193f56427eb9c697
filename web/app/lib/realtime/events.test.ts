import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmitter } from './events.ts';

interface TestEvents {
  price: number;
  note: string;
  [topic: `${string}.${string}`]: { value: number };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createEmitter', () => {
  it('calls the handlers of a name, in order, until unsubscribed', () => {
    const emitter = createEmitter<TestEvents>();
    const calls: string[] = [];
    const stop = emitter.on('price', (value) => calls.push(`a${value}`));
    emitter.on('price', (value) => calls.push(`b${value}`));
    emitter.on('note', (value) => calls.push(value));
    emitter.emit('price', 1);
    stop();
    emitter.emit('price', 2);
    expect(calls).toEqual(['a1', 'b1', 'b2']);
    expect(emitter.listenerCount('price')).toBe(1);
  });

  it('delivers template-literal topics', () => {
    const emitter = createEmitter<TestEvents>();
    const handler = vi.fn();
    emitter.on('spot.depth', handler);
    emitter.emit('spot.depth', { value: 3 });
    emitter.emit('spot.ticker', { value: 4 });
    expect(handler).toHaveBeenCalledExactlyOnceWith({ value: 3 });
  });

  it('keeps the same function registered twice as two handlers', () => {
    const emitter = createEmitter<TestEvents>();
    const handler = vi.fn();
    const stopFirst = emitter.on('price', handler);
    emitter.on('price', handler);
    stopFirst();
    emitter.emit('price', 1);
    expect(handler).toHaveBeenCalledOnce();
  });

  it('lets a handler unsubscribe itself during an emit without skipping the next one', () => {
    const emitter = createEmitter<TestEvents>();
    const second = vi.fn();
    const stop = emitter.on('price', () => stop());
    emitter.on('price', second);
    emitter.emit('price', 1);
    expect(second).toHaveBeenCalledOnce();
    expect(emitter.listenerCount('price')).toBe(1);
  });

  it('pipes every event to another emitter until stopped', () => {
    const source = createEmitter<TestEvents>();
    const target = createEmitter<TestEvents>();
    const handler = vi.fn();
    target.on('price', handler);
    const stop = source.pipe(target);
    source.emit('price', 5);
    stop();
    source.emit('price', 6);
    expect(handler).toHaveBeenCalledExactlyOnceWith(5);
  });

  it('reports a throwing handler and still calls the others', () => {
    const errors: Array<[unknown, string]> = [];
    const emitter = createEmitter<TestEvents>({ onHandlerError: (error, name) => errors.push([error, name]) });
    const after = vi.fn();
    emitter.on('price', () => {
      throw new Error('bad handler');
    });
    emitter.on('price', after);
    emitter.emit('price', 1);
    expect(after).toHaveBeenCalledOnce();
    expect(errors).toEqual([[new Error('bad handler'), 'price']]);
  });

  it('rethrows a handler error in a microtask by default', async () => {
    const emitter = createEmitter<TestEvents>();
    emitter.on('price', () => {
      throw new Error('later');
    });
    const spy = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation(() => {});
    emitter.emit('price', 1);
    expect(spy).toHaveBeenCalledOnce();
    const rethrow = spy.mock.calls[0]?.[0];
    spy.mockRestore();
    expect(rethrow).toThrow('later');
  });

  it('clear drops handlers and pipes', () => {
    const emitter = createEmitter<TestEvents>();
    emitter.on('price', () => {});
    emitter.pipe(createEmitter<TestEvents>());
    expect(emitter.listenerCount()).toBe(2);
    emitter.clear();
    expect(emitter.listenerCount()).toBe(0);
  });
});
