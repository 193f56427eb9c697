import { formatDecimalText } from '@vela/contracts/decimal-text';
import { localeByCode } from '@vela/contracts/locales';
import { zonedStamp } from '@vela/contracts/zoned-time';
import Big from 'big.js';
import { fill, type MessageSettings } from '../accounts/security-texts.ts';
import { loadLocaleTexts } from '../infra/locale-texts.ts';
import type { FiredAlert } from './alert-store.ts';

/** A fired alert's notice and e-mail in one language (alert-texts/<locale>.json). */
export type AlertTexts = typeof import('./alert-texts/en_US.json');

/** Every locale's texts; each JSON file has the English file's shape (checked by the tests). */
export const alertTexts = loadLocaleTexts<AlertTexts>('alerts/alert-texts');

export interface AlertMessage {
  title: string;
  /** The notice's text: what traded, and the alert's condition. */
  body: string;
  subject: string;
  /** The e-mail: the body and where to manage alerts. */
  mailText: string;
}

/** "BTC_USDT" as notices show a market: "BTC/USDT". */
const displaySymbol = (symbol: string) => symbol.replace('_', '/');

/**
 * The notice and e-mail of a fired alert in the user's language, its time in their zone and naming
 * it; `manageUrl` is the account's alert list.
 */
export function alertMessage(
  { locale, timeZone }: MessageSettings,
  alert: FiredAlert,
  manageUrl: string,
): AlertMessage {
  const texts = alertTexts[locale];
  const tag = localeByCode[locale].tag;
  const price = (value: string) => formatDecimalText(tag, value);
  const percent = (value: string) => texts.percent.replace('{n}', formatDecimalText(tag, value));
  // A perpetual as the futures terminal names it: "BTCUSDT Perpetual".
  const symbol =
    alert.market === 'futures'
      ? fill(texts.perpetual, { code: alert.symbol.replace('_', '') })
      : displaySymbol(alert.symbol);
  const target = alert.price ?? '0';
  const rose = new Big(alert.firedPrice).gte(alert.referencePrice);
  const title =
    alert.condition === 'above'
      ? fill(texts.above, { symbol, target: price(target) })
      : alert.condition === 'below'
        ? fill(texts.below, { symbol, target: price(target) })
        : fill(rose ? texts.moveUp : texts.moveDown, { symbol, percent: percent(alert.percent ?? '0') });
  const condition = fill(texts.condition[alert.condition], {
    target: price(target),
    percent: percent(alert.percent ?? '0'),
    direction: texts.direction[alert.direction ?? 'either'],
  });
  const time = zonedStamp(alert.firedAt, timeZone);
  const traded = fill(alert.priceSource === 'mark' ? texts.bodyMark : texts.body, {
    symbol,
    price: price(alert.firedPrice),
    time,
    reference: price(alert.referencePrice),
  });
  const body = `${traded}\n${condition}`;
  return {
    title,
    body,
    subject: fill(texts.subject, { title }),
    mailText: [body, '', fill(texts.manage, { url: manageUrl })].join('\n'),
  };
}
