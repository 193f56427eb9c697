import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashPassword('correct horse 1');
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse 1', stored)).toBe(true);
    expect(await verifyPassword('correct horse 2', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password 1')).not.toBe(await hashPassword('same password 1'));
  });

  it('treats canonically equal Unicode spellings as one password', async () => {
    const composed = 'caf\u00e9 latte 1';
    const decomposed = 'cafe\u0301 latte 1';
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('verifies against the parameters stored with the hash', async () => {
    const stored = await hashPassword('parameters 1');
    const [, , , , salt, key] = stored.split('$');
    // Same salt and key under other parameters must not verify: the parameters are part of the hash.
    expect(await verifyPassword('parameters 1', `scrypt$1024$8$1$${salt}$${key}`)).toBe(false);
  });

  it.each([
    ['not a hash'],
    ['bcrypt$10$8$1$c2FsdA==$a2V5'],
    ['scrypt$1000$8$1$c2FsdA==$a2V5'],
    [`scrypt$${2 ** 24}$8$1$c2FsdA==$a2V5`],
    ['scrypt$16384$8$999$c2FsdA==$a2V5'],
    ['scrypt$16384$8$5$c2FsdA==$dG9vIHNob3J0'],
  ])('refuses a malformed or hostile stored hash %s', async (stored) => {
    expect(await verifyPassword('anything 1', stored)).toBe(false);
  });

  it('spends the work of a verification on the decoy and always says no', async () => {
    expect(await verifyDecoy('anything 1')).toBe(false);
  });
});
