import type { PriceAlert } from '@vela/contracts/alerts';
import { formatDecimalText } from '@vela/contracts/decimal-text';
import type { TFunction } from 'i18next';

/** "Rises to 65,000.00", "Down 5 % from 64,000.00": what the alert waits for. */
export function describeAlert(alert: PriceAlert, t: TFunction, tag: string): string {
  const percent = t('alerts.percent', { value: formatDecimalText(tag, alert.percent ?? '0') });
  if (alert.condition === 'move') {
    const key = alert.direction === 'up' ? 'moveUp' : alert.direction === 'down' ? 'moveDown' : 'moveEither';
    return t(`alerts.list.describe.${key}`, { percent, price: formatDecimalText(tag, alert.referencePrice) });
  }
  return t(`alerts.list.describe.${alert.condition}`, { price: formatDecimalText(tag, alert.price ?? '0') });
}

/** "BTC/USDT" for BTC_USDT. */
export const pairName = (symbol: string) => symbol.replace('_', '/');
