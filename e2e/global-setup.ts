import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertNoSecretsInLog, recordSecret } from './support/log-secrets.ts';
import {
  FUNDING_ROUNDS_URL_VARIABLE,
  launchFundingRoundsServer,
  repoRoot,
  startServer,
  temporaryDataDir,
} from './support/server-process.ts';

/**
 * Builds what is stale (failing on a build warning), then starts one production server on a free loopback port with a fresh
 * data directory for the whole run. Tests read its address from VELA_BASE_URL.
 *
 * The server logs at info, as in production, into `.reports/e2e-server.log`; tests record the
 * secrets they produced in `.reports/e2e-secrets.jsonl` (support/log-secrets.ts). The teardown
 * fails the run when the log holds any of them, or anything shaped like a secret.
 */
export default async function globalSetup() {
  // --strict: a build that prints a warning fails the run (`npm start` on a fresh clone prints none).
  execFileSync(process.execPath, [join(repoRoot, 'scripts', 'build.mjs'), '--strict'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const dataDir = await temporaryDataDir();
  const reports = join(repoRoot, '.reports');
  mkdirSync(reports, { recursive: true });
  const logFile = join(reports, 'e2e-server.log');
  const secretsFile = join(reports, 'e2e-secrets.jsonl');
  writeFileSync(secretsFile, '');
  process.env.VELA_SECRETS_FILE = secretsFile;
  process.env.VELA_SERVER_LOG = logFile;
  // The production build, with the development outbox so tests can read the codes the platform mails.
  // The operator API (content, analytics) answers to this token; tests read it from VELA_OPERATOR_TOKEN.
  // Behind a trusted proxy (the loopback address the tests call from), so accounts made through the API come from addresses of
  // their own (accounts.ts) instead of all counting against 127.0.0.1's sign-up limits.
  process.env.VELA_OPERATOR_TOKEN ??= 'e2e-operator-token-0123456789abcdef';
  recordSecret('operator token', process.env.VELA_OPERATOR_TOKEN);
  const server = await startServer({
    dataDir: dataDir.path,
    env: {
      LOG_LEVEL: 'info',
      DEV_OUTBOX: 'on',
      TRUST_PROXY: 'loopback',
      OPERATOR_TOKEN: process.env.VELA_OPERATOR_TOKEN,
    },
    logFile,
  });
  process.env.VELA_BASE_URL = server.baseUrl;
  process.env.VELA_PUBLIC_URL = server.baseUrl;
  // Then the specs' shared funding-rounds server, in the background: the run does not wait for it,
  // the specs that use it do (fundingRoundsServer), by when it has usually paid its first rounds.
  const roundsDataDir = await temporaryDataDir();
  const rounds = await launchFundingRoundsServer(roundsDataDir.path);
  process.env[FUNDING_ROUNDS_URL_VARIABLE] = rounds.baseUrl;
  return async () => {
    await rounds.stop();
    await roundsDataDir.remove();
    await server.stop();
    await dataDir.remove();
    const checked = assertNoSecretsInLog(logFile, secretsFile);
    console.log(`secrets-in-logs check: ${checked.secrets} recorded secrets, ${checked.lines} log lines, none logged`);
  };
}
