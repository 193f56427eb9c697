import type { Balance } from '@vela/contracts/trading';
import Big from 'big.js';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatAssetAmount } from '../../../../lib/format/number.ts';
import { AccountTable, type Column } from '../../shared/account/account-table.tsx';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';

function balanceColumns(t: TFunction, tag: string): Column<Balance>[] {
  return [
    { key: 'asset', header: t('trade.account.asset'), rowHeader: true, cell: (balance) => balance.asset },
    {
      key: 'available',
      header: t('trade.account.available'),
      align: 'end',
      cellTestId: 'balance-available',
      cell: (balance) => formatAssetAmount(balance.available, tag),
    },
    {
      key: 'frozen',
      header: t('trade.account.frozen'),
      align: 'end',
      cellTestId: 'balance-frozen',
      cell: (balance) => formatAssetAmount(balance.frozen, tag),
    },
    {
      key: 'total',
      header: t('trade.account.total'),
      align: 'end',
      cell: (balance) => formatAssetAmount(new Big(balance.available).plus(balance.frozen).toFixed(), tag),
    },
  ];
}

/** Every asset the trader holds: available to trade, frozen in open orders, and the two together. */
export function BalancesTable({ balances }: { balances: readonly Balance[] }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  return (
    <AccountTable
      testId="balances"
      columns={balanceColumns(t, tag)}
      rows={balances}
      rowKey={(balance) => balance.asset}
      rowData={(balance) => ({ 'data-asset': balance.asset })}
    />
  );
}
