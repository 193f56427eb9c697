import type { AlertMarket, PriceAlert } from '@vela/contracts/alerts';
import { formatDecimalText } from '@vela/contracts/decimal-text';
import type { TFunction } from 'i18next';

/** "Rises to 65,000.00", "Down 5 % from 64,000.00": what the alert waits for (and "(mark price)" on a mark-price alert). */
export function describeAlert(alert: PriceAlert, t: TFunction, tag: string): string {
  const percent = t('alerts.percent', { value: formatDecimalText(tag, alert.percent ?? '0') });
  let condition: string;
  if (alert.condition === 'move') {
    const key = alert.direction === 'up' ? 'moveUp' : alert.direction === 'down' ? 'moveDown' : 'moveEither';
    condition = t(`alerts.list.describe.${key}`, { percent, price: formatDecimalText(tag, alert.referencePrice) });
  } else {
    condition = t(`alerts.list.describe.${alert.condition}`, { price: formatDecimalText(tag, alert.price ?? '0') });
  }
  return alert.priceSource === 'mark' ? t('alerts.list.byMark', { condition }) : condition;
}

/** "BTC/USDT" for BTC_USDT. */
export const pairName = (symbol: string) => symbol.replace('_', '/');

/** A spot pair as "BTC/USDT", a perpetual as the futures terminal names it ("BTCUSDT Perpetual"). */
export function marketName(market: AlertMarket, symbol: string, t: TFunction): string {
  return market === 'futures' ? t('alerts.list.perpetual', { code: symbol.replace('_', '') }) : pairName(symbol);
}

/** The terminal of the alert's market. */
export const marketPath = (market: AlertMarket, symbol: string) =>
  market === 'futures' ? `/futures/${symbol}` : `/trade/${symbol}`;
