import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../test/support/memory-storage.ts';
import { CHUNK_RELOAD_STORAGE_KEY, claimChunkReload, isChunkLoadError } from './chunk-reload.ts';

describe('chunk-load reload guard', () => {
  it('recognises chunk load failures of the browsers and Vite', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per path within 10 s', () => {
    const storage = memoryStorage();
    expect(claimChunkReload('/trade', storage, 1_000)).toBe(true);
    expect(claimChunkReload('/trade', storage, 5_000)).toBe(false);
    expect(claimChunkReload('/wallet', storage, 5_000)).toBe(true);
    expect(claimChunkReload('/trade', storage, 11_000)).toBe(true);
  });

  it('survives a corrupt record and refuses when storage cannot record', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, '{not json');
    expect(claimChunkReload('/', storage, 0)).toBe(true);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload('/', full, 0)).toBe(false);
  });
});
