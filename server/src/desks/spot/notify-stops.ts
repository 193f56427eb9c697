import type { Notice } from '@vela/contracts/feed';
import type { LocaleCode } from '@vela/contracts/locales';
import type { Db } from '../../db/client.ts';
import type { Bus } from '../../infra/bus/bus.ts';
import { loadLocaleTexts } from '../../infra/locale-texts.ts';
import { notifyUser } from '../../notify/notifier.ts';
import type { MarketRules } from './market-rules.ts';
import { messageLocales } from './notify-fills.ts';
import type { StopNotice } from './stop-orders.ts';

/** A stop's notice in one language (stop-notice-texts/<locale>.json, each shaped like the English one). */
export type StopNoticeTexts = typeof import('./stop-notice-texts/en_US.json');

export const stopNoticeTexts = loadLocaleTexts<StopNoticeTexts>('desks/spot/stop-notice-texts');

/** The notice of a stop that triggered, or that was cancelled when it did, in the owner's language. */
export function stopNotice(locale: LocaleCode, notice: StopNotice, rules: MarketRules, time: number): Notice {
  const text = stopNoticeTexts[locale];
  const reasons: Record<string, string> = text.reasons;
  const values: Record<string, string> = {
    side: notice.side === 'buy' ? text.buy : text.sell,
    quantity: notice.quantity,
    base: rules.base,
    quote: rules.quote,
    symbol: notice.symbol.replace('_', '/'),
    stopPrice: notice.stopPrice,
    reason: reasons[notice.outcome] ?? '',
  };
  const triggered = notice.outcome === 'triggered';
  const body = triggered ? text.triggeredBody : text.cancelledBody;
  return {
    kind: 'order-filled',
    title: triggered ? text.triggered : text.cancelled,
    body: body.replace(/{(\w+)}/g, (_, name: string) => values[name] ?? ''),
    time,
  };
}

/** Sends a committed batch's stop notices, each in its owner's message language. */
export async function notifyStops(
  db: Db,
  bus: Bus,
  notices: readonly StopNotice[],
  rulesOf: (symbol: string) => MarketRules | undefined,
): Promise<void> {
  const localeOf = await messageLocales(
    db,
    notices.map((notice) => notice.userId),
  );
  for (const notice of notices) {
    const rules = rulesOf(notice.symbol);
    if (rules) await notifyUser(db, bus, notice.userId, stopNotice(localeOf(notice.userId), notice, rules, Date.now()));
  }
}
