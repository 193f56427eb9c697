import { createHmac, createPublicKey, type KeyObject, timingSafeEqual, verify } from 'node:crypto';
import { DEFAULT_RECV_WINDOW_MS, FUTURE_TOLERANCE_MS, MAX_RECV_WINDOW_MS } from '@vela/contracts/api-keys';

/** Signature bytes from the header: hex (HMAC's usual form) or base64 / base64url (Ed25519's). */
export function decodeSignature(header: string): Buffer | undefined {
  const text = header.trim();
  if (/^(?:[0-9a-fA-F]{2})+$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return Buffer.from(text, text.match(/[-_]/) ? 'base64url' : 'base64');
  return undefined;
}

export function hmacSignature(secret: string, message: string): Buffer {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(message, 'utf8').digest();
}

/** HMAC-SHA256 over the message with the secret's UTF-8 bytes as key, compared in constant time. */
export function verifyHmac(secret: string, message: string, signature: Buffer): boolean {
  const expected = hmacSignature(secret, message);
  return signature.length === expected.length && timingSafeEqual(signature, expected);
}

const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** The Ed25519 public key of its raw 32 bytes. */
export function ed25519KeyFromRaw(raw: Buffer): KeyObject {
  if (raw.length !== 32) throw new Error('an Ed25519 public key has 32 bytes');
  return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}

/**
 * The raw 32 bytes (base64) of a pasted Ed25519 public key: base64 of the raw bytes or a PEM
 * PUBLIC KEY block; undefined when it is neither, or another kind of key.
 */
export function normalizeEd25519PublicKey(input: string): string | undefined {
  const text = input.trim();
  try {
    if (text.startsWith('-----BEGIN PUBLIC KEY-----')) {
      const key = createPublicKey({ key: text, format: 'pem' });
      if (key.asymmetricKeyType !== 'ed25519') return undefined;
      const jwk = key.export({ format: 'jwk' });
      return jwk.x ? Buffer.from(jwk.x, 'base64url').toString('base64') : undefined;
    }
    if (!/^[A-Za-z0-9+/_-]{42,43}={0,1}$/.test(text)) return undefined;
    const raw = Buffer.from(text, text.match(/[-_]/) ? 'base64url' : 'base64');
    ed25519KeyFromRaw(raw);
    return raw.toString('base64');
  } catch {
    return undefined;
  }
}

export function verifyEd25519(publicKey: KeyObject, message: string, signature: Buffer): boolean {
  if (signature.length !== 64) return false;
  try {
    return verify(null, Buffer.from(message, 'utf8'), publicKey, signature);
  } catch {
    return false;
  }
}

export type TimingCheck =
  | { ok: true; timestamp: number; recvWindow: number }
  | { ok: false; reason: 'bad-headers' | 'timestamp-outside-window'; message: string };

/**
 * The timestamp (ms since the epoch) and recvWindow headers, and whether the request is in its
 * window: no older than recvWindow (default 5000, at most 60000) and no more than a second ahead.
 */
export function checkTiming(timestampHeader: string, recvWindowHeader: string | undefined, now: number): TimingCheck {
  if (!/^\d{10,16}$/.test(timestampHeader)) {
    return { ok: false, reason: 'bad-headers', message: 'X-VELA-TIMESTAMP must be milliseconds since the epoch' };
  }
  let recvWindow = DEFAULT_RECV_WINDOW_MS;
  if (recvWindowHeader !== undefined && recvWindowHeader !== '') {
    recvWindow = /^\d{1,5}$/.test(recvWindowHeader) ? Number(recvWindowHeader) : Number.NaN;
    if (!(recvWindow >= 1 && recvWindow <= MAX_RECV_WINDOW_MS)) {
      return {
        ok: false,
        reason: 'bad-headers',
        message: `X-VELA-RECV-WINDOW must be a whole number of milliseconds from 1 to ${MAX_RECV_WINDOW_MS}`,
      };
    }
  }
  const timestamp = Number(timestampHeader);
  if (timestamp > now + FUTURE_TOLERANCE_MS || now - timestamp > recvWindow) {
    return {
      ok: false,
      reason: 'timestamp-outside-window',
      message: `the timestamp is outside the receive window (${recvWindow} ms; server time ${now})`,
    };
  }
  return { ok: true, timestamp, recvWindow };
}

/**
 * How long a seen signature must be remembered: as long as its timestamp could still pass with
 * any recvWindow. The window header is not signed, so the largest one counts.
 */
export function replayMemoryMs(timestamp: number, now: number): number {
  return Math.max(1, timestamp + MAX_RECV_WINDOW_MS - now + FUTURE_TOLERANCE_MS);
}
