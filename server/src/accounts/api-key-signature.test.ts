import { canonicalRequest } from '@vela/contracts/api-keys';
import { describe, expect, it } from 'vitest';
import {
  checkTiming,
  decodeSignature,
  ed25519KeyFromRaw,
  hmacSignature,
  normalizeEd25519PublicKey,
  replayMemoryMs,
  verifyEd25519,
  verifyHmac,
} from './api-key-signature.ts';

const hex = (text: string) => Buffer.from(text, 'hex');

/** The example of docs/api-keys.md; expected signatures made with the openssl command line. */
const order = '{"symbol":"BTC_USDT","side":"buy","type":"limit","price":"50000","quantity":"0.01"}';
const exampleMessage = canonicalRequest({
  timestamp: '1700000000000',
  method: 'post',
  pathAndQuery: '/api/v1/spot/orders',
  body: order,
});
const exampleSecret = 'vs_0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const exampleHmac = '2f25324518e63e15ba3f62036a2f1284e1eab38ad8f2d950694a608f007743e7';
/** RFC 8032 section 7.1, test 1: the key pair. */
const rfcPublicKey = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const exampleEd25519 = 'wo+t1wt/qkFki/CetIk/skgq52t+1vufNOZbaIapGrfAYY8Y0AXrgh/JTZynlUMVbnoXTaKgnHQoceOusV7lBg==';

describe('the canonical string', () => {
  it('is timestamp + METHOD + path?query + body, nothing else', () => {
    expect(exampleMessage).toBe(`1700000000000POST/api/v1/spot/orders${order}`);
    expect(
      canonicalRequest({
        timestamp: '1',
        method: 'GET',
        pathAndQuery: '/api/v1/spot/orders?symbol=BTC_USDT',
        body: '',
      }),
    ).toBe('1GET/api/v1/spot/orders?symbol=BTC_USDT');
  });
});

describe('HMAC-SHA256', () => {
  it('is HMAC-SHA256: RFC 4231 test case 2', () => {
    expect(hmacSignature('Jefe', 'what do ya want for nothing?').toString('hex')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('accepts the documented example, in hex or base64', () => {
    expect(verifyHmac(exampleSecret, exampleMessage, hex(exampleHmac))).toBe(true);
    const decoded = decodeSignature(hex(exampleHmac).toString('base64'));
    expect(decoded && verifyHmac(exampleSecret, exampleMessage, decoded)).toBe(true);
  });

  it('refuses another secret, a changed message, a changed or short signature', () => {
    expect(verifyHmac(`${exampleSecret.slice(0, -1)}0`, exampleMessage, hex(exampleHmac))).toBe(false);
    expect(verifyHmac(exampleSecret, exampleMessage.replace('0.01', '0.02'), hex(exampleHmac))).toBe(false);
    expect(verifyHmac(exampleSecret, exampleMessage, hex(`${exampleHmac.slice(0, -2)}00`))).toBe(false);
    expect(verifyHmac(exampleSecret, exampleMessage, hex(exampleHmac.slice(0, 32)))).toBe(false);
  });
});

describe('Ed25519', () => {
  const key = ed25519KeyFromRaw(hex(rfcPublicKey));

  it('checks RFC 8032 test vectors 1 and 2', () => {
    const signature1 = hex(
      'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
    );
    expect(verifyEd25519(key, '', signature1)).toBe(true);
    const key2 = ed25519KeyFromRaw(hex('3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c'));
    const signature2 = hex(
      '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
    );
    expect(verifyEd25519(key2, 'r', signature2)).toBe(true);
    expect(verifyEd25519(key2, 's', signature2)).toBe(false);
    expect(verifyEd25519(key, 'r', signature2)).toBe(false);
  });

  it('accepts the documented example and refuses it altered', () => {
    const signature = decodeSignature(exampleEd25519);
    expect(signature && verifyEd25519(key, exampleMessage, signature)).toBe(true);
    expect(signature && verifyEd25519(key, exampleMessage.replace('buy', 'sell'), signature)).toBe(false);
    expect(verifyEd25519(key, exampleMessage, Buffer.alloc(64))).toBe(false);
    expect(verifyEd25519(key, exampleMessage, Buffer.alloc(12))).toBe(false);
  });

  it('takes a public key as raw base64 or PEM, and nothing else', () => {
    const raw = hex(rfcPublicKey).toString('base64');
    expect(normalizeEd25519PublicKey(raw)).toBe(raw);
    expect(normalizeEd25519PublicKey(hex(rfcPublicKey).toString('base64url'))).toBe(raw);
    const pem = `-----BEGIN PUBLIC KEY-----\n${Buffer.concat([hex('302a300506032b6570032100'), hex(rfcPublicKey)]).toString('base64')}\n-----END PUBLIC KEY-----\n`;
    expect(normalizeEd25519PublicKey(pem)).toBe(raw);
    expect(normalizeEd25519PublicKey('not a key')).toBeUndefined();
    expect(normalizeEd25519PublicKey(Buffer.alloc(31).toString('base64'))).toBeUndefined();
  });
});

describe('recvWindow', () => {
  const now = 1_700_000_010_000;

  it('accepts a timestamp up to 5 s old by default and up to 1 s ahead', () => {
    expect(checkTiming(String(now - 5_000), undefined, now)).toMatchObject({ ok: true, recvWindow: 5_000 });
    expect(checkTiming(String(now + 1_000), undefined, now).ok).toBe(true);
  });

  it('refuses older or further ahead', () => {
    expect(checkTiming(String(now - 5_001), undefined, now)).toMatchObject({
      ok: false,
      reason: 'timestamp-outside-window',
    });
    expect(checkTiming(String(now + 1_001), undefined, now)).toMatchObject({
      ok: false,
      reason: 'timestamp-outside-window',
    });
  });

  it('follows X-VELA-RECV-WINDOW up to 60 s and refuses a bad one', () => {
    expect(checkTiming(String(now - 30_000), '30000', now).ok).toBe(true);
    expect(checkTiming(String(now - 30_001), '30000', now).ok).toBe(false);
    expect(checkTiming(String(now - 100), '100', now).ok).toBe(true);
    expect(checkTiming(String(now - 101), '100', now).ok).toBe(false);
    for (const bad of ['60001', '0', '-5', '1.5', 'soon']) {
      expect(checkTiming(String(now), bad, now)).toMatchObject({ ok: false, reason: 'bad-headers' });
    }
    for (const bad of ['', 'yesterday', '1.7e12', '-1700000010000']) {
      expect(checkTiming(bad, undefined, now)).toMatchObject({ ok: false, reason: 'bad-headers' });
    }
    // Seconds instead of milliseconds: well formed, but decades in the past.
    expect(checkTiming(String(now / 1000), undefined, now)).toMatchObject({ reason: 'timestamp-outside-window' });
  });

  it('remembers a signature for as long as any window could admit it again', () => {
    expect(replayMemoryMs(now - 5_000, now)).toBe(56_000);
    expect(replayMemoryMs(now + 1_000, now)).toBe(62_000);
  });
});
