import type { Order } from '@vela/contracts/trading';
import type { ReactNode } from 'react';
import type { Column, RowData } from '../../shared/account/account-table.tsx';
import { type ColumnView, type Listed, pairColumn, sideColumn, timeColumn, typeColumn } from './account-columns.tsx';
import { firstLeg, isOcoRow, type OrderRow } from './order-rows.ts';

type OrderColumn = Column<Listed<Order>>;
export type OrderRowColumn = Column<Listed<OrderRow>>;

const onLeg = (row: Listed<OrderRow>, leg: Order): Listed<Order> => ({ item: leg, market: row.market });

/** A column as the row's first leg fills it: what an OCO's legs share (time, pair, side, amount). */
export function shared(column: OrderColumn): OrderRowColumn {
  const { cellClassName } = column;
  return {
    ...column,
    cell: (row) => column.cell(onLeg(row, firstLeg(row.item))),
    cellClassName: cellClassName && ((row) => cellClassName(onLeg(row, firstLeg(row.item)))),
  };
}

/**
 * A column filled once per leg, a line each, where an OCO's legs differ (type, price, filled,
 * status); `first` goes before the first leg's line.
 */
export function perLeg(column: OrderColumn, first?: ReactNode): OrderRowColumn {
  return {
    ...column,
    cellClassName: undefined,
    cell: (row) =>
      isOcoRow(row.item)
        ? row.item.legs.map((leg, index) => (
            <span key={leg.id} className="account-table__leg">
              {index === 0 && first}
              {column.cell(onLeg(row, leg))}
            </span>
          ))
        : column.cell(onLeg(row, firstLeg(row.item))),
  };
}

/** What both order tables start with: when (`time` of the first leg), the pair, the type ("OCO" and each leg's), the side. */
export function orderRowColumns(view: ColumnView, time: (order: Order) => string): OrderRowColumn[] {
  return [
    shared(timeColumn<Order>(view, time)),
    shared(pairColumn<Order>(view)),
    perLeg(typeColumn<Order>(view), <span className="account-table__oco">{view.t('trade.form.oco')} · </span>),
    shared(sideColumn<Order>(view)),
  ];
}

/** The row's ids for tests and styles: the order's (an OCO's group) and, for an OCO, that it is one. */
export function orderRowData(row: OrderRow, extra: RowData = {}): RowData {
  return { 'data-order-id': row.id, ...(isOcoRow(row) ? { 'data-oco': 'true' } : {}), ...extra };
}
