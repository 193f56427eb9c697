import type { Order } from '@vela/contracts/trading';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format/datetime.ts';
import { useRootData } from '../../../lib/routing/root-data.ts';
import { Dialog } from '../../../ui/popup/dialog.tsx';
import { formatAmount, formatPrice } from '../model/format.ts';
import { useTradeScreen } from '../trade-context.tsx';
import { useLocaleTag } from '../use-locale-tag.ts';
import { marketFor } from './market-lookup.ts';
import { cancelAllOrders, cancelOrder } from './trading-api.ts';
import { failureMessageKey, type TradingFailure } from './trading-failure.ts';

/** The trader's open orders with cancel per order and cancel all (asked for confirmation first). */
export function OpenOrdersTable({ orders, symbol }: { orders: readonly Order[]; symbol: string | undefined }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const tag = useLocaleTag();
  const { markets, account } = useTradeScreen();
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<TradingFailure | undefined>(undefined);

  const cancel = async (order: Order) => {
    setFailure(undefined);
    setCancelling((current) => new Set(current).add(order.id));
    const result = await cancelOrder(order.id);
    setCancelling((current) => {
      const next = new Set(current);
      next.delete(order.id);
      return next;
    });
    if (result.ok) account?.applyOrder(result.value);
    else setFailure(result.failure);
  };
  const cancelAll = async () => {
    setConfirming(false);
    setFailure(undefined);
    const result = await cancelAllOrders(symbol);
    if (result.ok) for (const order of result.value) account?.applyOrder(order);
    else setFailure(result.failure);
  };

  return (
    <>
      {failure && (
        <p className="account-panel__failure" role="alert">
          {t(failureMessageKey(failure))}
        </p>
      )}
      {orders.length === 0 ? (
        <p className="trade-panel__empty" role="status">
          {t('trade.account.noOpenOrders')}
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard to scroll it.
        <div className="account-panel__scroll" tabIndex={0}>
          <table className="account-table" data-testid="open-orders">
            <thead>
              <tr>
                <th scope="col">{t('trade.account.time')}</th>
                <th scope="col">{t('trade.account.pair')}</th>
                <th scope="col">{t('trade.account.type')}</th>
                <th scope="col">{t('trade.account.side')}</th>
                <th scope="col" className="num">
                  {t('trade.account.price')}
                </th>
                <th scope="col" className="num">
                  {t('trade.account.amount')}
                </th>
                <th scope="col" className="num">
                  {t('trade.account.filled')}
                </th>
                <th scope="col" className="account-table__action">
                  <button
                    type="button"
                    className="button button--ghost account-table__cancel-all"
                    onClick={() => setConfirming(true)}
                  >
                    {t('trade.account.cancelAll')}
                  </button>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => {
                const market = marketFor(markets, order.symbol);
                return (
                  <tr key={order.id} data-order-id={order.id}>
                    <td>{formatTimestamp(order.createdAt, locale)}</td>
                    <td>{market.label}</td>
                    <td>{t(`trade.form.${order.type}`)}</td>
                    <td className={order.side === 'buy' ? 'up' : 'down'}>{t(`trade.form.${order.side}`)}</td>
                    <td className="num">{order.price === null ? '—' : formatPrice(order.price, market, tag)}</td>
                    <td className="num">{formatAmount(order.quantity, market, tag)}</td>
                    <td className="num">{formatAmount(order.filledQuantity, market, tag)}</td>
                    <td className="account-table__action">
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={cancelling.has(order.id)}
                        onClick={() => cancel(order)}
                        aria-label={t(
                          order.side === 'buy' ? 'trade.account.cancelBuyOrder' : 'trade.account.cancelSellOrder',
                          {
                            amount: formatAmount(order.quantity, market, tag),
                            asset: market.base,
                          },
                        )}
                      >
                        {t('trade.account.cancel')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('trade.account.cancelAllTitle')}
        closeLabel={t('trade.sheet.close')}
        footer={
          <>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('trade.account.keep')}
            </button>
            <button type="button" className="button button--primary" onClick={cancelAll}>
              {t('trade.account.confirmCancelAll')}
            </button>
          </>
        }
      >
        <p>
          {symbol
            ? t('trade.account.cancelAllPair', { number: orders.length, pair: marketFor(markets, symbol).label })
            : t('trade.account.cancelAllEvery', { number: orders.length })}
        </p>
      </Dialog>
    </>
  );
}
