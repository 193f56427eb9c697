import type { Order } from '@vela/contracts/trading';
import { useState } from 'react';
import { cancelAllOrders, cancelOrder } from '../../../../lib/trading/trading-calls.ts';
import { failureMessageKey, type TradingFailure } from '../../../../lib/trading/trading-failure.ts';
import { Dialog } from '../../../../ui/popup/dialog.tsx';
import { DialogActions } from '../../../../ui/popup/dialog-actions.tsx';
import { AccountTable } from '../../shared/account/account-table.tsx';
import { formatAmount, formatPrice } from '../../shared/model/format.ts';
import { useTradeScreen } from '../trade-context.tsx';
import { type ColumnView, useColumnView } from './account-columns.tsx';
import { AmendOrderDialog } from './amend-order-dialog.tsx';
import { marketFor } from './market-lookup.ts';
import { type OrderRowColumn, orderRowColumns, orderRowData, perLeg, shared } from './order-columns.tsx';
import { firstLeg, isOcoRow, orderRows } from './order-rows.ts';

interface CancelActions {
  /** Orders whose cancel request is on its way: their button is disabled. */
  cancelling: ReadonlySet<string>;
  onCancel(order: Order): void;
  onCancelAll(): void;
  onEdit(order: Order): void;
}

/** A limit order resting in the book on its own (an OCO leg is cancelled and placed again instead). */
const amendable = (order: Order) => order.type === 'limit' && order.status === 'open' && order.ocoGroup === undefined;

/**
 * Open orders as rows: an OCO's legs on one row with one cancel (cancelling its limit leg, the
 * server cancels the other with it).
 */
function openOrderColumns(view: ColumnView, actions: CancelActions): OrderRowColumn[] {
  const { t, tag } = view;
  return [
    ...orderRowColumns(view, (order) => order.createdAt),
    perLeg({
      key: 'price',
      header: t('trade.account.price'),
      align: 'end',
      cell: ({ item, market }) => (item.price === null ? '—' : formatPrice(item.price, market, tag)),
    }),
    shared({
      key: 'amount',
      header: t('trade.account.amount'),
      align: 'end',
      cell: ({ item, market }) => formatAmount(item.quantity, market, tag),
    }),
    perLeg({
      key: 'filled',
      header: t('trade.account.filled'),
      align: 'end',
      cell: ({ item, market }) => formatAmount(item.filledQuantity, market, tag),
    }),
    {
      key: 'action',
      className: 'account-table__action',
      header: (
        <button type="button" className="button button--ghost account-table__cancel-all" onClick={actions.onCancelAll}>
          {t('trade.account.cancelAll')}
        </button>
      ),
      cell: ({ item: row, market }) => {
        const item = firstLeg(row);
        const oco = isOcoRow(row);
        /** A button of the order's row, named with its side, amount and asset. */
        const orderButton = (text: string, buyLabel: string, sellLabel: string, onClick: () => void) => (
          <button
            type="button"
            className="button button--ghost"
            disabled={actions.cancelling.has(item.id)}
            onClick={onClick}
            aria-label={t(item.side === 'buy' ? buyLabel : sellLabel, {
              amount: formatAmount(item.quantity, market, tag),
              asset: market.base,
            })}
          >
            {t(text)}
          </button>
        );
        return (
          <span className="account-table__actions">
            {amendable(item) &&
              orderButton(
                'trade.account.amend.edit',
                'trade.account.amend.editBuy',
                'trade.account.amend.editSell',
                () => actions.onEdit(item),
              )}
            {oco
              ? orderButton('trade.account.cancel', 'trade.account.cancelBuyOco', 'trade.account.cancelSellOco', () =>
                  actions.onCancel(item),
                )
              : orderButton(
                  'trade.account.cancel',
                  'trade.account.cancelBuyOrder',
                  'trade.account.cancelSellOrder',
                  () => actions.onCancel(item),
                )}
          </span>
        );
      },
    },
  ];
}

/** The trader's open orders with cancel per order and cancel all (asked for confirmation first). */
export function OpenOrdersTable({ orders, symbol }: { orders: readonly Order[]; symbol: string | undefined }) {
  const view = useColumnView();
  const { t } = view;
  const { markets, account } = useTradeScreen();
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<TradingFailure | undefined>(undefined);
  const [editing, setEditing] = useState<Order | undefined>(undefined);

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
        <AccountTable
          testId="open-orders"
          columns={openOrderColumns(view, {
            cancelling,
            onCancel: cancel,
            onCancelAll: () => setConfirming(true),
            onEdit: (order) => {
              setFailure(undefined);
              setEditing(order);
            },
          })}
          rows={view.list(orderRows(orders))}
          rowKey={({ item }) => item.id}
          rowData={({ item }) => orderRowData(item)}
        />
      )}
      {editing && (
        <AmendOrderDialog
          order={editing}
          market={marketFor(markets, editing.symbol)}
          onClose={() => setEditing(undefined)}
          onAmended={({ order }) => {
            account?.applyOrder(order);
            setEditing(undefined);
          }}
        />
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('trade.account.cancelAllTitle')}
        closeLabel={t('trade.sheet.close')}
        footer={
          <DialogActions
            dismissLabel={t('trade.account.keep')}
            onDismiss={() => setConfirming(false)}
            confirmLabel={t('trade.account.confirmCancelAll')}
            onConfirm={cancelAll}
          />
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
