import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const VERSION = 'v1';

/** A 256-bit key for sealing stored secrets. */
export type SecretsKey = Buffer & { readonly __secretsKey: unique symbol };

/** The key from SECRETS_KEY (any string of 32+ characters, hashed to 256 bits). */
export function secretsKeyFrom(material: string): SecretsKey {
  return createHash('sha256').update(material).digest() as SecretsKey;
}

/**
 * SECRETS_KEY when set; otherwise the key file under the data directory, made on first start, so a
 * laptop install needs no configuration and keeps its sealed secrets readable across restarts.
 */
export async function loadSecretsKey(configured: string | undefined, dataDir: string): Promise<SecretsKey> {
  if (configured) return secretsKeyFrom(configured);
  const file = join(dataDir, 'secrets.key');
  try {
    return secretsKeyFrom((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const material = randomBytes(32).toString('base64url');
  // wx: two processes starting at once must not each write a different key.
  try {
    await writeFile(file, `${material}\n`, { mode: 0o600, flag: 'wx' });
    return secretsKeyFrom(material);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return secretsKeyFrom((await readFile(file, 'utf8')).trim());
  }
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(key: SecretsKey, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext of a sealed secret; throws when it was sealed with another key or altered. */
export function openSecret(key: SecretsKey, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
