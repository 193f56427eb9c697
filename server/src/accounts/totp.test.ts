import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  TOTP_PERIOD_SECONDS,
  totpStep,
} from './totp.ts';

// RFC 6238 Appendix B: the SHA-1 rows, seed "12345678901234567890", 8 digits.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_SHA1_ROWS: [unixSeconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_SHA1_ROWS)('matches Appendix B at T=%i', (seconds, code) => {
    expect(hotp(RFC_SEED, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it('gives the 6-digit codes apps show: the last six digits of the RFC rows', () => {
    for (const [seconds, code] of RFC_SHA1_ROWS) expect(hotp(RFC_SEED, totpStep(seconds * 1000))).toBe(code.slice(2));
  });

  it('matches RFC 4226 Appendix D (HOTP counter values)', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expected.forEach((code, counter) => {
      expect(hotp(RFC_SEED, counter)).toBe(code);
    });
  });

  it('round-trips secrets through base32 (RFC 4648 vectors too)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb-oi======').toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  describe('matchTotp', () => {
    const secret = base32Encode(RFC_SEED);
    const now = 1111111111 * 1000;
    const step = totpStep(now);
    const codeAt = (s: number) => hotp(RFC_SEED, s);

    it('accepts the current step and one either side, and nothing further', () => {
      expect(matchTotp(secret, codeAt(step), now, null)).toBe(step);
      expect(matchTotp(secret, codeAt(step - 1), now, null)).toBe(step - 1);
      expect(matchTotp(secret, codeAt(step + 1), now, null)).toBe(step + 1);
      expect(matchTotp(secret, codeAt(step - 2), now, null)).toBeUndefined();
      expect(matchTotp(secret, codeAt(step + 2), now, null)).toBeUndefined();
    });

    it('refuses a step already used, and any earlier one', () => {
      expect(matchTotp(secret, codeAt(step), now, step)).toBeUndefined();
      expect(matchTotp(secret, codeAt(step - 1), now, step)).toBeUndefined();
      expect(matchTotp(secret, codeAt(step + 1), now, step)).toBe(step + 1);
    });

    it('refuses malformed guesses and tolerates spaces', () => {
      expect(matchTotp(secret, '', now, null)).toBeUndefined();
      expect(matchTotp(secret, '12345', now, null)).toBeUndefined();
      expect(matchTotp(secret, 'abcdef', now, null)).toBeUndefined();
      const code = codeAt(step);
      expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(step);
    });

    it('uses 30-second steps', () => {
      expect(TOTP_PERIOD_SECONDS).toBe(30);
      expect(totpStep(29_999)).toBe(0);
      expect(totpStep(30_000)).toBe(1);
    });
  });

  it('builds the Key URI authenticator apps read', () => {
    const text = otpauthUri({ issuer: 'Vela', account: 'a+b@example.com', secret: 'JBSWY3DPEHPK3PXP' });
    expect(text.startsWith('otpauth://totp/Vela:a%2Bb%40example.com?')).toBe(true);
    const uri = new URL(text);
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('issuer')).toBe('Vela');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
