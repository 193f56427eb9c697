import type { Order } from '@vela/contracts/trading';
import { AccountTable, type Column } from '../../shared/account/account-table.tsx';
import { formatAmount, formatPrice } from '../../shared/model/format.ts';
import { type ColumnView, type Listed, orderColumns, useColumnView } from './account-columns.tsx';

function orderHistoryColumns(view: ColumnView): Column<Listed<Order>>[] {
  const { t, tag } = view;
  return [
    ...orderColumns<Order>(view, (order) => order.createdAt),
    {
      key: 'averagePrice',
      header: t('trade.account.averagePrice'),
      align: 'end',
      cell: ({ item, market }) => (item.averagePrice === null ? '—' : formatPrice(item.averagePrice, market, tag)),
    },
    {
      key: 'price',
      header: t('trade.account.price'),
      align: 'end',
      cell: ({ item, market }) => (item.price === null ? t('trade.form.market') : formatPrice(item.price, market, tag)),
    },
    {
      key: 'filled',
      header: t('trade.account.filledOfAmount'),
      align: 'end',
      cell: ({ item, market }) => (
        <>
          {formatAmount(item.filledQuantity, market, tag)} / {formatAmount(item.quantity, market, tag)}
        </>
      ),
    },
    {
      key: 'status',
      header: t('trade.account.status'),
      cell: ({ item }) => (
        <>
          {t(`trade.account.statuses.${item.status}`)}
          {item.cancelReason && item.cancelReason !== 'user' && (
            <span className="account-table__note"> ({t(`trade.account.cancelReasons.${item.cancelReason}`)})</span>
          )}
        </>
      ),
    },
  ];
}

/** Filled and cancelled orders, newest first by the time they were placed (the time shown). */
export function OrderHistoryTable({ orders }: { orders: readonly Order[] }) {
  const view = useColumnView();
  return (
    <AccountTable
      testId="order-history"
      columns={orderHistoryColumns(view)}
      rows={view.list(orders)}
      rowKey={({ item }) => item.id}
      rowData={({ item }) => ({ 'data-order-id': item.id, 'data-status': item.status })}
    />
  );
}
