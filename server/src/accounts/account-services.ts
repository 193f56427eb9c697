import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { createMailer, type Mailer, Outbox, smtpTransport } from './mailer.ts';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.ts';
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
    rateLimits: new MemoryRateLimitStore(),
  };
}

export async function decorateAccountServices(app: FastifyInstance, config: Config): Promise<void> {
  const services = await openAccountServices(config, app.log);
  app.decorate('accountServices', services);
  app.addHook('onClose', async () => services.mailer.close());
}
