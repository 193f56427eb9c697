import type { PriceAlert } from '@vela/contracts/alerts';
import type { TFunction } from 'i18next';

/** A decimal string in the locale's digits, every decimal it has kept: Intl formats the string exactly. */
export function formatDecimal(value: string, tag: string, decimals = value.split('.')[1]?.length ?? 0): string {
  const format = new Intl.NumberFormat(tag, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return format.format(value as Intl.StringNumericLiteral);
}

/** "Rises to 65,000.00", "Down 5 % from 64,000.00": what the alert waits for. */
export function describeAlert(alert: PriceAlert, t: TFunction, tag: string): string {
  const percent = t('alerts.percent', { value: formatDecimal(alert.percent ?? '0', tag) });
  if (alert.condition === 'move') {
    const key = alert.direction === 'up' ? 'moveUp' : alert.direction === 'down' ? 'moveDown' : 'moveEither';
    return t(`alerts.list.describe.${key}`, { percent, price: formatDecimal(alert.referencePrice, tag) });
  }
  return t(`alerts.list.describe.${alert.condition}`, { price: formatDecimal(alert.price ?? '0', tag) });
}

/** "BTC/USDT" for BTC_USDT. */
export const pairName = (symbol: string) => symbol.replace('_', '/');
