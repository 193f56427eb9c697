import type { SessionDevice } from '@vela/contracts/security';
import { zonedStamp } from '@vela/contracts/zoned-time';
import { notifyUser } from '../notify/notifier.ts';
import { sendUserMail } from './anti-phishing.ts';
import { fill, messageSettings, type SecurityTexts, securityTexts } from './security-texts.ts';
import type { UserNoticeDeps } from './user-notice-deps.ts';

export const securityEventKinds = [
  'new-device-login',
  'password-changed',
  'password-reset',
  'two-factor-enabled',
  'two-factor-disabled',
  'passkey-added',
  'passkey-removed',
  'api-key-created',
  'repeated-failed-logins',
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

export interface SecurityEventDetails {
  /** Where the change came from. */
  ip?: string | null;
  device?: SessionDevice | null;
  /** The passkey's name or the API key's label (passkey-*, api-key-created). */
  name?: string;
  /** When it happened; now when absent. */
  at?: Date;
}

/**
 * Tells the user about a change to their account's security, in their message language: an
 * e-mail (with their anti-phishing code) and an in-app notice. Never throws: the change it reports
 * has already happened, and a mail server being down must not undo or fail it (it is logged).
 */
export async function notifySecurityEvent(
  deps: UserNoticeDeps,
  user: { id: string },
  kind: SecurityEventKind,
  details: SecurityEventDetails = {},
): Promise<void> {
  try {
    const { locale, timeZone } = await messageSettings(deps.db, user.id);
    const texts = securityTexts[locale];
    const at = details.at ?? new Date();
    const { title, body } = securityNoticeText(texts, kind, details);
    const facts = securityFacts(texts, timeZone, at, details);
    const devicesUrl = `${deps.publicUrl}/account/devices`;
    const results = await Promise.allSettled([
      sendUserMail(deps, user.id, {
        subject: fill(texts.subject, { title }),
        text: [body, '', ...facts, '', fill(texts.notYou, { url: devicesUrl })].join('\n'),
      }),
      notifyUser(deps.db, deps.bus, user.id, {
        kind: 'announcement',
        title,
        body: [body, facts.join(' · ')].join('\n'),
        time: at.getTime(),
      }),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') deps.log.warn({ err: result.reason, kind }, 'security notice not delivered');
    }
  } catch (error) {
    deps.log.warn({ err: error, kind }, 'security notice not delivered');
  }
}

/** The notice's title and body in one language. */
export function securityNoticeText(
  texts: SecurityTexts,
  kind: SecurityEventKind,
  details: SecurityEventDetails,
): { title: string; body: string } {
  const text = texts.kinds[kind];
  return {
    title: text.title,
    body: fill(text.body, { device: describeDevice(details.device) ?? texts.unknownDevice, name: details.name ?? '' }),
  };
}

/**
 * "Time: …", "Address: …", "Device: …" lines, those known only; the time in the account's zone
 * and naming it ("2026/12/07 21:13:00 UTC+9").
 */
export function securityFacts(
  texts: SecurityTexts,
  timeZone: string,
  at: Date,
  details: SecurityEventDetails,
): string[] {
  const device = describeDevice(details.device);
  return [
    `${texts.time}: ${zonedStamp(at, timeZone)}`,
    ...(details.ip ? [`${texts.address}: ${details.ip}`] : []),
    ...(device ? [`${texts.device}: ${device}`] : []),
  ];
}

/** "Chrome 126 on Windows 10 (Apple Mac)": what the device record says, in one line. */
export function describeDevice(device: SessionDevice | null | undefined): string | undefined {
  if (!device) return undefined;
  const main = device.browser ?? device.platform;
  const system = device.systemVersion && !main?.includes(device.systemVersion) ? device.systemVersion : undefined;
  const parts = [main, system].filter(Boolean).join(', ');
  const described = device.brandModel ? (parts ? `${parts} (${device.brandModel})` : device.brandModel) : parts;
  return described || undefined;
}
