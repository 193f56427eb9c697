import { FX_RATES_PATH, fxRatesResponseSchema } from '@vela/contracts/fx';
import { localeByCode } from '@vela/contracts/locales';
import { globalConfigSchema, marketDataPaths } from '@vela/contracts/market-data';
import { USER_ID_COOKIE } from '@vela/contracts/session';
import { WALLET_ACCOUNT_PATH, walletAccountResponseSchema } from '@vela/contracts/wallet';
import { useEffect } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { browserApi, setUnauthorizedHandler } from '../lib/api/browser-api.ts';
import { readCookie } from '../lib/cookies.ts';
import { browserDeviceInfo } from '../lib/device/info.ts';
import { nativeShell } from '../lib/native/shell.ts';
import { connectNotifications } from '../lib/notifications/client-socket.ts';
import { browserFeed, setFeedHeartbeat } from '../lib/realtime/browser-feed.ts';
import { heartbeatFromConfig } from '../lib/realtime/heartbeat-manager.ts';
import type { RootData } from '../lib/routing/root-data.ts';
import { clearUserInBrowser } from '../lib/session/clear-user.ts';
import { markSessionChanged } from '../lib/session/session-changes.ts';
import { readJson, readPreviousLeverage, writeJson, writeText } from '../lib/session/storage.ts';
import { loginRedirectTarget } from '../lib/session/unauthorized.ts';
import { screenOfRouteId } from '../route-list.ts';
import { useAppStore, useAppStoreApi } from '../state/app-store.tsx';

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
    browserApi()
      .get(FX_RATES_PATH)
      .then((response) => {
        const parsed = fxRatesResponseSchema.safeParse(response);
        if (parsed.success) store.getState().setFxRates(parsed.data.rates);
      })
      .catch(() => {});
  }, [store]);

  useEffect(() => {
    if (!user) return;
    browserApi()
      .post(WALLET_ACCOUNT_PATH, { walletTypeList: ['1'] })
      .then((response) => {
        const parsed = walletAccountResponseSchema.safeParse(response);
        if (parsed.success) store.getState().setTotalAsset(parsed.data.data);
      })
      .catch(() => {});
  }, [store, user]);

  // Visitors read the public feed, signed-in users the private one; login/logout switch without a reload.
  useEffect(() => {
    void (user ? browserFeed().switchTo('private', user.id) : browserFeed().switchTo('public'));
  }, [user]);

  // Signed in: unread count and notices over the client socket (socket.io), loaded only then.
  useEffect(() => {
    if (!user) return;
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    connectNotifications({
      onUnread: (count) => store.getState().setUnreadCount(count),
      onNotice: (notice) => store.getState().showNotice(`${notice.title}: ${notice.body}`),
    }).then(
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
    browserApi()
      .get(marketDataPaths.config)
      .then((response) => {
        const parsed = globalConfigSchema.safeParse(response);
        if (!parsed.success) return;
        store.getState().setGlobalConfig(parsed.data.config);
        setFeedHeartbeat(heartbeatFromConfig(parsed.data.config));
      })
      .catch(() => {});
  }, [store]);

  // The device record is computed after first paint, when the browser is idle, never during SSR.
  useEffect(() => {
    const run = () => void browserDeviceInfo().catch(() => {});
    const idle = window.requestIdleCallback?.(run) ?? window.setTimeout(run, 200);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, []);

  return null;
}
