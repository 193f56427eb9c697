import { useEffect } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api/browser-api.ts';
import { nativeShell } from '../lib/native/shell.ts';
import type { RootData } from '../lib/routing/root-data.ts';
import { nextTask } from '../lib/scheduling/next-task.ts';
import { clearUserInBrowser } from '../lib/session/clear-user.ts';
import { markSessionChanged } from '../lib/session/session-changes.ts';
import { readPreviousLeverage, writeJson, writeText } from '../lib/session/storage.ts';
import { loginRedirectTarget } from '../lib/session/unauthorized.ts';
import { screenOfRouteId } from '../route-list.ts';
import { connectAccountSession } from '../state/account-session.ts';
import { useAppStore, useAppStoreApi } from '../state/app-store.tsx';

/**
 * The calls whose answers the first paint does not show, loaded after hydration (their own chunk),
 * from a task after hydration's effects.
 */
const startServices = () => nextTask().then(() => import('./start-services.ts'));

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
    // Says the page's handlers are live: browser tests wait for it instead of clicking until one takes.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    store.getState().setUser(root.user);
    store.getState().setPricingCurrency(root.pricingCurrency);
  }, [store, root.user, root.pricingCurrency]);

  useEffect(() => {
    writeText('language', root.locale);
    writeJson('availableLanguage', root.offered);
    store.setState({
      previousLeverage: readPreviousLeverage(),
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

  // The account session follows the signed-in user: the feed (public or private), the shared
  // account lists, and the notification socket (unread count and notices) while signed in.
  useEffect(
    () =>
      connectAccountSession({
        userId: () => store.getState().user?.id ?? null,
        subscribeUser: (listener) =>
          store.subscribe((state, previous) => {
            if (state.user?.id !== previous.user?.id) listener();
          }),
        onUnread: (count) => store.getState().setUnreadCount(count),
        onNotice: (notice) => store.getState().showNotice(`${notice.title}: ${notice.body}`, notice),
      }),
    [store],
  );

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
