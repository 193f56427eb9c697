import { accountKind } from '@vela/contracts/auth';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /** An e-mail address or an E.164 phone number. */
  to: string;
  subject: string;
  text: string;
}

export interface OutboxEntry extends MailMessage {
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The part of a nodemailer transporter the mailer uses. */
export interface MailTransport {
  sendMail(options: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
  close(): void;
}

export interface MailLog {
  info(details: object, message: string): void;
}

/**
 * Messages that were not handed to SMTP, newest last, for the developer and the tests to read.
 * Bounded, so a long-running server without SMTP does not grow without end.
 */
export class Outbox {
  private readonly entries: OutboxEntry[] = [];

  constructor(private readonly capacity = 500) {}

  add(message: MailMessage): void {
    this.entries.push({ ...message, sentAt: new Date().toISOString() });
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  /** Messages to one recipient, newest first. */
  to(recipient: string): OutboxEntry[] {
    return this.entries.filter((entry) => entry.to === recipient).reverse();
  }
}

/**
 * E-mail goes through SMTP when a transport is configured. Everything else (no SMTP_URL, or a
 * phone number: there is no SMS gateway yet) is kept in the outbox, so a developer can always
 * finish a sign-up; the log only says that it was kept.
 */
export function createMailer(options: {
  transport: MailTransport | undefined;
  from: string;
  outbox: Outbox;
  log: MailLog;
}): Mailer {
  const { transport, from, outbox, log } = options;
  return {
    async send(message) {
      if (transport && accountKind(message.to) === 'email') {
        await transport.sendMail({ from, ...message });
        return;
      }
      outbox.add(message);
      const why = transport ? 'no SMS gateway' : 'no SMTP_URL';
      // Recipient only: subjects and texts carry codes and the user's anti-phishing code, which
      // must never reach a log. Developers read the message in the dev outbox (docs/accounts.md).
      log.info({ to: message.to }, `mail kept in the outbox (${why})`);
    },
    close() {
      transport?.close();
    },
  };
}

/** The SMTP transport SMTP_URL describes (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport(url);
}
