import { readCookie, serializeCookie } from './http/cookies.ts';

/**
 * The visitor's privacy choice about analytics as a cookie, so the server knows it too: it renders
 * the choice banner with the document when none was made (the banner then paints with the page
 * instead of after hydration). The browser writes it (not httpOnly); localStorage keeps the same
 * value under the same name (web/app/features/analytics/tracking-choice.ts).
 */
export const TRACKING_CHOICE_COOKIE = 'vela_tracking_choice';
export const TRACKING_CHOICE_MAX_AGE_SECONDS = 31_536_000;

export const trackingChoices = ['allow', 'decline'] as const;
export type TrackingChoice = (typeof trackingChoices)[number];

/** What is known about the choice: one of them, or `unset` (not chosen yet: ask). */
export type TrackingChoiceSnapshot = TrackingChoice | 'unset';

export function isTrackingChoice(value: unknown): value is TrackingChoice {
  return trackingChoices.some((choice) => choice === value);
}

/** The choice in a Cookie header (server) or document.cookie (browser); undefined when none or unknown. */
export function trackingChoiceFromCookies(cookieHeader: string | null | undefined): TrackingChoice | undefined {
  const value = readCookie(cookieHeader, TRACKING_CHOICE_COOKIE);
  return isTrackingChoice(value) ? value : undefined;
}

/** The `document.cookie` assignment that remembers `choice` for a year (Secure on an https page). */
export function trackingChoiceCookie(choice: TrackingChoice, { secure }: { secure: boolean }): string {
  return serializeCookie(TRACKING_CHOICE_COOKIE, choice, { maxAgeSeconds: TRACKING_CHOICE_MAX_AGE_SECONDS, secure });
}
