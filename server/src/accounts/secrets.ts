import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: 43 characters. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isSessionTokenShape(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * What the database keeps instead of a secret. A plain SHA-256 suffices for session tokens: they
 * carry 256 random bits, so there is nothing to guess.
 */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
