import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { fill, messageLocale, securityTexts } from './security-texts.ts';

/** Sets, changes (a string) or clears (null) the user's anti-phishing code. */
export async function setAntiPhishingCode(db: Db, userId: string, code: string | null): Promise<void> {
  await db.update(users).set({ antiPhishingCode: code }).where(eq(users.id, userId));
}

/** The code with its middle hidden ("Bl•••••ue"): enough to recognise it on the page, not to copy it. */
export function maskAntiPhishingCode(code: string): string {
  const letters = [...code];
  if (letters.length <= 4) return `${letters[0] ?? ''}${'•'.repeat(Math.max(0, letters.length - 1))}`;
  return `${letters.slice(0, 2).join('')}${'•'.repeat(letters.length - 4)}${letters.slice(-2).join('')}`;
}

/** The message with the user's anti-phishing line on top, when they set a code. */
export function withAntiPhishingLine(message: MailMessage, line: string | null): MailMessage {
  return line ? { ...message, text: `${line}\n\n${message.text}` } : message;
}

export interface UserMailDeps {
  db: Db;
  mailer: Mailer;
}

/**
 * Sends a message to a user's account address with their anti-phishing code on top (in their
 * message language): every e-mail the platform sends a known user goes through here. `to`
 * defaults to the account's e-mail or phone.
 */
export async function sendUserMail(
  { db, mailer }: UserMailDeps,
  userId: string,
  message: Omit<MailMessage, 'to'> & { to?: string },
): Promise<void> {
  const [user] = await db
    .select({ email: users.email, phone: users.phone, code: users.antiPhishingCode })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const to = message.to ?? user.email ?? user.phone;
  if (!to) return;
  const line = user.code
    ? fill(securityTexts[await messageLocale(db, userId)].antiPhishing, { code: user.code })
    : null;
  await mailer.send(withAntiPhishingLine({ ...message, to }, line));
}
