import { localeByCode } from '@vela/contracts/locale-table';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { KycPrompt } from './features/account/kyc-prompt.tsx';
import { AnalyticsRoot } from './features/analytics/analytics-root.tsx';
import { i18nFor } from './i18n/i18n.ts';
import { localeFromPath } from './i18n/locale-paths.ts';
import { OFFERED_LANGUAGES_PARAM } from './i18n/offered.ts';
import { lacksScreenMessages } from './i18n/screen-messages.ts';
import { DEVICE_FLAGS } from './lib/device/flags.ts';
import { useDeviceFlags } from './lib/device/use-device-flags.ts';
import { resolveTimeZone } from './lib/format/time-zone.ts';
import type { RootData } from './lib/routing/root-data.ts';
import { rootLoader } from './lib/routing/root-loader.server.ts';
import { takeSessionChange } from './lib/session/session-changes.ts';
import { themeColour } from './lib/theme.ts';
import { screenOfRouteId } from './route-list.ts';
import { AppStoreProvider, useAppStore } from './state/app-store.tsx';
import { AppEffects } from './ui/app-effects.tsx';
import { ZodJitlessScript } from './ui/csp-nonce.tsx';
import { RootErrorPage } from './ui/error-page.tsx';
import { IntlWarmupScript } from './ui/intl-warmup-script.tsx';
import { NavigationEffects } from './ui/navigation-effects.tsx';
import { Notice } from './ui/notice.tsx';
import { RouteStylesheets } from './ui/route-stylesheets.tsx';
import './ui/tokens.css';

export const loader = (args: Route.LoaderArgs) => rootLoader(args);

/**
 * The root's data (messages above all) changes with the locale, the offered languages and
 * login/logout, and it brings the feature namespaces of a screen the browser has no messages for
 * yet, so that screen renders translated from its first frame.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (takeSessionChange()) return true;
  return (
    localeFromPath(currentUrl.pathname).locale !== localeFromPath(nextUrl.pathname).locale ||
    currentUrl.searchParams.get(OFFERED_LANGUAGES_PARAM) !== nextUrl.searchParams.get(OFFERED_LANGUAGES_PARAM) ||
    lacksScreenMessages(nextUrl.pathname)
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  if (!root) return <BareDocument>{children}</BareDocument>;
  return (
    <AppStoreProvider
      init={{
        theme: root.theme,
        priceColours: root.priceColours,
        user: root.user,
        pricingCurrency: root.pricingCurrency,
        fastApiUrls: root.publicConfig.fastApiUrls,
        websocketUrls: root.publicConfig.websocketUrls,
      }}
    >
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
  const priceColours = useAppStore((state) => state.priceColours);
  const device = useDeviceFlags(DEVICE_FLAGS[root.deviceKind]);
  return (
    <html lang={localeByCode[root.locale].tag} data-theme={theme} data-price-colours={priceColours} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <ZodJitlessScript />
        <IntlWarmupScript
          localeTag={localeByCode[root.locale].tag}
          timeZone={resolveTimeZone(root.timeZone, root.locale)}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColour[theme]} />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The routes' stylesheets are RouteStylesheets'; <Links /> would add blocking links to the
            same files. The development server's critical CSS comes through it, so there it stays. */}
        {import.meta.env.DEV ? <Links /> : null}
        <RouteStylesheets />
      </head>
      <body className={`lang-${root.locale}`} data-device={device.kind}>
        {/* The privacy choice and the verification prompt come first, in the flow: they push the
            page down instead of covering its forms (the terminal layout makes room for them). */}
        <AnalyticsRoot root={root} />
        <KycPrompt />
        {children}
        <AppEffects root={root} />
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
        <ZodJitlessScript />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColour.light} />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
