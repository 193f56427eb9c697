import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretsKey, openSecret, sealSecret, secretsKeyFrom } from './secret-box.ts';

describe('secret box', () => {
  const key = secretsKeyFrom('k'.repeat(32));

  it('opens what it sealed, and never shows the plaintext in the sealed form', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key and an altered box', () => {
    const sealed = sealSecret(key, 'secret');
    expect(() => openSecret(secretsKeyFrom('o'.repeat(32)), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => openSecret(key, parts.join('.'))).toThrow();
  });

  it('keeps one key file per data directory across starts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vela-secrets-'));
    try {
      const first = await loadSecretsKey(undefined, dir);
      const second = await loadSecretsKey(undefined, dir);
      expect(second.equals(first)).toBe(true);
      expect(openSecret(second, sealSecret(first, 'x'))).toBe('x');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
