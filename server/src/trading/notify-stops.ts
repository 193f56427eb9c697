import type { Notice } from '@vela/contracts/feed';
import type { LocaleCode } from '@vela/contracts/locales';
import type { Db } from '../db/client.ts';
import type { Bus } from '../infra/bus/bus.ts';
import { notifyUser } from '../notify/notifier.ts';
import type { MarketRules } from './market-rules.ts';
import { messageLocales } from './notify-fills.ts';
import en_US from './stop-notice-texts/en_US.json' with { type: 'json' };
import es_ES from './stop-notice-texts/es_ES.json' with { type: 'json' };
import fr_FR from './stop-notice-texts/fr_FR.json' with { type: 'json' };
import ja_JP from './stop-notice-texts/ja_JP.json' with { type: 'json' };
import ko_KR from './stop-notice-texts/ko_KR.json' with { type: 'json' };
import pt_PT from './stop-notice-texts/pt_PT.json' with { type: 'json' };
import ru_RU from './stop-notice-texts/ru_RU.json' with { type: 'json' };
import tr_TR from './stop-notice-texts/tr_TR.json' with { type: 'json' };
import uk_UA from './stop-notice-texts/uk_UA.json' with { type: 'json' };
import vi_VN from './stop-notice-texts/vi_VN.json' with { type: 'json' };
import zh_CN from './stop-notice-texts/zh_CN.json' with { type: 'json' };
import zh_TW from './stop-notice-texts/zh_TW.json' with { type: 'json' };
import type { StopNotice } from './stop-orders.ts';

/** A stop's notice in one language (stop-notice-texts/<locale>.json, each shaped like the English one). */
export type StopNoticeTexts = typeof en_US;

export const stopNoticeTexts: Record<LocaleCode, StopNoticeTexts> = {
  en_US,
  es_ES,
  fr_FR,
  ja_JP,
  ko_KR,
  pt_PT,
  ru_RU,
  tr_TR,
  uk_UA,
  vi_VN,
  zh_CN,
  zh_TW,
};

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
