import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { type CountryCode, countryCodes } from '@vela/contracts/kyc';
import { z } from 'zod';

const onOff = z.enum(['on', 'off']);
const port = z.coerce
  .number({ error: 'expected a whole number from 0 to 65535' })
  .int('expected a whole number from 0 to 65535')
  .min(0, 'expected a whole number from 0 to 65535')
  .max(65535, 'expected a whole number from 0 to 65535');
const url = (protocols: string[]) =>
  z
    .url({ error: `expected a URL starting with ${protocols.join(' or ')}` })
    .refine(
      (value) => protocols.some((p) => value.startsWith(`${p}//`)),
      `expected a URL starting with ${protocols.join(' or ')}`,
    );
/** A base URL other paths are appended to: absolute, without query, fragment or credentials. */
const baseUrl = (protocols: string[]) => {
  const message = `expected an absolute URL starting with ${protocols.join(' or ')}, without query, fragment or credentials`;
  return z
    .url({ error: message })
    .refine((value) => {
      if (!protocols.some((p) => value.startsWith(`${p}//`))) return false;
      const parsed = new URL(value);
      return parsed.search === '' && parsed.hash === '' && parsed.username === '' && parsed.password === '';
    }, message)
    .optional();
};

const FUNDING_INTERVAL_MESSAGE =
  'expected a whole number of minutes from 1 to 1440 that divides a day (1440), such as 480, 60, 5 or 1';

/**
 * Every environment variable the server reads. docs/configuration.md lists the same
 * names and defaults; keep them together.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  /**
   * Where browsers reach the spot and futures APIs and feeds (spec 3: the global state's fast-API
   * and websocket URLs). Unset: the page's own origin, the futures API under /futuresapi, the
   * sockets at PUBLIC_URL's ws(s) origin + /ws/spot and /ws/futures. See clientEndpoints().
   */
  SPOT_API_URL: baseUrl(['http:', 'https:']),
  FUTURES_API_URL: baseUrl(['http:', 'https:']),
  SPOT_WS_URL: baseUrl(['ws:', 'wss:']),
  FUTURES_WS_URL: baseUrl(['ws:', 'wss:']),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  /**
   * PostgreSQL only: how long start-up keeps trying to reach the database before it exits with an
   * error naming the host, and how long a request waits for a new connection before it answers 503.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number({ error: 'expected a whole number of milliseconds from 100 to 600000' })
    .int('expected a whole number of milliseconds from 100 to 600000')
    .min(100, 'expected a whole number of milliseconds from 100 to 600000')
    .max(600_000, 'expected a whole number of milliseconds from 100 to 600000')
    .default(10_000),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: onOff.default('on'),
  ENGINE: onOff.default('on'),
  SIMULATOR: onOff.default('on'),
  /** Unset: a random seed per start (logged, so a run can be replayed). */
  SIMULATOR_SEED: z.coerce
    .number({ error: 'expected a whole number from 0 to 4294967295' })
    .int('expected a whole number from 0 to 4294967295')
    .min(0, 'expected a whole number from 0 to 4294967295')
    .max(4_294_967_295, 'expected a whole number from 0 to 4294967295')
    .optional(),
  SIMULATOR_TRADES_PER_SECOND: z.coerce
    .number({ error: 'expected a number of taker orders per second and market, above 0 and at most 1000' })
    .positive('expected a number of taker orders per second and market, above 0 and at most 1000')
    .max(1000, 'expected a number of taker orders per second and market, above 0 and at most 1000')
    .default(2),
  SIMULATOR_REQUOTE_MS: z.coerce
    .number({ error: 'expected a whole number of milliseconds from 50 to 60000' })
    .int('expected a whole number of milliseconds from 50 to 60000')
    .min(50, 'expected a whole number of milliseconds from 50 to 60000')
    .max(60_000, 'expected a whole number of milliseconds from 50 to 60000')
    .default(750),
  /** The days of one-minute bars a fresh simulated market is back-filled with (and at most after downtime). */
  SIMULATOR_HISTORY_DAYS: z.coerce
    .number({ error: 'expected a whole number of days from 1 to 30' })
    .int('expected a whole number of days from 1 to 30')
    .min(1, 'expected a whole number of days from 1 to 30')
    .max(30, 'expected a whole number of days from 1 to 30')
    .default(7),
  /**
   * Funding interval of the perpetuals. Funding times are its multiples since the epoch (UTC), so
   * it must divide a day: 480 gives 00:00, 08:00 and 16:00 every day, 7 would drift day to day.
   */
  FUNDING_INTERVAL_MINUTES: z.coerce
    .number({ error: FUNDING_INTERVAL_MESSAGE })
    .refine((minutes) => Number.isInteger(minutes) && minutes >= 1 && 1440 % minutes === 0, FUNDING_INTERVAL_MESSAGE)
    .default(480),
  /** Signs feed tokens; unset: random per process, so instances behind one load balancer must share one. */
  FEED_TOKEN_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  /** The global config map (GET /api/v1/config): a JSON object of string values. */
  GLOBAL_CONFIG_JSON: z
    .string()
    .default('{"Hbt_Switch":"true"}')
    .transform((value, ctx) => parseGlobalConfig(value, ctx)),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'expected a number of milliseconds' })
    .int()
    .min(0)
    .max(600_000)
    .default(10_000),
  /**
   * The reverse proxies whose `X-Forwarded-For`/`-Proto`/`-Host` are believed: their addresses or
   * CIDRs (or loopback, linklocal, uniquelocal), comma-separated; `false` (the default): none, the
   * socket's address is the client's. `true` and hop counts are refused (see parseTrustProxy).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => parseTrustProxy(value, ctx)),
  /**
   * Open WebSocket connections one client address may hold over the market feed and the
   * notification socket together; more are closed with 1008 (socket.io: refused).
   */
  WS_CONNECTIONS_PER_ADDRESS: z.coerce
    .number({ error: 'expected a whole number of connections from 1 to 100000' })
    .int('expected a whole number of connections from 1 to 100000')
    .min(1, 'expected a whole number of connections from 1 to 100000')
    .max(100_000, 'expected a whole number of connections from 1 to 100000')
    .default(100),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
      'expected an address such as "Vela <no-reply@example.com>"',
    )
    .default('Vela <no-reply@vela.local>'),
  SESSION_TTL_HOURS: z.coerce
    .number({ error: 'expected a whole number of hours from 1 to 8760' })
    .int('expected a whole number of hours from 1 to 8760')
    .min(1, 'expected a whole number of hours from 1 to 8760')
    .max(8760, 'expected a whole number of hours from 1 to 8760')
    .default(720),
  /** The development mail outbox route (GET /api/v1/auth/outbox); default on outside production. */
  DEV_OUTBOX: onOff.optional(),
  /** An external help centre (`/hc/{lang}/...`); unset, the in-product one at /help is used. */
  HELP_CENTER_URL: url(['http:', 'https:']).optional(),
  /** Community chats shown instead of the request form (e.g. `ru_RU=https://t.me/...`); none by default. */
  CHAT_GROUP_LINKS: z
    .string()
    .default('none')
    .transform((value, ctx) => parseChatGroupLinks(value, ctx)),
  /** Error reporting: set, server and browser errors and traces go to this Sentry project. */
  SENTRY_DSN: url(['http:', 'https:'])
    .refine(
      (value) => /^https?:\/\/[^@/\s]+@[^/\s]+\/(.+\/)?\d+\/?$/.test(value),
      'expected a Sentry DSN such as https://<public key>@o1.ingest.sentry.io/<project id>',
    )
    .optional(),
  /** Unset: vela@<package version>. */
  SENTRY_RELEASE: z
    .string()
    .max(200, 'expected at most 200 characters')
    .regex(/^(?!\.\.?$)[^\s/\\]+$/, 'expected a release name without spaces or slashes, e.g. vela@1.2.3')
    .optional(),
  SENTRY_TRACES_SAMPLE_RATE: z.coerce
    .number({ error: 'expected a number from 0 to 1' })
    .min(0, 'expected a number from 0 to 1')
    .max(1, 'expected a number from 0 to 1')
    .default(0.1),
  /** Test-only: serves /__fault/render, a page that throws while rendering. */
  FAULT_ROUTES: onOff.default('off'),
  /**
   * Seals stored secrets (TOTP secrets, HMAC API-key secrets) with AES-256-GCM. Unset: a random key
   * kept in DATA_DIR/secrets.key, made on first start; instances sharing a database must share one.
   */
  SECRETS_KEY: z.string().min(32, 'expected at least 32 characters').optional(),
  /** Bearer token of the operator API (/api/v1/operator/...); unset: that API does not exist (404). */
  OPERATOR_TOKEN: z.string().min(16, 'expected at least 16 characters').optional(),
  /**
   * Countries of residence refused at identity verification (ISO 3166-1 alpha-2, comma-separated,
   * or `none`). The default: the jurisdictions under comprehensive UN/US/EU sanctions.
   */
  KYC_RESTRICTED_COUNTRIES: z
    .string()
    .default('CU,IR,KP,SY')
    .transform((value, ctx) => parseCountryList(value, ctx)),
  /** Google Analytics 4 measurement id for the gtag futures event; unset: gtag never loads. */
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'expected a GA4 measurement id such as G-ABC123XYZ9')
    .optional(),
  /**
   * Who may show the pages in a frame (CSP frame-ancestors): `none` (the default: no one, against
   * clickjacking), or `self` and/or http(s) origins separated by commas, e.g. for a web shell.
   */
  FRAME_ANCESTORS: z
    .string()
    .default('none')
    .transform((value, ctx) => parseFrameAncestors(value, ctx)),
});

/** The names of every variable `loadConfig` reads, for the configuration reference's test. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'PUBLIC_URL' | 'DEV_OUTBOX'> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
  DEV_OUTBOX: 'on' | 'off';
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Variables whose values never appear in an error message. */
const SECRET_VARIABLES = new Set(['FEED_TOKEN_SECRET', 'OPERATOR_TOKEN', 'SECRETS_KEY']);

/** A connection URL's password (DATABASE_URL, REDIS_URL, SMTP_URL) never appears in an error message. */
function withoutPassword(value: string | undefined): string | undefined {
  return value?.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/\s]*):[^/\s]*@/i, '$1:***@');
}

/** Parses the environment once; an empty string counts as unset so `FOO= npm start` means the default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    CONFIG_VARIABLES.map((name) => [name, env[name]] as const).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const got = SECRET_VARIABLES.has(name) ? 'a hidden value' : JSON.stringify(withoutPassword(present[name]));
        return `${name}: ${issue.message} (got ${got})`;
      }),
    );
  }
  const config = parsed.data;
  return {
    ...config,
    DATA_DIR: resolve(config.DATA_DIR),
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    SPOT_API_URL: withoutTrailingSlash(config.SPOT_API_URL),
    FUTURES_API_URL: withoutTrailingSlash(config.FUTURES_API_URL),
    SPOT_WS_URL: withoutTrailingSlash(config.SPOT_WS_URL),
    FUTURES_WS_URL: withoutTrailingSlash(config.FUTURES_WS_URL),
    DEV_OUTBOX: config.DEV_OUTBOX ?? (config.NODE_ENV === 'production' ? 'off' : 'on'),
  };
}

function withoutTrailingSlash(value: string | undefined): string | undefined {
  return value?.replace(/\/+$/, '');
}

const TRUST_PROXY_EXAMPLE = 'e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/8,loopback';
const TRUST_PROXY_NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: `false`, or the proxies' addresses and CIDRs separated by commas (what Fastify's
 * `trustProxy` compiles). The client address is then the rightmost `X-Forwarded-For` entry not
 * added by a listed proxy, so nothing a client writes in the header can stand in for its address.
 * `true` would take the leftmost entry, which the client chooses; a hop count cannot tell a proxy
 * from a client that reached the port directly (Fastify 5 ignores one): both are refused.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): string[] | false {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'false' || trimmed === 'none') return false;
  if (trimmed === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `true would let any client choose its own address through X-Forwarded-For; set the addresses or CIDRs of the proxies in front of the server instead (${TRUST_PROXY_EXAMPLE}), or false`,
    });
    return false;
  }
  if (/^\d+$/.test(trimmed)) {
    ctx.addIssue({
      code: 'custom',
      message: `a hop count cannot tell a proxy from a client that reaches the port directly; set the addresses or CIDRs of the proxies instead (${TRUST_PROXY_EXAMPLE})`,
    });
    return false;
  }
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `expected false, or the proxies' IP addresses or CIDRs separated by commas (${TRUST_PROXY_EXAMPLE}); not an address: ${invalid.join(', ')}`,
    });
    return false;
  }
  return [...new Set(entries)];
}

/** An IPv4/IPv6 address, optionally with a prefix length, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (TRUST_PROXY_NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** `CHAT_GROUP_LINKS` is a comma-separated list of locale=url pairs, or `none`. */
function parseChatGroupLinks(value: string, ctx: z.RefinementCtx): Record<string, string> {
  const links: Record<string, string> = {};
  if (value.trim() === 'none') return links;
  for (const pair of value.split(',').filter((item) => item.trim() !== '')) {
    const [locale, link] = pair.split('=').map((part) => part.trim());
    if (!locale || !link || !/^https?:\/\//.test(link)) {
      ctx.addIssue({ code: 'custom', message: 'expected locale=https://... pairs separated by commas' });
      return links;
    }
    links[locale] = link;
  }
  return links;
}

const FRAME_ANCESTORS_MESSAGE =
  'expected none, or self and/or origins such as https://shell.example.com separated by commas';

/** `FRAME_ANCESTORS`: `none`, or `self` and http(s) origins (scheme, host, optional port; no path). */
function parseFrameAncestors(value: string, ctx: z.RefinementCtx): string[] {
  if (value.trim().toLowerCase() === 'none') return [];
  const sources = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const valid = (source: string) =>
    source === 'self' || /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(source);
  if (sources.length === 0 || !sources.every(valid)) {
    ctx.addIssue({ code: 'custom', message: FRAME_ANCESTORS_MESSAGE });
    return [];
  }
  return [...new Set(sources.map((source) => (source === 'self' ? "'self'" : source.toLowerCase())))];
}

/** `KYC_RESTRICTED_COUNTRIES`: ISO 3166-1 alpha-2 codes separated by commas (any case), or `none`. */
function parseCountryList(value: string, ctx: z.RefinementCtx): CountryCode[] {
  if (value.trim().toLowerCase() === 'none') return [];
  const known = new Set<string>(countryCodes);
  const codes = value
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  const unknown = codes.filter((code) => !known.has(code));
  if (codes.length === 0 || unknown.length > 0) {
    const detail = unknown.length > 0 ? `; unknown: ${unknown.join(', ')}` : '';
    ctx.addIssue({
      code: 'custom',
      message: `expected ISO 3166-1 alpha-2 country codes separated by commas, such as KP,IR, or none${detail}`,
    });
    return [];
  }
  return [...new Set(codes)] as CountryCode[];
}

/** `GLOBAL_CONFIG_JSON` is a JSON object whose values are all strings, e.g. {"Hbt_Switch":"true"}. */
function parseGlobalConfig(value: string, ctx: z.RefinementCtx): Record<string, string> {
  const message = 'expected a JSON object of string values, e.g. {"Hbt_Switch":"true"}';
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message });
    return {};
  }
  const parsed = z.record(z.string(), z.string()).safeParse(json);
  if (!parsed.success || Array.isArray(json)) {
    ctx.addIssue({ code: 'custom', message });
    return {};
  }
  return parsed.data;
}
