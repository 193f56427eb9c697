import type { Fill } from '@vela/contracts/trading';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format/datetime.ts';
import { useRootData } from '../../../lib/routing/root-data.ts';
import { fractionDigits } from '../model/decimals.ts';
import { formatAmount, formatFixed, formatPrice, formatTotal } from '../model/format.ts';
import { useTradeScreen } from '../trade-context.tsx';
import { useLocaleTag } from '../use-locale-tag.ts';
import { marketFor } from './market-lookup.ts';

/** The trader's fills, newest first, with the fee paid and whether the order made or took liquidity. */
export function FillsTable({ fills }: { fills: readonly Fill[] }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const tag = useLocaleTag();
  const { markets } = useTradeScreen();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard to scroll it.
    <div className="account-panel__scroll" tabIndex={0}>
      <table className="account-table" data-testid="fills">
        <thead>
          <tr>
            <th scope="col">{t('trade.account.time')}</th>
            <th scope="col">{t('trade.account.pair')}</th>
            <th scope="col">{t('trade.account.side')}</th>
            <th scope="col" className="num">
              {t('trade.account.price')}
            </th>
            <th scope="col" className="num">
              {t('trade.account.amount')}
            </th>
            <th scope="col" className="num">
              {t('trade.account.value')}
            </th>
            <th scope="col" className="num">
              {t('trade.account.fee')}
            </th>
            <th scope="col">{t('trade.account.role')}</th>
          </tr>
        </thead>
        <tbody>
          {fills.map((fill) => {
            const market = marketFor(markets, fill.symbol);
            // The fee is taken from what the order received: the base asset on a buy, the quote on a sell;
            // shown with every digit it has, a fee of a small fill being smaller than the asset's usual step.
            const feeDigits = Math.max(
              fill.feeAsset === market.base ? market.amountPrecision : market.pricePrecision,
              fractionDigits(fill.fee),
            );
            return (
              <tr key={fill.id} data-fill-id={fill.id} data-order-id={fill.orderId}>
                <td>{formatTimestamp(fill.createdAt, locale)}</td>
                <td>{market.label}</td>
                <td className={fill.side === 'buy' ? 'up' : 'down'}>{t(`trade.form.${fill.side}`)}</td>
                <td className="num">{formatPrice(fill.price, market, tag)}</td>
                <td className="num">{formatAmount(fill.quantity, market, tag)}</td>
                <td className="num">
                  {formatTotal(fill.quoteAmount, market, tag)} {market.quote}
                </td>
                <td className="num">
                  {formatFixed(fill.fee, feeDigits, tag)} {fill.feeAsset}
                </td>
                <td>{t(`trade.account.roles.${fill.role}`)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
