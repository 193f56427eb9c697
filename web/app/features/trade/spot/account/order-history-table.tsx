import type { Order } from '@vela/contracts/trading';
import { AccountTable } from '../../shared/account/account-table.tsx';
import { formatAmount, formatPrice } from '../../shared/model/format.ts';
import { type ColumnView, useColumnView } from './account-columns.tsx';
import { type OrderRowColumn, orderRowColumns, orderRowData, perLeg } from './order-columns.tsx';
import { firstLeg, orderRows } from './order-rows.ts';

function orderHistoryColumns(view: ColumnView): OrderRowColumn[] {
  return [...orderRowColumns(view, (order) => order.createdAt), ...legColumns(view)];
}

/** What each leg of an OCO shows on its own line: prices, what filled, how it ended. */
function legColumns({ t, tag }: ColumnView): OrderRowColumn[] {
  return [
    perLeg({
      key: 'averagePrice',
      header: t('trade.account.averagePrice'),
      align: 'end',
      cell: ({ item, market }) => (item.averagePrice === null ? '—' : formatPrice(item.averagePrice, market, tag)),
    }),
    perLeg({
      key: 'price',
      header: t('trade.account.price'),
      align: 'end',
      cell: ({ item, market }) => (item.price === null ? t('trade.form.market') : formatPrice(item.price, market, tag)),
    }),
    perLeg({
      key: 'filled',
      header: t('trade.account.filledOfAmount'),
      align: 'end',
      cell: ({ item, market }) => (
        <>
          {formatAmount(item.filledQuantity, market, tag)} / {formatAmount(item.quantity, market, tag)}
        </>
      ),
    }),
    perLeg({
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
    }),
  ];
}

/**
 * Filled and cancelled orders, newest first by the time they were placed (the time shown); an
 * OCO's two legs on one row.
 */
export function OrderHistoryTable({ orders }: { orders: readonly Order[] }) {
  const view = useColumnView();
  return (
    <AccountTable
      testId="order-history"
      columns={orderHistoryColumns(view)}
      rows={view.list(orderRows(orders))}
      rowKey={({ item }) => item.id}
      rowData={({ item }) => orderRowData(item, { 'data-status': firstLeg(item).status })}
    />
  );
}
