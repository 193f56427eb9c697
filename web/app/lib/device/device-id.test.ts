import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../test/support/memory-storage.ts';
import { browserDeviceId, DEVICE_ID_STORAGE_KEY, randomUuid, readOrCreateDeviceId } from './device-id.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('builds a v4 UUID from random bytes where randomUUID is missing (plain http)', () => {
    const getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.fill(0xff);
      return array;
    };
    expect(randomUuid({ getRandomValues })).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    for (let index = 0; index < 50; index += 1) {
      expect(randomUuid({ getRandomValues: crypto.getRandomValues.bind(crypto) })).toMatch(UUID_V4);
    }
  });

  it('uses randomUUID when there is one', () => {
    expect(randomUuid(crypto)).toMatch(UUID_V4);
  });
});

describe('readOrCreateDeviceId', () => {
  it('creates an id once and then keeps returning it', () => {
    const storage = memoryStorage();
    const id = readOrCreateDeviceId(storage, crypto);
    expect(id).toMatch(UUID_V4);
    expect(storage.items.get(DEVICE_ID_STORAGE_KEY)).toBe(id);
    expect(readOrCreateDeviceId(storage, crypto)).toBe(id);
  });

  it('replaces a tampered value', () => {
    const storage = memoryStorage({ [DEVICE_ID_STORAGE_KEY]: '<script>' });
    const id = readOrCreateDeviceId(storage, crypto);
    expect(id).toMatch(UUID_V4);
    expect(storage.items.get(DEVICE_ID_STORAGE_KEY)).toBe(id);
  });

  it('still returns an id when storage throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readOrCreateDeviceId(throwing, crypto)).toMatch(UUID_V4);
    expect(readOrCreateDeviceId(undefined, crypto)).toMatch(UUID_V4);
  });
});

describe('browserDeviceId', () => {
  it('is undefined on the server', () => {
    expect(browserDeviceId()).toBeUndefined();
  });

  it('keeps one id for the page even when storage cannot keep it', () => {
    vi.stubGlobal('window', { localStorage: undefined, crypto: crypto });
    try {
      const id = browserDeviceId();
      expect(id).toMatch(UUID_V4);
      expect(browserDeviceId()).toBe(id);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
