import type { AnalyticsSiteId } from '@vela/contracts/analytics';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { Analytics } from '../../lib/analytics/api.ts';
import { browserApi } from '../../lib/api/browser-api.ts';
import { browserDeviceId } from '../../lib/device/device-id.ts';
import { DEVICE_FLAGS } from '../../lib/device/flags.ts';
import { useDeviceFlags } from '../../lib/device/use-device-flags.ts';
import type { RootData } from '../../lib/routing/root-data.ts';
import { nextTask } from '../../lib/scheduling/next-task.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { ELEMENT_CLICK_EVENT, listenForTrackedClicks } from './click-tracking.ts';
import { FUTURES_VIEW_EVENT, type GtagWindow, gtagMeasurementId, isFuturesRoute, loadGtag } from './gtag.ts';
import type { LandingStatisticsOptions } from './landing-statistics.ts';
import { TrackingBanner } from './tracking-banner.tsx';
import { trackingStateFor } from './tracking-choice.ts';
import { trackingChoiceStore, useTrackingChoice } from './use-tracking-choice.ts';

/** One landing per page load, whatever remounts (hot reload, StrictMode's double effects). */
let landingHandled = false;

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The app's analytics, rendered once by the root: the tracking client's master instance (browser
 * only), page views after each navigation, the user's identity, clicks on `data-track-*` elements,
 * the landing's utm statistics, gtag on futures pages, and the privacy choice that gates them.
 */
export function AnalyticsRoot({ root }: { root: RootData }) {
  const device = useDeviceFlags(DEVICE_FLAGS[root.deviceKind]);
  const siteid: AnalyticsSiteId = device.isMobile ? 'H5' : 'web';
  const location = useLocation();
  const path = location.pathname + location.search;
  const routeId = useMatches().at(-1)?.id;
  const user = useAppStore((state) => state.user);
  const globalConfig = useAppStore((state) => state.globalConfig);
  const [choice, choose] = useTrackingChoice(root.trackingChoice);
  const [analytics, setAnalytics] = useState<Analytics>();
  // What happened before the client's chunk arrived (the first page view, an early click): it
  // runs, in order, as soon as the client exists.
  const ready = useRef<Analytics>(undefined);
  const waiting = useRef<((instance: Analytics) => void)[]>([]);
  const withAnalytics = useRef((use: (instance: Analytics) => void) => {
    if (ready.current) use(ready.current);
    else waiting.current.push(use);
  }).current;

  // Read by listeners and the instance at event time, so they never capture a stale page.
  const page = useRef({ siteid, routeId });
  useEffect(() => {
    page.current = { siteid, routeId };
  });

  // The tracking client is its own chunk, loaded after hydration: nothing on the first paint needs it.
  // From a task after hydration's effects: the device id's first storage read is slow.
  useEffect(() => {
    let instance: Analytics | undefined;
    let unmounted = false;
    nextTask()
      .then(() => {
        const deviceId = unmounted ? undefined : browserDeviceId();
        return deviceId
          ? import('../../lib/analytics/browser.ts').then((module) => ({ ...module, deviceId }))
          : undefined;
      })
      .then((loaded) => {
        if (unmounted || !loaded) return;
        const { createBrowserAnalytics, deviceId } = loaded;
        // The client takes an empty serverUrl as "no receiver", so same origin is spelled out.
        instance = createBrowserAnalytics({
          serverUrl: window.location.origin,
          deviceId,
          siteid: page.current.siteid,
        });
        // Before anything is collected: no choice yet means paused, and a remembered decline stays stopped.
        instance.setTrackingState(trackingStateFor(trackingChoiceStore().getSnapshot()));
        instance.setDynamicSuperProperties(() => ({ siteid: page.current.siteid }));
        ready.current = instance;
        for (const use of waiting.current.splice(0)) use(instance);
        setAnalytics(instance);
      })
      .catch(() => {});
    return () => {
      unmounted = true;
      ready.current = undefined;
      instance?.shutdown();
    };
  }, []);

  useEffect(() => {
    if (analytics) analytics.setTrackingState(trackingStateFor(choice));
  }, [analytics, choice]);

  // After the route rendered (effects run after the commit, so the title is the new page's). Also
  // runs when the visitor allows tracking: the page they allowed it on counts.
  useEffect(() => {
    if (choice !== 'allow') return;
    const title = document.title;
    const pageid = page.current.routeId;
    withAnalytics((instance) => instance.trackPageView(path, title, { pageid }));
  }, [withAnalytics, choice, path]);

  useEffect(() => {
    // A declined visitor's account id must not be remembered either.
    if (!analytics || choice === 'decline') return;
    if (user) analytics.login(user.id);
    else analytics.logout();
  }, [analytics, choice, user]);

  useEffect(
    () =>
      listenForTrackedClicks(
        document,
        () => ({
          ...(page.current.routeId ? { pageid: page.current.routeId } : {}),
          page_name: document.title,
          siteid: page.current.siteid,
        }),
        (properties) => withAnalytics((instance) => void instance.track(ELEMENT_CLICK_EVENT, properties)),
      ),
    [withAnalytics],
  );

  // The statistics call is anonymous campaign counting (no id is stored), so it does not wait for the choice.
  useEffect(() => {
    if (landingHandled) return;
    landingHandled = true;
    // Read now: by the time its chunk is in, the visitor may have navigated on.
    const landing: LandingStatisticsOptions = {
      href: window.location.href,
      mobile: page.current.siteid === 'H5',
      storage: sessionStorageOrUndefined(),
      get: (statisticsPath, query) => browserApi().get(statisticsPath, query),
    };
    nextTask()
      .then(() => import('./landing-statistics.ts'))
      .then(({ sendLandingStatistics }) => sendLandingStatistics(landing))
      .catch(() => {});
  }, []);

  const measurementId = gtagMeasurementId({ globalConfig, measurementId: root.publicConfig.gaMeasurementId, choice });
  const onFutures = isFuturesRoute(routeId);
  useEffect(() => {
    if (!measurementId || !onFutures) return;
    const gtag = loadGtag<HTMLScriptElement>(window as Window & GtagWindow, document, measurementId);
    gtag('event', FUTURES_VIEW_EVENT, { page_path: path, page_title: document.title });
  }, [measurementId, onFutures, path]);

  return choice === 'unset' ? <TrackingBanner onChoose={choose} /> : null;
}
