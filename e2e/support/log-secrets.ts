import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { readQuickStart } from './quick-start.ts';

/**
 * The secrets-in-logs check of the e2e run (issue 15: no session token, TOTP secret, API secret,
 * password or code in a log line). The global setup writes the server's log to a file; tests (and
 * the automatic fixture in fixtures.ts) record every secret the run produced in a JSON-lines file;
 * the global teardown looks for each of them, and for secret shapes, in the log.
 */

export interface RecordedSecret {
  kind: string;
  value: string;
}

export interface Leak {
  kind: string;
  /** 1-based line of the log. */
  line: number;
  /** The line with the secret masked, cut to 300 characters. */
  excerpt: string;
}

/** Where the setup told the workers to record secrets; recording is a no-op outside a run. */
const secretsFile = () => process.env.VELA_SECRETS_FILE;

/**
 * Records a secret the test saw (a password it typed, a code it read, a key it was shown), so the
 * end-of-run check fails if the server ever logged it. Values shorter than 6 characters are not
 * recorded: they would match by chance.
 */
export function recordSecret(kind: string, value: string | undefined | null): void {
  const file = secretsFile();
  if (!file || typeof value !== 'string' || value.length < 6) return;
  appendFileSync(file, `${JSON.stringify({ kind, value } satisfies RecordedSecret)}\n`);
}

export function readRecordedSecrets(file: string): RecordedSecret[] {
  if (!existsSync(file)) return [];
  // Public by design: the demo account's password, printed in the README and in the start-up log.
  // A test that typed it recorded it, but it is no leak.
  const published = readQuickStart().password;
  const secrets = new Map<string, RecordedSecret>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const secret = JSON.parse(line) as RecordedSecret;
    if (secret.value !== published) secrets.set(secret.value, secret);
  }
  return [...secrets.values()];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A recorded value as a pattern: digits-only codes must stand alone (not inside a longer number). */
function valuePattern(value: string): RegExp {
  const escaped = escapeRegExp(value);
  return /^\d+$/.test(value) ? new RegExp(`(?<![\\d.])${escaped}(?![\\d.])`) : new RegExp(escaped);
}

/** What a secret looks like even when no test recorded it. */
export const secretShapes: { kind: string; pattern: RegExp }[] = [
  // accounts/secrets.ts: 32 random bytes, base64url. Not as a path segment: passkey credential ids
  // (public, often 32 bytes too) name resources in URLs such as /security/passkeys/:id/rename.
  { kind: 'session token (shape)', pattern: /(?<![A-Za-z0-9_/-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/ },
  { kind: 'TOTP provisioning URI', pattern: /otpauth:\/\//i },
  { kind: 'private key', pattern: /PRIVATE KEY-----/ },
  { kind: 'session cookie', pattern: /vela_session=[^;\s"]/ },
  { kind: 'bearer credential', pattern: /\bbearer\s+[A-Za-z0-9._~+/-]{8,}/i },
  // A request or response body logged whole: a field that carries a secret, with a value.
  {
    kind: 'secret field',
    pattern:
      /"(password|newPassword|currentPassword|verificationCode|totpCode|recoveryCode|recoveryCodes|secret|apiSecret|totpSecret|privateKey|x-authorization|authorization|cookie|x-vela-signature)"\s*:\s*"[^"]/i,
  },
];

/** Masks a secret in an excerpt: its first 3 characters stay, so the reader can tell what matched. */
function masked(line: string, match: string): string {
  const excerpt = line.replace(match, `${match.slice(0, 3)}…[${match.length} chars]`);
  return excerpt.length > 300 ? `${excerpt.slice(0, 300)}…` : excerpt;
}

/** Every line of `log` that holds a recorded secret or a secret's shape. */
export function findLeaks(log: string, secrets: readonly RecordedSecret[]): Leak[] {
  const leaks: Leak[] = [];
  const checks = [...secrets.map(({ kind, value }) => ({ kind, pattern: valuePattern(value) })), ...secretShapes];
  log.split('\n').forEach((text, index) => {
    for (const { kind, pattern } of checks) {
      const match = pattern.exec(text);
      if (match) leaks.push({ kind, line: index + 1, excerpt: masked(text, match[0]) });
    }
  });
  return leaks;
}

/** The teardown's verdict: throws, naming each leak, when the log holds a secret. */
export function assertNoSecretsInLog(logFile: string, secretsFile: string): { lines: number; secrets: number } {
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  const secrets = readRecordedSecrets(secretsFile);
  const leaks = findLeaks(log, secrets);
  if (leaks.length > 0) {
    const report = leaks
      .slice(0, 20)
      .map((leak) => `  ${logFile}:${leak.line} ${leak.kind}: ${leak.excerpt}`)
      .join('\n');
    throw new Error(
      `the server log of this run holds ${leaks.length} secret(s) (session tokens, TOTP secrets, API secrets, passwords and codes must never be logged):\n${report}`,
    );
  }
  return { lines: log.split('\n').length, secrets: secrets.length };
}
