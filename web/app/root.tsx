import { isLocaleCode, localeByCode } from '@vela/contracts/locales';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  data,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { decideDocumentLocale, LOCALE_COOKIE, localeCookie, parseAcceptLanguage } from './i18n/detect.ts';
import { i18nFor } from './i18n/i18n.ts';
import { localeFromPath, switchLocalePath } from './i18n/locale-paths.ts';
import { messagesFor } from './i18n/messages.server.ts';
import { OFFERED_LANGUAGES_COOKIE, OFFERED_LANGUAGES_PARAM, parseOfferedLocales } from './i18n/offered.ts';
import { readCookie, serializeCookie } from './lib/cookies.ts';
import { DEVICE_FLAGS, flagsFromUserAgent } from './lib/device/flags.ts';
import { useDeviceFlags } from './lib/device/use-device-flags.ts';
import type { RootData } from './lib/routing/root-data.ts';
import { isLoggedIn } from './lib/session-state.ts';
import { themeColour, themeFromCookieHeader } from './lib/theme.ts';
import { screenOfRouteId } from './route-list.ts';
import { AppStoreProvider, useAppStore } from './state/app-store.tsx';
import { RootErrorPage } from './ui/error-page.tsx';
import { NavigationEffects } from './ui/navigation-effects.tsx';
import { Notice } from './ui/notice.tsx';
import './ui/tokens.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  const located = localeFromPath(url.pathname);
  const offeredParam = url.searchParams.get(OFFERED_LANGUAGES_PARAM);
  const offered = parseOfferedLocales(offeredParam ?? readCookie(cookieHeader, OFFERED_LANGUAGES_COOKIE));
  const cookieLocale = readCookie(cookieHeader, LOCALE_COOKIE);
  const decision = decideDocumentLocale({
    routeLocale: located.explicit ? located.locale : undefined,
    cookieLocale: isLocaleCode(cookieLocale) ? cookieLocale : undefined,
    browserLanguages: parseAcceptLanguage(request.headers.get('accept-language')),
    offered,
  });

  const headers = new Headers();
  if (decision.writeCookie) headers.append('Set-Cookie', localeCookie(decision.locale));
  if (offeredParam !== null) headers.append('Set-Cookie', serializeCookie(OFFERED_LANGUAGES_COOKIE, offered.join(',')));
  if (decision.redirect) throw redirect(switchLocalePath(url.pathname, url.search, decision.locale), { headers });

  const rootData: RootData = {
    locale: decision.locale,
    messages: messagesFor(decision.locale),
    theme: themeFromCookieHeader(cookieHeader),
    offered,
    loggedIn: isLoggedIn(cookieHeader),
    deviceKind: flagsFromUserAgent(request.headers.get('user-agent')).kind,
    publicConfig: context.publicConfig,
  };
  return data(rootData, { headers });
}

/** The root's data (messages above all) only changes with the locale or the offered languages. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return (
    localeFromPath(currentUrl.pathname).locale !== localeFromPath(nextUrl.pathname).locale ||
    currentUrl.searchParams.get(OFFERED_LANGUAGES_PARAM) !== nextUrl.searchParams.get(OFFERED_LANGUAGES_PARAM)
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  if (!root) return <BareDocument>{children}</BareDocument>;
  return (
    <AppStoreProvider init={{ theme: root.theme }}>
      <I18nextProvider i18n={i18nFor(root.locale, root.messages)}>
        <Document root={root}>{children}</Document>
      </I18nextProvider>
    </AppStoreProvider>
  );
}

function Document({ root, children }: { root: RootData; children: ReactNode }) {
  const chosenTheme = useAppStore((state) => state.theme);
  const matches = useMatches();
  const screen = screenOfRouteId(matches.at(-1)?.id ?? '');
  const theme = screen?.theme ?? chosenTheme;
  const device = useDeviceFlags(DEVICE_FLAGS[root.deviceKind]);
  return (
    <html lang={localeByCode[root.locale].tag} data-theme={theme} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColour[theme]} />
        <Meta />
        <Links />
      </head>
      <body className={`lang-${root.locale}`} data-device={device.kind}>
        {children}
        <Notice />
        <NavigationEffects />
        <Scripts />
      </body>
    </html>
  );
}

/** Used only when the root loader itself failed: no messages, so the error page speaks English. */
function BareDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" data-theme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColour.light} />
        <Meta />
        <Links />
      </head>
      <body className="lang-en_US">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorPage error={error} />;
}
