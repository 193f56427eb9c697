import { resolve } from 'node:path';
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

/**
 * Every environment variable the server reads. The README's configuration table lists the same
 * names and defaults; keep them together.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: onOff.default('on'),
  ENGINE: onOff.default('on'),
  SIMULATOR: onOff.default('on'),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'expected a number of milliseconds' })
    .int()
    .min(0)
    .max(600_000)
    .default(10_000),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
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
  HELP_CENTER_URL: url(['http:', 'https:']).default('https://support.vela.example'),
  CHAT_GROUP_LINKS: z
    .string()
    .default(
      'ru_RU=https://t.me/vela_ru,uk_UA=https://t.me/vela_ua,vi_VN=https://t.me/vela_vn,tr_TR=https://t.me/vela_tr',
    )
    .transform((value, ctx) => parseChatGroupLinks(value, ctx)),
});

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

/** Parses the environment once; an empty string counts as unset so `FOO= npm start` means the default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((name) => [name, env[name]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name}: ${issue.message} (got ${JSON.stringify(present[name])})`;
      }),
    );
  }
  const config = parsed.data;
  return {
    ...config,
    DATA_DIR: resolve(config.DATA_DIR),
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    DEV_OUTBOX: config.DEV_OUTBOX ?? (config.NODE_ENV === 'production' ? 'off' : 'on'),
  };
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
