import { webcrypto } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fnv1a64, hashText } from './hash.ts';

describe('fnv1a64', () => {
  it('matches the published FNV-1a 64-bit test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('hashes UTF-8 bytes, not UTF-16 code units', () => {
    expect(fnv1a64('é')).not.toBe(fnv1a64('\u00e9'.normalize('NFD')));
    expect(fnv1a64('€')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('equals the 64-bit arithmetic of its definition on any text', () => {
    const reference = (text: string) => {
      let hash = 0xcbf29ce484222325n;
      for (const byte of new TextEncoder().encode(text))
        hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & (2n ** 64n - 1n);
      return hash.toString(16).padStart(16, '0');
    };
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => fnv1a64(text) === reference(text)),
      { numRuns: 500 },
    );
  });
});

describe('hashText', () => {
  it('uses SHA-256 when SubtleCrypto is there', async () => {
    expect(await hashText('abc', webcrypto.subtle)).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('falls back to FNV-1a without it', async () => {
    expect(await hashText('foobar', undefined)).toBe('85944171f73967e8');
  });
});
