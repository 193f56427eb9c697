import { execFile, execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { apiKeyPaths, createdApiKeySchema } from '@vela/contracts/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';

const run = promisify(execFile);
const docsFile = new URL('../../docs/api-keys.md', import.meta.url);

function hasTool(name: string): boolean {
  try {
    execFileSync('bash', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const tools = ['bash', 'curl', 'openssl', 'date'].every(hasTool);

/** The fenced blocks of docs/api-keys.md marked ```<lang> example=<name>. */
async function examples(): Promise<Map<string, string>> {
  const text = await readFile(docsFile, 'utf8');
  const found = new Map<string, string>();
  for (const match of text.matchAll(/^```\w+ example=([\w-]+)\n([\s\S]*?)^```$/gm)) {
    found.set(match[1] as string, match[2] as string);
  }
  return found;
}

const pglite = drivers[0] as (typeof drivers)[number];

describe.skipIf(!tools)(
  `the examples of docs/api-keys.md${tools ? '' : ' (skipped: needs bash, curl and openssl)'}`,
  () => {
    let factory: TestDatabaseFactory;
    let database: Database;
    let market: MarketApp;
    let owner: SignedUp;
    let folder: string;
    let env: Record<string, string>;

    const createKey = async (body: object) => {
      const response = await market.app.inject({
        method: 'POST',
        url: apiKeyPaths.keys,
        headers: { cookie: owner.cookie, origin: SAME_ORIGIN },
        payload: { password: owner.password, ...body },
      });
      return createdApiKeySchema.parse(response.json());
    };

    beforeAll(async () => {
      factory = await pglite.create();
      database = await openMigrated(factory);
      market = await startMarketApp(database, { settings: { simulator: false }, symbols: ['BTC_USDT'] });
      owner = await signUp(market.app);
      folder = await mkdtemp(join(tmpdir(), 'vela-docs-'));
      const { port } = market.app.server.address() as AddressInfo;
      env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: folder, VELA_URL: `http://127.0.0.1:${port}` };
    });
    afterAll(async () => {
      await market?.close();
      await database?.close();
      await factory?.dispose();
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    it('has the three runnable examples', async () => {
      expect([...(await examples()).keys()].sort()).toEqual(['curl-ed25519', 'curl-hmac', 'node']);
    });

    it('places an order with curl and openssl (HMAC), and with Node', async () => {
      const scripts = await examples();
      const { key, secret } = await createKey({ kind: 'hmac', label: 'docs', permissions: ['read', 'spot-trade'] });
      const keyEnv = { ...env, VELA_API_KEY: key.keyId, VELA_API_SECRET: secret as string };

      const curl = await run('bash', ['-euo', 'pipefail', '-c', scripts.get('curl-hmac') as string], {
        cwd: folder,
        env: keyEnv,
      });
      expect(JSON.parse(curl.stdout)).toMatchObject({ order: { status: 'open', price: '990000', quantity: '0.001' } });

      const script = join(folder, 'vela-signed.mjs');
      await writeFile(script, scripts.get('node') as string);
      const node = await run(process.execPath, [script], { cwd: folder, env: keyEnv });
      expect(node.stdout).toMatch(/^placed \S+ open\nopen orders \S+ \S+\n$/);
    });

    it('reads with curl and openssl (Ed25519), and places an order with Node', async () => {
      const scripts = await examples();
      const pair = generateKeyPairSync('ed25519');
      const keyFile = join(folder, 'vela-ed25519.pem');
      await writeFile(keyFile, pair.privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
      const { key } = await createKey({
        kind: 'ed25519',
        label: 'docs ed25519',
        permissions: ['read', 'spot-trade'],
        publicKey: pair.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
      });
      const keyEnv = { ...env, VELA_API_KEY: key.keyId, VELA_PRIVATE_KEY_FILE: keyFile };

      const script = join(folder, 'vela-signed.mjs');
      await writeFile(script, scripts.get('node') as string);
      const node = await run(process.execPath, [script], { cwd: folder, env: keyEnv });
      const placedId = /^placed (\S+) open$/m.exec(node.stdout)?.[1];
      expect(placedId).toBeDefined();

      const curl = await run('bash', ['-euo', 'pipefail', '-c', scripts.get('curl-ed25519') as string], {
        cwd: folder,
        env: keyEnv,
      });
      const { orders } = JSON.parse(curl.stdout) as { orders: { id: string }[] };
      expect(orders.map((order) => order.id)).toContain(placedId);
    });
  },
);
