import { sendUserMail } from '../accounts/anti-phishing.ts';
import type { Mailer } from '../accounts/mailer.ts';
import { messageSettings } from '../accounts/security-texts.ts';
import type { Db } from '../db/client.ts';
import type { Bus } from '../infra/bus/bus.ts';
import { notifyUser } from '../notify/notifier.ts';
import { type FiredAlert, markDelivered } from './alert-store.ts';
import { alertMessage } from './alert-texts.ts';

export interface AlertDeliveryDeps {
  db: Db;
  bus: Bus;
  mailer: Mailer;
  /** PUBLIC_URL: the e-mail links to the alert list under it. */
  publicUrl: string;
}

/**
 * Tells the user their alert fired, in their message language: an in-app notice (stored, then
 * pushed to their browsers) and an e-mail (with their anti-phishing code). Marked delivered only
 * once both went out, so a failure or a restart in between delivers it again later.
 */
export async function deliverFiredAlert(deps: AlertDeliveryDeps, alert: FiredAlert): Promise<void> {
  const settings = await messageSettings(deps.db, alert.userId);
  const message = alertMessage(settings, alert, `${deps.publicUrl}/account/alerts`);
  await notifyUser(deps.db, deps.bus, alert.userId, {
    kind: 'announcement',
    title: message.title,
    body: message.body,
    time: alert.firedAt,
  });
  await sendUserMail(deps, alert.userId, { subject: message.subject, text: message.mailText });
  await markDelivered(deps.db, alert.id);
}
