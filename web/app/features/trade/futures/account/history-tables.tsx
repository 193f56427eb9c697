import type { Transfer } from '@vela/contracts/futures-account';
import type { ClosedPosition, FundingPayment, FuturesFill, FuturesOrder } from '@vela/contracts/futures-trading';
import { formatTimestamp } from '../../../../lib/format/datetime.ts';
import { AccountTable, type Column } from '../../shared/account/account-table.tsx';
import { formatAmount, formatPrice } from '../../shared/model/format.ts';
import { formatSignedRatio, formatSignedUsdt, formatUsdt, signClass } from '../form/model/money-format.ts';
import { contractColumn, type FuturesColumnView, sideColumn, timeColumn, useFuturesColumnView } from './column-view.ts';
import { orderTypeText } from './orders-table.tsx';

function pnlColumn<Row extends { realizedPnl: string }>(view: FuturesColumnView): Column<Row> {
  return {
    key: 'pnl',
    header: view.t('futuresAccount.realizedPnl'),
    align: 'end',
    cell: (row) => formatSignedUsdt(row.realizedPnl, view.tag),
    cellClassName: (row) => signClass(row.realizedPnl),
  };
}

function feeColumn<Row extends { fee: string }>(view: FuturesColumnView): Column<Row> {
  return {
    key: 'fee',
    header: view.t('futuresAccount.fee'),
    align: 'end',
    cell: (row) => formatUsdt(row.fee, view.tag),
  };
}

function statusText(view: FuturesColumnView, order: FuturesOrder): string {
  const status = view.t(`futuresAccount.statuses.${order.status}`);
  if (order.status !== 'cancelled' || order.cancelReason === null || order.cancelReason === 'user') return status;
  return `${status} (${view.t(`futuresAccount.cancelReasons.${order.cancelReason}`)})`;
}

/** Filled and cancelled orders, newest first by the time they were placed (the time shown). */
export function OrderHistoryTable({ orders }: { orders: readonly FuturesOrder[] }) {
  const view = useFuturesColumnView();
  const { t, tag } = view;
  const columns: Column<FuturesOrder>[] = [
    timeColumn(view, (order) => order.createdAt),
    contractColumn(view),
    { key: 'type', header: t('futuresAccount.type'), cell: (order) => orderTypeText(view, order) },
    sideColumn(view),
    {
      key: 'average',
      header: t('futuresAccount.averagePrice'),
      align: 'end',
      cell: (order) =>
        order.averagePrice === null ? '—' : formatPrice(order.averagePrice, view.contractOf(order.symbol), tag),
    },
    {
      key: 'filled',
      header: t('futuresAccount.filledOfSize'),
      align: 'end',
      cell: (order) => {
        const contract = view.contractOf(order.symbol);
        return `${formatAmount(order.filledQuantity, contract, tag)} / ${formatAmount(order.quantity, contract, tag)}`;
      },
    },
    { key: 'status', header: t('futuresAccount.status'), cell: (order) => statusText(view, order) },
    { ...pnlColumn<FuturesOrder>(view), hideOn: 'phone' },
    { ...feeColumn<FuturesOrder>(view), hideOn: 'tablet' },
  ];
  return (
    <AccountTable
      testId="futures-order-history"
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      rowData={(order) => ({ 'data-order-id': order.id, 'data-status': order.status })}
    />
  );
}

/** Closed positions: when, which side, how large, entry and close price, closing PnL, fees and the PnL net of them. */
export function PositionHistoryTable({ positions }: { positions: readonly ClosedPosition[] }) {
  const view = useFuturesColumnView();
  const { t, tag } = view;
  const price = (position: ClosedPosition, value: string) => formatPrice(value, view.contractOf(position.symbol), tag);
  const columns: Column<ClosedPosition>[] = [
    timeColumn(view, (position) => position.closedAt),
    contractColumn(view),
    {
      key: 'side',
      header: t('futuresAccount.side'),
      cell: (position) =>
        `${t(`futuresAccount.positionSides.${position.side}`)} ${position.leverage}×${
          position.liquidated ? ` (${t('futuresAccount.liquidated')})` : ''
        }`,
      cellClassName: (position) => (position.side === 'long' ? 'up' : 'down'),
    },
    {
      key: 'size',
      header: t('futuresAccount.maxSize'),
      align: 'end',
      hideOn: 'phone',
      cell: (position) => formatAmount(position.size, view.contractOf(position.symbol), tag),
    },
    {
      key: 'entry',
      header: t('futuresAccount.entryPrice'),
      align: 'end',
      cell: (position) => price(position, position.entryPrice),
    },
    {
      key: 'close',
      header: t('futuresAccount.closePrice'),
      align: 'end',
      cell: (position) => price(position, position.closePrice),
    },
    {
      key: 'closingPnl',
      header: t('futuresAccount.closingPnl'),
      align: 'end',
      hideOn: 'tablet',
      cell: (position) => formatSignedUsdt(position.closingPnl, tag),
      cellClassName: (position) => signClass(position.closingPnl),
    },
    { ...feeColumn<ClosedPosition>(view), hideOn: 'tablet' },
    { ...pnlColumn<ClosedPosition>(view), cellTestId: 'futures-position-history-pnl' },
    {
      key: 'opened',
      header: t('timeZone.heading', { heading: t('futuresAccount.openedAt'), zone: view.zoneLabel }),
      hideOn: 'tablet',
      cell: (position) => formatTimestamp(position.openedAt, view.timeZone),
    },
  ];
  return (
    <AccountTable
      testId="futures-position-history"
      columns={columns}
      rows={positions}
      rowKey={(position) => position.id}
      rowData={(position) => ({ 'data-symbol': position.symbol, 'data-side': position.side })}
    />
  );
}

export function FillsTable({ fills }: { fills: readonly FuturesFill[] }) {
  const view = useFuturesColumnView();
  const { t, tag } = view;
  const columns: Column<FuturesFill>[] = [
    timeColumn(view, (fill) => fill.createdAt),
    contractColumn(view),
    sideColumn(view),
    {
      key: 'price',
      header: t('futuresAccount.price'),
      align: 'end',
      cell: (fill) => formatPrice(fill.price, view.contractOf(fill.symbol), tag),
    },
    {
      key: 'quantity',
      header: t('futuresAccount.size'),
      align: 'end',
      cell: (fill) => formatAmount(fill.quantity, view.contractOf(fill.symbol), tag),
    },
    feeColumn(view),
    {
      key: 'role',
      header: t('futuresAccount.role'),
      hideOn: 'phone',
      cell: (fill) => t(`futuresAccount.roles.${fill.role}`),
    },
    pnlColumn(view),
  ];
  return <AccountTable testId="futures-fills" columns={columns} rows={fills} rowKey={(fill) => fill.id} />;
}

export function FundingTable({ payments }: { payments: readonly FundingPayment[] }) {
  const view = useFuturesColumnView();
  const { t, tag } = view;
  const columns: Column<FundingPayment>[] = [
    timeColumn(view, (payment) => payment.time),
    contractColumn(view),
    {
      key: 'rate',
      header: t('futuresAccount.fundingRate'),
      align: 'end',
      cell: (payment) => formatSignedRatio(payment.rate, tag, 4),
    },
    {
      key: 'mark',
      header: t('futuresAccount.markPrice'),
      align: 'end',
      hideOn: 'phone',
      cell: (payment) => formatPrice(payment.markPrice, view.contractOf(payment.symbol), tag),
    },
    {
      key: 'amount',
      header: t('futuresAccount.fundingAmount'),
      align: 'end',
      cell: (payment) => formatSignedUsdt(payment.amount, tag),
      cellClassName: (payment) => signClass(payment.amount),
    },
  ];
  return (
    <AccountTable
      testId="futures-funding"
      columns={columns}
      rows={payments}
      rowKey={(payment) => `${payment.symbol}|${payment.time}`}
    />
  );
}

export function TransfersTable({ transfers }: { transfers: readonly Transfer[] }) {
  const view = useFuturesColumnView();
  const { t, tag } = view;
  const columns: Column<Transfer>[] = [
    timeColumn(view, (transfer) => transfer.createdAt),
    {
      key: 'direction',
      header: t('futuresAccount.direction'),
      cell: (transfer) => t(`futuresAccount.directions.${transfer.direction}`),
    },
    {
      key: 'amount',
      header: t('futuresAccount.amount'),
      align: 'end',
      cell: (transfer) => `${formatUsdt(transfer.amount, tag)} ${transfer.asset}`,
      cellTestId: 'futures-transfer-amount',
    },
  ];
  return (
    <AccountTable
      testId="futures-transfers"
      columns={columns}
      rows={transfers}
      rowKey={(transfer) => transfer.id}
      rowData={(transfer) => ({ 'data-direction': transfer.direction })}
    />
  );
}
