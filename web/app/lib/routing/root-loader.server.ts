import { isLocaleCode } from '@vela/contracts/locales';
import { CORRECTION_TOKEN_COOKIE, USER_ID_COOKIE } from '@vela/contracts/session';
import type { SsrLoadContext } from '@vela/contracts/ssr';
import { data, redirect } from 'react-router';
import { decideDocumentLocale, LOCALE_COOKIE, localeCookie, parseAcceptLanguage } from '../../i18n/detect.ts';
import { localeFromPath, switchLocalePath } from '../../i18n/locale-paths.ts';
import { messagesFor } from '../../i18n/messages.server.ts';
import { OFFERED_LANGUAGES_COOKIE, OFFERED_LANGUAGES_PARAM, parseOfferedLocales } from '../../i18n/offered.ts';
import { flagsFromUserAgent } from '../device/flags.ts';
import { timeZoneChoiceCookie, timeZoneCookie, timeZoneSettingFromCookies } from '../format/time-zone.ts';
import { readCookie, serializeCookie } from '../http/cookies.ts';
import { kycPromptShownFromCookies } from '../kyc-prompt-cookie.ts';
import { matchScreen } from '../navigation/match-screen.ts';
import { priceColoursFromCookieHeader } from '../price-colours.ts';
import { PRICING_CURRENCY_COOKIE } from '../session/pricing-currency.ts';
import { loadServerSession } from '../session/session.server.ts';
import { resolvePricingCurrency, resolveStartLanguage } from '../session/start-preferences.ts';
import { loginRedirectTarget } from '../session/unauthorized.ts';
import { themeFromCookieHeader } from '../theme.ts';
import { trackingChoiceFromCookies } from '../tracking-choice-cookie.ts';
import type { RootData } from './root-data.ts';

/**
 * The root loader: the locale of the document (spec 2.1), the user and their saved preferences
 * (spec 4 "Language choice at start", "Pricing currency", the time zone), theme and settings. Redirects when the
 * browser's first visit or the user's saved language calls for another locale, and sends an
 * expired session to login (spec 2.4, the 401 rule).
 */
export async function rootLoader({ request, context }: { request: Request; context: SsrLoadContext }) {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  const located = localeFromPath(url.pathname);
  const offeredParam = url.searchParams.get(OFFERED_LANGUAGES_PARAM);
  const offered = parseOfferedLocales(offeredParam ?? readCookie(cookieHeader, OFFERED_LANGUAGES_COOKIE));
  const cookieValue = readCookie(cookieHeader, LOCALE_COOKIE);
  const cookieLocale = isLocaleCode(cookieValue) ? cookieValue : undefined;
  const session = await loadServerSession(context.apiFetch, cookieHeader);

  const headers = new Headers();
  if (offeredParam !== null) headers.append('Set-Cookie', serializeCookie(OFFERED_LANGUAGES_COOKIE, offered.join(',')));

  if (session.state === 'expired') {
    for (const name of [USER_ID_COOKIE, CORRECTION_TOKEN_COOKIE])
      headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0; SameSite=Lax`);
    const noreturn = matchScreen(url.pathname)?.screen.noreturn ?? false;
    throw redirect(loginRedirectTarget(located.locale, url.pathname + url.search, noreturn), { headers });
  }

  const decision = decideDocumentLocale({
    routeLocale: located.explicit ? located.locale : undefined,
    cookieLocale,
    browserLanguages: parseAcceptLanguage(request.headers.get('accept-language')),
    offered,
  });
  // A signed-in user arriving without a language choice in this browser gets their saved one.
  const savedLanguage = session.state === 'user' && !cookieLocale ? session.preferences?.userLanguage : undefined;
  const locale = savedLanguage
    ? resolveStartLanguage({ savedLanguage, routeLocale: decision.locale, offered })
    : decision.locale;

  if (locale !== decision.locale || decision.writeCookie) headers.append('Set-Cookie', localeCookie(locale));
  if (locale !== located.locale) {
    if (decision.redirect || savedLanguage)
      throw redirect(switchLocalePath(url.pathname, url.search, locale), { headers });
  }

  // A signed-in user without a zone choice in this browser gets the one their account saved.
  const savedZoneChoice = session.state === 'user' ? (session.preferences?.timeZoneChoice ?? null) : null;
  if (savedZoneChoice && !timeZoneChoiceCookie(cookieHeader))
    headers.append('Set-Cookie', timeZoneCookie(savedZoneChoice));

  const rootData: RootData = {
    locale,
    // The core catalogue and the feature namespaces the route list names for this screen.
    messages: messagesFor(locale, matchScreen(url.pathname)?.screen.messages),
    theme: themeFromCookieHeader(cookieHeader),
    priceColours: priceColoursFromCookieHeader(cookieHeader),
    offered,
    loggedIn: session.state === 'user',
    user: session.state === 'user' ? session.user : null,
    pricingCurrency: resolvePricingCurrency({
      serverPreference: session.state === 'user' ? session.preferences?.pricingCurrency : null,
      stored: readCookie(cookieHeader, PRICING_CURRENCY_COOKIE),
    }),
    deviceKind: flagsFromUserAgent(request.headers.get('user-agent')).kind,
    publicConfig: context.publicConfig,
    trackingChoice: trackingChoiceFromCookies(cookieHeader) ?? 'unset',
    timeZone: timeZoneSettingFromCookies(cookieHeader, savedZoneChoice),
    kycPromptShown: kycPromptShownFromCookies(cookieHeader),
  };
  return data(rootData, { headers });
}
