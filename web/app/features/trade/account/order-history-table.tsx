import type { Order } from '@vela/contracts/trading';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format/datetime.ts';
import { useRootData } from '../../../lib/routing/root-data.ts';
import { formatAmount, formatPrice } from '../model/format.ts';
import { useTradeScreen } from '../trade-context.tsx';
import { useLocaleTag } from '../use-locale-tag.ts';
import { marketFor } from './market-lookup.ts';

/** Filled and cancelled orders, newest first. */
export function OrderHistoryTable({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const tag = useLocaleTag();
  const { markets } = useTradeScreen();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard to scroll it.
    <div className="account-panel__scroll" tabIndex={0}>
      <table className="account-table" data-testid="order-history">
        <thead>
          <tr>
            <th scope="col">{t('trade.account.time')}</th>
            <th scope="col">{t('trade.account.pair')}</th>
            <th scope="col">{t('trade.account.type')}</th>
            <th scope="col">{t('trade.account.side')}</th>
            <th scope="col" className="num">
              {t('trade.account.averagePrice')}
            </th>
            <th scope="col" className="num">
              {t('trade.account.price')}
            </th>
            <th scope="col" className="num">
              {t('trade.account.filledOfAmount')}
            </th>
            <th scope="col">{t('trade.account.status')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const market = marketFor(markets, order.symbol);
            return (
              <tr key={order.id} data-order-id={order.id} data-status={order.status}>
                <td>{formatTimestamp(order.updatedAt, locale)}</td>
                <td>{market.label}</td>
                <td>{t(`trade.form.${order.type}`)}</td>
                <td className={order.side === 'buy' ? 'up' : 'down'}>{t(`trade.form.${order.side}`)}</td>
                <td className="num">
                  {order.averagePrice === null ? '—' : formatPrice(order.averagePrice, market, tag)}
                </td>
                <td className="num">
                  {order.price === null ? t('trade.form.market') : formatPrice(order.price, market, tag)}
                </td>
                <td className="num">
                  {formatAmount(order.filledQuantity, market, tag)} / {formatAmount(order.quantity, market, tag)}
                </td>
                <td>
                  {t(`trade.account.statuses.${order.status}`)}
                  {order.cancelReason && order.cancelReason !== 'user' && (
                    <span className="account-table__note">
                      {' '}
                      ({t(`trade.account.cancelReasons.${order.cancelReason}`)})
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
