import { localeByCode } from '@vela/contracts/locale-table';
import { USER_ID_COOKIE } from '@vela/contracts/session-names';
import { useEffect } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api/browser-api.ts';
import { readCookie } from '../lib/cookies.ts';
import { nativeShell } from '../lib/native/shell.ts';
import { loadBrowserFeed } from '../lib/realtime/feed-loader.ts';
import type { RootData } from '../lib/routing/root-data.ts';
import { clearUserInBrowser } from '../lib/session/clear-user.ts';
import { markSessionChanged } from '../lib/session/session-changes.ts';
import { readJson, readPreviousLeverage, writeJson, writeText } from '../lib/session/storage.ts';
import { loginRedirectTarget } from '../lib/session/unauthorized.ts';
import { screenOfRouteId } from '../route-list.ts';
import { useAppStore, useAppStoreApi } from '../state/app-store.tsx';

/** The calls whose answers the first paint does not show, loaded after hydration (their own chunk). */
const startServices = () => import('./start-services.ts');

/**
 * Browser-side app start (spec 1): keeps the store in step with the root loader, installs the 401
 * rule, loads the price rate and the user's total asset, and records the user session's storage
 * keys. Renders nothing.
 */
export function AppEffects({ root }: { root: RootData }) {
  const store = useAppStoreApi();
  const navigate = useNavigate();
  const matches = useMatches();
  const user = useAppStore((state) => state.user);
  const noreturn = screenOfRouteId(matches.at(-1)?.id ?? '')?.noreturn ?? false;

  useEffect(() => {
    store.getState().setUser(root.user);
    store.getState().setPricingCurrency(root.pricingCurrency);
  }, [store, root.user, root.pricingCurrency]);

  useEffect(() => {
    writeText('language', root.locale);
    writeJson('availableLanguage', root.offered);
    const entry = localeByCode[root.locale];
    store.setState({
      availableLanguage: root.offered,
      languageSelection: { name: entry.label, lang: root.locale, fiatCurrency: entry.fiatCurrency },
      userId: store.getState().user?.id ?? readCookie(document.cookie, USER_ID_COOKIE) ?? null,
      userAnchorInfo: readJson<Record<string, unknown>>('userAnchorInfo') ?? null,
      previousLeverage: readPreviousLeverage(),
      domain: window.location.hostname,
      protocol: window.location.protocol,
      inAppHost: nativeShell() ?? null,
    });
  }, [store, root.locale, root.offered]);

  useEffect(() => {
    if (user) writeJson('userMenu', user);
  }, [user]);

  // A 401 from any call: clear the user everywhere, then log in again and come back here.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearUserInBrowser();
      store.getState().setUser(null);
      markSessionChanged();
      const here = window.location.pathname + window.location.search + window.location.hash;
      navigate(loginRedirectTarget(root.locale, here, noreturn));
    });
  }, [store, navigate, root.locale, noreturn]);

  useEffect(() => {
    startServices()
      .then((services) => services.loadFxRates(store))
      .catch(() => {});
  }, [store]);

  useEffect(() => {
    if (!user) return;
    startServices()
      .then((services) => services.loadTotalAsset(store))
      .catch(() => {});
  }, [store, user]);

  // Visitors read the public feed, signed-in users the private one; login/logout switch without a reload.
  useEffect(() => {
    void loadBrowserFeed().then((feed) => (user ? feed.switchTo('private', user.id) : feed.switchTo('public')));
  }, [user]);

  // Signed in: unread count and notices over the client socket (its code and socket.io), loaded only then.
  useEffect(() => {
    if (!user) return;
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    import('../lib/notifications/client-socket.ts')
      .then(({ connectNotifications }) =>
        connectNotifications({
          onUnread: (count) => store.getState().setUnreadCount(count),
          onNotice: (notice) => store.getState().showNotice(`${notice.title}: ${notice.body}`),
        }),
      )
      .then(
        (stop) => {
          if (cancelled) stop();
          else disconnect = stop;
        },
        () => {},
      );
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [store, user]);

  // The global config map: Hbt_Switch 'false' turns the feed's heartbeat ping off.
  useEffect(() => {
    startServices()
      .then((services) => services.loadGlobalConfig(store))
      .catch(() => {});
  }, [store]);

  // The device record (and its probes' code) after first paint, when the browser is idle, never during SSR.
  useEffect(() => {
    const run = () =>
      void import('../lib/device/info.ts').then(({ browserDeviceInfo }) => browserDeviceInfo()).catch(() => {});
    const idle = window.requestIdleCallback?.(run) ?? window.setTimeout(run, 200);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, []);

  return null;
}
