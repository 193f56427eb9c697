// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountTable, type Column } from './account-table.tsx';

afterEach(cleanup);

interface Holding {
  asset: string;
  amount: string;
  side: 'buy' | 'sell';
}

const rows: Holding[] = [
  { asset: 'BTC', amount: '1.5', side: 'buy' },
  { asset: 'ETH', amount: '20', side: 'sell' },
];

const columns: Column<Holding>[] = [
  { key: 'asset', header: 'Asset', rowHeader: true, cell: (row) => row.asset },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    cellTestId: 'amount',
    cell: (row) => row.amount,
    cellClassName: (row) => (row.side === 'buy' ? 'up' : 'down'),
  },
  { key: 'note', header: 'Note', hideOn: 'phone', className: 'extra', cell: () => 'n/a' },
];

function renderTable(props: Partial<Parameters<typeof AccountTable<Holding>>[0]> = {}) {
  return render(
    <AccountTable
      testId="holdings"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.asset}
      rowData={(row) => ({ 'data-asset': row.asset })}
      {...props}
    />,
  );
}

describe('AccountTable', () => {
  it('draws one header and one row per item, in the order of the columns', () => {
    renderTable();
    const table = screen.getByTestId('holdings');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Asset', 'Amount', 'Note']);
    const bodyRows = table.querySelectorAll('tbody tr');
    expect([...bodyRows].map((row) => row.getAttribute('data-asset'))).toEqual(['BTC', 'ETH']);
    expect([...bodyRows].map((row) => row.textContent)).toEqual(['BTC1.5n/a', 'ETH20n/a']);
  });

  it('makes a row-header column a th scoped to its row', () => {
    renderTable();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['BTC', 'ETH']);
    for (const header of screen.getAllByRole('rowheader')) expect(header.getAttribute('scope')).toBe('row');
  });

  it('aligns numbers to the end, adds each cell its own class, and no empty class attribute', () => {
    renderTable();
    const [btc, eth] = screen.getAllByTestId('amount');
    expect(btc?.className).toBe('num up');
    expect(eth?.className).toBe('num down');
    expect(screen.getByRole('columnheader', { name: 'Amount' }).className).toBe('num');
    expect(screen.getByRole('columnheader', { name: 'Asset' }).hasAttribute('class')).toBe(false);
  });

  it('marks a column hidden on narrow screens on its header and its cells', () => {
    const { container } = renderTable();
    expect(container.querySelectorAll('.account-table__hide-on-phone.extra')).toHaveLength(3);
  });

  it('sits in a box the keyboard can reach to scroll', () => {
    const { container } = renderTable();
    const box = container.firstElementChild;
    expect(box?.className).toBe('account-panel__scroll');
    expect(box?.getAttribute('tabindex')).toBe('0');
    expect(box?.querySelector('table')?.className).toBe('account-table');
  });

  it('renders what a cell returns, controls included', () => {
    const onCancel = vi.fn();
    renderTable({
      columns: [
        ...columns,
        {
          key: 'action',
          header: 'Action',
          cell: (row) => (
            <button type="button" onClick={() => onCancel(row.asset)}>
              Cancel {row.asset}
            </button>
          ),
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel ETH' }));
    expect(onCancel).toHaveBeenCalledWith('ETH');
  });

  it('draws the header alone for no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByTestId('holdings').querySelectorAll('tbody tr')).toHaveLength(0);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });
});
