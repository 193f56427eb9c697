import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { createMailer, type Mailer, Outbox, smtpTransport } from './mailer.ts';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.ts';
import { RedisRateLimitStore } from './redis-rate-limit.ts';
import { loadSecretsKey, type SecretsKey } from './secret-box.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What every account plugin shares (buildApp decorates the root, every plugin inherits it):
     * one mailer and outbox, the key that seals stored secrets, one rate-limit store.
     */
    accountServices: AccountServices;
  }
}

export interface AccountServices {
  mailer: Mailer;
  /** Mail that did not go through SMTP; served by the dev outbox route where DEV_OUTBOX is on. */
  outbox: Outbox;
  secretsKey: SecretsKey;
  rateLimits: RateLimitStore;
}

export async function openAccountServices(config: Config, log: FastifyBaseLogger): Promise<AccountServices> {
  const outbox = new Outbox();
  const mailer = createMailer({
    transport: config.SMTP_URL ? smtpTransport(config.SMTP_URL) : undefined,
    from: config.MAIL_FROM,
    outbox,
    log,
  });
  return {
    mailer,
    outbox,
    secretsKey: await loadSecretsKey(config.SECRETS_KEY, config.DATA_DIR),
    rateLimits: await openRateLimitStore(config, log),
  };
}

/** Test processes count in their own namespace: they share one Redis and reuse client addresses. */
const testNamespace = `vela-test-${process.pid}-${randomBytes(4).toString('hex')}:rate:`;

/** In Redis when REDIS_URL is set, so every instance counts into the same limits; else in memory. */
async function openRateLimitStore(
  config: Pick<Config, 'REDIS_URL' | 'NODE_ENV'>,
  log: FastifyBaseLogger,
): Promise<RateLimitStore> {
  if (!config.REDIS_URL) return new MemoryRateLimitStore();
  return RedisRateLimitStore.connect(config.REDIS_URL, {
    prefix: config.NODE_ENV === 'test' ? testNamespace : 'vela:rate:',
    onConnectionEvent: (event, detail) => {
      if (event === 'unavailable') {
        log.warn({ err: detail }, 'Redis unreachable: rate limits count per instance until it is back');
      } else {
        log.info('Redis reachable again: rate limits are shared across instances');
      }
    },
  });
}

export async function decorateAccountServices(app: FastifyInstance, config: Config): Promise<void> {
  const services = await openAccountServices(config, app.log);
  app.decorate('accountServices', services);
  app.addHook('onClose', async () => {
    await services.mailer.close();
    await services.rateLimits.close?.();
  });
}
