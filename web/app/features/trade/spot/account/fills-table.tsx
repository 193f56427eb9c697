import type { Fill } from '@vela/contracts/trading';
import { fractionDigits } from '../../../../lib/market/decimals.ts';
import { AccountTable, type Column } from '../../shared/account/account-table.tsx';
import { formatAmount, formatFixed, formatPrice, formatTotal } from '../../shared/model/format.ts';
import { type ColumnView, type Listed, pairColumn, sideColumn, timeColumn, useColumnView } from './account-columns.tsx';

function fillColumns(view: ColumnView): Column<Listed<Fill>>[] {
  const { t, tag } = view;
  return [
    timeColumn(view, (fill) => fill.createdAt),
    pairColumn(view),
    sideColumn(view),
    {
      key: 'price',
      header: t('trade.account.price'),
      align: 'end',
      cell: ({ item, market }) => formatPrice(item.price, market, tag),
    },
    {
      key: 'amount',
      header: t('trade.account.amount'),
      align: 'end',
      cell: ({ item, market }) => formatAmount(item.quantity, market, tag),
    },
    {
      key: 'value',
      header: t('trade.account.value'),
      align: 'end',
      cell: ({ item, market }) => (
        <>
          {formatTotal(item.quoteAmount, market, tag)} {market.quote}
        </>
      ),
    },
    {
      key: 'fee',
      header: t('trade.account.fee'),
      align: 'end',
      cell: ({ item, market }) => {
        // The fee is taken from what the order received: the base asset on a buy, the quote on a sell;
        // shown with every digit it has, a fee of a small fill being smaller than the asset's usual step.
        const digits = Math.max(
          item.feeAsset === market.base ? market.amountPrecision : market.pricePrecision,
          fractionDigits(item.fee),
        );
        return (
          <>
            {formatFixed(item.fee, digits, tag)} {item.feeAsset}
            {item.rebate && (
              <>
                <br />
                <span className="account-table__note" data-testid="fill-rebate">
                  {t('trade.account.rebate', {
                    amount: formatFixed(item.rebate.amount, fractionDigits(item.rebate.amount), tag),
                    asset: item.rebate.asset,
                  })}
                </span>
              </>
            )}
          </>
        );
      },
    },
    { key: 'role', header: t('trade.account.role'), cell: ({ item }) => t(`trade.account.roles.${item.role}`) },
  ];
}

/**
 * The trader's fills, newest first, with the fee paid (and a fee coupon's rebate of it) and whether
 * the order made or took liquidity.
 */
export function FillsTable({ fills }: { fills: readonly Fill[] }) {
  const view = useColumnView();
  return (
    <AccountTable
      testId="fills"
      columns={fillColumns(view)}
      rows={view.list(fills)}
      rowKey={({ item }) => item.id}
      rowData={({ item }) => ({ 'data-fill-id': item.id, 'data-order-id': item.orderId })}
    />
  );
}
