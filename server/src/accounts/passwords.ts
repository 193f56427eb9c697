import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's scrypt setting with the smallest memory footprint (N=2^14, r=8, p=5): each hash holds
 * 16 MiB, so a burst of logins cannot exhaust a small server's memory, while the CPU cost matches
 * the heavier settings. The parameters are stored with each hash, so they can be raised later.
 */
const CURRENT = { N: 2 ** 14, r: 8, p: 5 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
// Refuse parameters a damaged or hostile row could use to tie up the process.
const MAX_N = 2 ** 20;
const MAX_P = 16;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, CURRENT);
  return ['scrypt', CURRENT.N, CURRENT.r, CURRENT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time comparison; a malformed stored hash verifies nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [scheme, n, r, p, salt, key] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !key) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(Math.log2(params.N)) &&
    params.N > 1 &&
    params.N <= MAX_N &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= 32 &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= MAX_P;
  if (!sane) return false;
  const expected = Buffer.from(key, 'base64');
  if (expected.length !== KEY_BYTES) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), params);
  return timingSafeEqual(actual, expected);
}

let decoyHash: Promise<string> | undefined;

/** A hash of a random password nobody knows, made once per process. */
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return decoyHash;
}

export async function prepareDecoy(): Promise<void> {
  await decoy();
}

/**
 * Does the work of a real verification against the decoy hash, so a login for an unknown account
 * takes as long as one with a wrong password. Always false.
 */
export async function verifyDecoy(password: string): Promise<false> {
  await verifyPassword(password, await decoy());
  return false;
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
