import type { Balance } from '@vela/contracts/trading';
import Big from 'big.js';
import { useTranslation } from 'react-i18next';
import { fractionDigits } from '../model/decimals.ts';
import { formatFixed } from '../model/format.ts';
import { useLocaleTag } from '../use-locale-tag.ts';

/** Balances are shown with every decimal they hold, at least two. */
function formatBalance(value: string, tag: string): string {
  return formatFixed(value, Math.max(2, fractionDigits(value)), tag);
}

/** Every asset the trader holds: available to trade, frozen in open orders, and the two together. */
export function BalancesTable({ balances }: { balances: readonly Balance[] }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard to scroll it.
    <div className="account-panel__scroll" tabIndex={0}>
      <table className="account-table" data-testid="balances">
        <thead>
          <tr>
            <th scope="col">{t('trade.account.asset')}</th>
            <th scope="col" className="num">
              {t('trade.account.available')}
            </th>
            <th scope="col" className="num">
              {t('trade.account.frozen')}
            </th>
            <th scope="col" className="num">
              {t('trade.account.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {balances.map((balance) => (
            <tr key={balance.asset} data-asset={balance.asset}>
              <th scope="row">{balance.asset}</th>
              <td className="num" data-testid="balance-available">
                {formatBalance(balance.available, tag)}
              </td>
              <td className="num" data-testid="balance-frozen">
                {formatBalance(balance.frozen, tag)}
              </td>
              <td className="num">{formatBalance(new Big(balance.available).plus(balance.frozen).toFixed(), tag)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
