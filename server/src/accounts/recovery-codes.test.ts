import { describe, expect, it } from 'vitest';
import { looksLikeRecoveryCode, newRecoveryCode, normalizeRecoveryCode } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('are four groups of four unambiguous symbols, different every time', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{4}(-[2-9a-hjkmnp-z]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('forgive case, spaces and hyphens when typed back', () => {
    const code = newRecoveryCode();
    const typed = ` ${code.toUpperCase().replaceAll('-', ' ')} `;
    expect(normalizeRecoveryCode(typed)).toBe(code.replaceAll('-', ''));
    expect(looksLikeRecoveryCode(typed)).toBe(true);
  });

  it('tell a recovery code from a 6-digit TOTP code and from junk', () => {
    expect(looksLikeRecoveryCode('123456')).toBe(false);
    expect(looksLikeRecoveryCode('abcd-efgh-jkmn-pqrs')).toBe(true);
    expect(looksLikeRecoveryCode('abcd-efgh-jkmn-pqr0')).toBe(false);
    expect(looksLikeRecoveryCode('abcd-efgh-jkmn-pqrst')).toBe(false);
  });
});
