import { readCookie, serializeCookie } from './http/cookies.ts';

/**
 * "The verification prompt was shown in this browser session", as a session cookie (no Max-Age:
 * it ends with the browser session). A cookie rather than sessionStorage because the server must
 * know it: it renders the prompt with the page, or not at all, so the page never shifts under a
 * prompt that appears after hydration. Carries no secret, so scripts may write it.
 */
export const KYC_PROMPT_SHOWN_COOKIE = 'vela_kyc_prompt_shown';

/** Whether the prompt was shown already this session, from a Cookie header or document.cookie. */
export function kycPromptShownFromCookies(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, KYC_PROMPT_SHOWN_COOKIE) !== undefined;
}

/** The `document.cookie` assignment that remembers the prompt was shown, for this browser session. */
export function kycPromptShownCookie({ secure }: { secure: boolean }): string {
  return serializeCookie(KYC_PROMPT_SHOWN_COOKIE, '1', { secure });
}
