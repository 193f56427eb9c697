import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { heldWhileSubscribed } from './held-store.ts';

describe('heldWhileSubscribed', () => {
  it('opens for the first subscriber, closes after the last, counts each unsubscribe once', () => {
    const close = vi.fn();
    const open = vi.fn(() => close);
    const store = heldWhileSubscribed(
      createStore(() => ({ n: 0 })),
      open,
    );
    const first = store.subscribe(() => {});
    const second = store.subscribe(() => {});
    expect(open).toHaveBeenCalledTimes(1);
    first();
    first();
    expect(close).not.toHaveBeenCalled();
    second();
    expect(close).toHaveBeenCalledTimes(1);
    store.subscribe(() => {});
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('release closes what is open while subscribers remain', () => {
    const close = vi.fn();
    const store = heldWhileSubscribed(
      createStore(() => ({ n: 0 })),
      () => close,
    );
    const off = store.subscribe(() => {});
    store.release();
    expect(close).toHaveBeenCalledTimes(1);
    off();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
