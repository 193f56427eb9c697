import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileDocumentStore } from './document-store.ts';

describe('FileDocumentStore', () => {
  let dataDir: string;
  let store: FileDocumentStore;
  const user = randomUUID();
  const application = randomUUID();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vela-documents-'));
    store = new FileDocumentStore(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps files under DATA_DIR/kyc, readable by their owner only, and reads them back', async () => {
    const key = `${user}/${application}/front.jpg`;
    await store.put(key, Buffer.from('jpeg bytes'));
    const path = join(dataDir, 'kyc', user, application, 'front.jpg');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dataDir, 'kyc', user))).mode & 0o777).toBe(0o700);
    const opened = await store.open(key);
    if (!opened) throw new Error('the stored file did not open');
    expect(opened.size).toBe(10);
    expect(await text(opened.stream)).toBe('jpeg bytes');
    // No temporary file is left beside it.
    expect(await readdir(join(dataDir, 'kyc', user, application))).toEqual(['front.jpg']);
  });

  it('answers undefined for a key that holds nothing', async () => {
    expect(await store.open(`${user}/${application}/back.jpg`)).toBeUndefined();
  });

  it.each([
    '../secrets.key',
    `${user}/../../secrets.key`,
    `${user}/${application}/../front.jpg`,
    `/etc/passwd`,
    `${user}/${application}/front.png`,
    `${user}\\${application}\\front.jpg`,
    '',
  ])('refuses the key %j', async (key) => {
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('not a document key');
    await expect(store.open(key)).rejects.toThrow('not a document key');
  });

  it('removes a whole application folder', async () => {
    const other = randomUUID();
    await store.put(`${user}/${other}/front.jpg`, Buffer.from('a'));
    await store.put(`${user}/${other}/selfie.jpg`, Buffer.from('b'));
    await store.removeAll(`${user}/${other}`);
    expect(await store.open(`${user}/${other}/front.jpg`)).toBeUndefined();
    expect(await store.open(`${user}/${application}/front.jpg`)).toBeDefined();
  });
});
