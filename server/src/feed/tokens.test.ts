import { describe, expect, it } from 'vitest';
import { signFeedToken, verifyFeedToken } from './tokens.ts';

const secret = Buffer.from('a-feed-token-secret-of-32-chars!');
const now = 1_700_000_000_000;

describe('feed tokens', () => {
  it('verify with the secret that signed them, until they expire', () => {
    const token = signFeedToken(secret, { kind: 'private', uid: 'user-1', exp: now + 60_000 });
    expect(verifyFeedToken(secret, token, now)).toEqual({
      ok: true,
      claims: { kind: 'private', uid: 'user-1', exp: now + 60_000 },
    });
    expect(verifyFeedToken(secret, token, now + 60_000)).toEqual({ ok: false, reason: 'token expired' });
  });

  it('refuse another secret, a changed body and malformed text', () => {
    const token = signFeedToken(secret, { kind: 'public', exp: now + 60_000 });
    expect(verifyFeedToken(Buffer.from('another-secret-another-secret-!!'), token, now)).toMatchObject({
      reason: 'invalid token signature',
    });
    const [, mac] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ kind: 'private', uid: 'admin', exp: now + 60_000 })).toString(
      'base64url',
    );
    expect(verifyFeedToken(secret, `${forgedBody}.${mac}`, now)).toMatchObject({ reason: 'invalid token signature' });
    for (const bad of ['', 'abc', 'a.b.c', `${token}.x`]) {
      expect(verifyFeedToken(secret, bad, now).ok).toBe(false);
    }
    const wellSignedNonsense = signFeedToken(secret, { kind: 'admin', exp: now } as never);
    expect(verifyFeedToken(secret, wellSignedNonsense, now)).toEqual({ ok: false, reason: 'malformed token' });
  });
});
