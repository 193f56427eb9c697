import { MAX_VISITOR_ALERTS, type PriceAlert, type PriceAlertRequest } from '@vela/contracts/alerts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../state/app-store.tsx';
import { type AlertFailure, alertCalls, failureOf } from './alerts-api.ts';
import { joinVisitorAlerts } from './join-visitor-alerts.ts';
import { readVisitorAlerts, visitorAlertView, writeVisitorAlerts } from './visitor-alerts.ts';

export interface PriceAlertsOptions {
  signedIn: boolean;
  /** The signed-in user's list as the page's loader read it; null when it could not (or none was read). */
  initial?: PriceAlert[] | null;
  /** Read the list now (the terminal reads it when its panel opens; a visitor's is always read). */
  enabled: boolean;
}

export interface PriceAlerts {
  /** Newest first; null until read. */
  alerts: PriceAlert[] | null;
  status: 'loading' | 'ready' | 'failed';
  /** Resolves to null once set, or to why not. */
  create(request: PriceAlertRequest, lastPrice: string): Promise<AlertFailure | null>;
  remove(id: string): Promise<boolean>;
  reload(): void;
}

let visitorSerial = 0;
const visitorId = () => `visitor-${Date.now().toString(36)}-${(visitorSerial++).toString(36)}`;

/**
 * The price alerts: in local storage for a visitor, on the server for a signed-in user. The first
 * time a signed-in user's page runs with a visitor's alerts in storage, they are joined to the
 * account and the local list is cleared, so they are joined once and fire from then on.
 */
export function usePriceAlerts({ signedIn, initial = null, enabled }: PriceAlertsOptions): PriceAlerts {
  const [alerts, setAlerts] = useState<PriceAlert[] | null>(signedIn ? initial : null);
  const [status, setStatus] = useState<PriceAlerts['status']>(signedIn && initial ? 'ready' : 'loading');
  const [attempt, setAttempt] = useState(0);
  const fromLoader = useRef(signedIn && initial !== null);

  useEffect(() => {
    if (signedIn) return;
    setAlerts(readVisitorAlerts().map(visitorAlertView));
    setStatus('ready');
  }, [signedIn]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger.
  useEffect(() => {
    if (!signedIn) return;
    const local = readVisitorAlerts();
    if (local.length === 0 && (!enabled || fromLoader.current)) {
      fromLoader.current = false;
      return;
    }
    let active = true;
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    const loaded = local.length > 0 ? joinVisitorAlerts() : alertCalls.list();
    loaded.then(
      ({ alerts: list }) => {
        if (!active) return;
        setAlerts(list);
        setStatus('ready');
      },
      () => {
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [signedIn, enabled, attempt]);

  // An alert that fires sends the user a notice: a list still showing an active alert reads itself
  // again when one arrives, so the row says it fired (and when) instead of staying "Active".
  const unread = useAppStore((state) => state.unreadCount);
  const seenUnread = useRef(unread);
  const waiting = signedIn && enabled && (alerts?.some((alert) => alert.status === 'active') ?? false);
  useEffect(() => {
    const arrived = unread > seenUnread.current;
    seenUnread.current = unread;
    if (arrived && waiting) setAttempt((count) => count + 1);
  }, [unread, waiting]);

  const create = useCallback(
    async (request: PriceAlertRequest, lastPrice: string): Promise<AlertFailure | null> => {
      if (!signedIn) {
        const kept = readVisitorAlerts();
        if (kept.length >= MAX_VISITOR_ALERTS) return 'limit';
        const stored = { ...request, referencePrice: lastPrice, createdAt: Date.now(), id: visitorId() };
        const next = [stored, ...kept];
        writeVisitorAlerts(next);
        setAlerts(next.map(visitorAlertView));
        return null;
      }
      try {
        const created = await alertCalls.create(request);
        setAlerts((current) => [created, ...(current ?? [])]);
        return null;
      } catch (error) {
        return failureOf(error);
      }
    },
    [signedIn],
  );

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      if (!signedIn) {
        const next = readVisitorAlerts().filter((alert) => alert.id !== id);
        writeVisitorAlerts(next);
        setAlerts(next.map(visitorAlertView));
        return true;
      }
      try {
        setAlerts((await alertCalls.remove(id)).alerts);
        return true;
      } catch {
        return false;
      }
    },
    [signedIn],
  );

  return { alerts, status, create, remove, reload: () => setAttempt((count) => count + 1) };
}
