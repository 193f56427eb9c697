import type { ReactNode } from 'react';

/** One column of an account table, as data: what its header says and how a row fills its cell. */
export interface Column<Row> {
  /** Unique within the table (React's key for the header and the cells). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `end` for numbers, so their digits line up. */
  align?: 'start' | 'end';
  /** A class on the header and on every cell of the column. */
  className?: string;
  /** A class on one row's cell, from its value (a buy is `up`, a sell `down`). */
  cellClassName?: (row: Row) => string | undefined;
  /** The column names its row (a `th scope="row"` instead of a `td`). */
  rowHeader?: boolean;
  /** `data-testid` of every cell of the column. */
  cellTestId?: string;
  /** Left out where the table is too wide: from the tablet layout down (< 1200 px), or on phones only (<= 768 px). */
  hideOn?: 'tablet' | 'phone';
}

/** The attributes a row carries for tests and styles: its ids and state (`data-order-id`, `data-status`). */
export type RowData = Readonly<Record<`data-${string}`, string | number>>;

function classes(...names: (string | false | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

function columnClasses<Row>(column: Column<Row>): (string | false | undefined)[] {
  return [
    column.align === 'end' && 'num',
    column.className,
    column.hideOn && `account-table__hide-on-${column.hideOn}`,
  ];
}

/**
 * A table of the trader's account (open orders, order history, fills, balances) drawn from its
 * columns: one header row, one row per item, in a box that scrolls and can be reached by keyboard.
 */
export function AccountTable<Row>({
  testId,
  columns,
  rows,
  rowKey,
  rowData,
}: {
  testId: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowData?: (row: Row) => RowData;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard to scroll it.
    <div className="account-panel__scroll" tabIndex={0}>
      <table className="account-table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={classes(...columnClasses(column))}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)}>
              {columns.map((column) => {
                const className = classes(...columnClasses(column), column.cellClassName?.(row));
                return column.rowHeader ? (
                  <th key={column.key} scope="row" className={className} data-testid={column.cellTestId}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={className} data-testid={column.cellTestId}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
