import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where identity documents are kept: never under the web root, never served by URL, read back
 * only by the operator API. Keys are opaque paths the KYC module makes (`<user>/<application>/<file>.jpg`).
 */
export interface DocumentStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes as a stream with their size, or undefined when the key holds nothing. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes every file under `prefix/` (a failed submission's leftovers). */
  removeAll(prefix: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}(\/[0-9a-f-]{36}(\/[a-z]+\.jpg)?)?$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a document key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * The document store on the local disk, under `DATA_DIR/kyc`: directories 0700 and files 0600,
 * each written to a temporary name and renamed, so a reader never sees half a file. Instances
 * that share a database must share this directory (or use a bucket; see docs/identity-verification.md).
 */
export class FileDocumentStore implements DocumentStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'kyc');
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, ...checkedKey(key).split('/'));
    // The key pattern already rules this out; a second lock on the same door.
    if (!path.startsWith(this.root + sep)) throw new Error('document key outside the store');
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const temporary = join(dirname(path), `.${randomUUID()}.tmp`);
    await writeFile(temporary, data, { mode: 0o600, flag: 'wx' });
    await rename(temporary, path);
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    const path = this.pathOf(key);
    try {
      const { size } = await stat(path);
      return { stream: createReadStream(path), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async removeAll(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
