import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, startServer, temporaryDataDir } from './support/server-process.ts';

/**
 * Builds what is stale, then starts one production server on a free loopback port with a fresh
 * data directory for the whole run. Tests read its address from VELA_BASE_URL.
 */
export default async function globalSetup() {
  execFileSync(process.execPath, [join(repoRoot, 'scripts', 'build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  const dataDir = await temporaryDataDir();
  // The production build, with the development outbox so tests can read the codes the platform mails.
  // The operator API (content, analytics) answers to this token; tests read it from VELA_OPERATOR_TOKEN.
  // Behind a trusted proxy as in production, so accounts made through the API come from addresses of
  // their own (accounts.ts) instead of all counting against 127.0.0.1's sign-up limits.
  process.env.VELA_OPERATOR_TOKEN ??= 'e2e-operator-token-0123456789abcdef';
  const server = await startServer({
    dataDir: dataDir.path,
    env: { LOG_LEVEL: 'warn', DEV_OUTBOX: 'on', TRUST_PROXY: 'true', OPERATOR_TOKEN: process.env.VELA_OPERATOR_TOKEN },
  });
  process.env.VELA_BASE_URL = server.baseUrl;
  process.env.VELA_PUBLIC_URL = server.baseUrl;
  return async () => {
    await server.stop();
    await dataDir.remove();
  };
}
