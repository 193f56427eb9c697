import type { Db } from '../db/client.ts';
import type { Bus } from '../infra/bus/bus.ts';
import type { Mailer } from './mailer.ts';

/** What telling a user of something needs: the notice (stored and pushed) and its e-mail. */
export interface UserNoticeDeps {
  db: Db;
  bus: Bus;
  mailer: Mailer;
  log: { warn(details: object, message: string): void };
  /** PUBLIC_URL: the e-mails link to pages under it. */
  publicUrl: string;
}
