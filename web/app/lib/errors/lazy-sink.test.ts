import { describe, expect, it, vi } from 'vitest';
import { createLazySink, PENDING_LIMIT } from './lazy-sink.ts';
import type { ErrorSink, RecordedError } from './record-error.ts';

const error = (message: string): RecordedError => ({ name: 'Error', message, at: 0 });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLazySink', () => {
  it('holds errors until the reporter is up, then hands them over in order, and later ones directly', async () => {
    const loading = deferred<ErrorSink>();
    const reporter = vi.fn();
    const fallback = vi.fn();
    const sink = createLazySink(() => loading.promise, fallback);
    sink(error('first'), 'thrown-1');
    sink(error('second'), 'thrown-2');
    expect(reporter).not.toHaveBeenCalled();
    loading.resolve(reporter);
    await settle();
    sink(error('third'), 'thrown-3');
    expect(reporter.mock.calls).toEqual([
      [error('first'), 'thrown-1'],
      [error('second'), 'thrown-2'],
      [error('third'), 'thrown-3'],
    ]);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('sends everything to the fallback when the reporter cannot load', async () => {
    const fallback = vi.fn();
    const sink = createLazySink(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      fallback,
    );
    sink(error('before'), undefined);
    await settle();
    sink(error('after'), undefined);
    expect(fallback.mock.calls.map(([recorded]) => recorded.message)).toEqual(['before', 'after']);
  });

  it('treats a loader that throws at once like one that fails later', async () => {
    const fallback = vi.fn();
    const sink = createLazySink(() => {
      throw new Error('no');
    }, fallback);
    sink(error('e'), undefined);
    await settle();
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('keeps at most PENDING_LIMIT errors while loading', async () => {
    const loading = deferred<ErrorSink>();
    const reporter = vi.fn();
    const sink = createLazySink(() => loading.promise, vi.fn());
    for (let i = 0; i < PENDING_LIMIT + 5; i++) sink(error(`e${i}`), undefined);
    loading.resolve(reporter);
    await settle();
    expect(reporter).toHaveBeenCalledTimes(PENDING_LIMIT);
    expect(reporter.mock.calls[0]?.[0].message).toBe('e0');
  });

  it('survives a reporter that throws', async () => {
    const reporter = vi.fn(() => {
      throw new Error('broken reporter');
    });
    const sink = createLazySink(async () => reporter, vi.fn());
    sink(error('held'), undefined);
    await settle();
    expect(() => sink(error('direct'), undefined)).not.toThrow();
    expect(reporter).toHaveBeenCalledTimes(2);
  });
});
