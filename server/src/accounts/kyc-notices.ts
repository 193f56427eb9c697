import { loadLocaleTexts } from '../infra/locale-texts.ts';
import { notifyUser } from '../notify/notifier.ts';
import { sendUserMail } from './anti-phishing.ts';
import { fill, messageLocale } from './security-texts.ts';
import type { UserNoticeDeps } from './user-notice-deps.ts';

export type KycTexts = typeof import('./kyc-texts/en_US.json');

/** The review result in every locale (kyc-texts/<locale>.json, same shape as English: tested). */
export const kycTexts = loadLocaleTexts<KycTexts>('accounts/kyc-texts');

export type KycDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** The notice's title and body in one language; the operator's reason is quoted as written. */
export function kycNoticeText(texts: KycTexts, decision: KycDecision, verificationUrl: string) {
  if (decision.decision === 'approve') return texts.approved;
  return {
    title: texts.rejected.title,
    body: fill(texts.rejected.body, { reason: decision.reason, url: verificationUrl }),
  };
}

/**
 * Tells the user how their documents were reviewed, in their message language: an in-app notice
 * and an e-mail. Never throws: the decision is already saved, a mail server down must not fail it.
 */
export async function notifyKycDecision(deps: UserNoticeDeps, userId: string, decision: KycDecision): Promise<void> {
  try {
    const texts = kycTexts[await messageLocale(deps.db, userId)];
    const { title, body } = kycNoticeText(texts, decision, `${deps.publicUrl}/account/verification`);
    const results = await Promise.allSettled([
      notifyUser(deps.db, deps.bus, userId, { kind: 'announcement', title, body, time: Date.now() }),
      sendUserMail(deps, userId, { subject: fill(texts.subject, { title }), text: body }),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') deps.log.warn({ err: result.reason }, 'verification notice not delivered');
    }
  } catch (error) {
    deps.log.warn({ err: error }, 'verification notice not delivered');
  }
}
