import type { CurrencyCode } from '@vela/contracts/currencies';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInPricingCurrency } from '../../lib/format/money.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { TableHead } from '../../ui/table-head.tsx';
import { type AssetFilter, SMALL_BALANCE_USDT, visibleAssets } from './model/filters.ts';
import { formatAssetAmount } from './model/format.ts';
import type { PricedRow } from './model/valuation.ts';

export interface AssetListProps {
  rows: readonly PricedRow[];
  filter: AssetFilter;
  onFilterChange(filter: AssetFilter): void;
  currency: CurrencyCode;
  localeTag: string;
}

function AssetRow({ row, currency, localeTag }: { row: PricedRow; currency: CurrencyCode; localeTag: string }) {
  const { t } = useTranslation();
  const value =
    row.value === null
      ? row.valueUsdt === null
        ? t('wallet.assets.noPrice')
        : t('common.loading')
      : formatInPricingCurrency(row.value, '1', currency, localeTag);
  return (
    <tr data-testid="wallet-asset" data-asset={row.asset}>
      <th scope="row" className="wallet-table__asset">
        {row.asset}
      </th>
      <td className="num" data-label={t('wallet.assets.total')} data-testid="asset-total">
        {formatAssetAmount(row.total, localeTag)}
      </td>
      <td className="num" data-label={t('wallet.assets.available')} data-testid="asset-available">
        {formatAssetAmount(row.available, localeTag)}
      </td>
      <td className="num" data-label={t('wallet.assets.frozen')} data-testid="asset-frozen">
        {formatAssetAmount(row.frozen, localeTag)}
      </td>
      <td className="num" data-label={t('wallet.assets.value')} data-testid="asset-value" data-value={row.value ?? ''}>
        {value}
      </td>
      <td className="wallet-table__action">
        {row.tradeSymbol && (
          <LocaleLink to={`/trade/${row.tradeSymbol}`} aria-label={t('wallet.assets.tradeAsset', { asset: row.asset })}>
            {t('wallet.assets.trade')}
          </LocaleLink>
        )}
      </td>
    </tr>
  );
}

/** The balances, most valuable first, with search, "hide small" and "show zero balances"; cards on a phone. */
export function AssetList({ rows, filter, onFilterChange, currency, localeTag }: AssetListProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const shown = visibleAssets(rows, filter);
  return (
    <section className="wallet-assets" aria-labelledby="wallet-assets-heading">
      <div className="wallet-section-head">
        <h2 id="wallet-assets-heading">{t('wallet.assets.heading')}</h2>
        <div className="wallet-assets__tools">
          <label className="visually-hidden" htmlFor={searchId}>
            {t('wallet.assets.search')}
          </label>
          <input
            id={searchId}
            type="search"
            className="wallet-input"
            placeholder={t('wallet.assets.searchPlaceholder')}
            value={filter.search}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onFilterChange({ ...filter, search: event.target.value })}
          />
          <label className="wallet-check">
            <input
              type="checkbox"
              checked={filter.hideSmall}
              onChange={(event) => onFilterChange({ ...filter, hideSmall: event.target.checked })}
            />
            {t('wallet.assets.hideSmall', { threshold: SMALL_BALANCE_USDT })}
          </label>
          <label className="wallet-check">
            <input
              type="checkbox"
              checked={filter.showZero}
              onChange={(event) => onFilterChange({ ...filter, showZero: event.target.checked })}
            />
            {t('wallet.assets.showZero')}
          </label>
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t('wallet.assets.noMatch')} hint={t('wallet.assets.noMatchHint')} />
      ) : (
        <table className="data-table data-table--cards wallet-table wallet-table--assets" data-testid="wallet-assets">
          <TableHead
            columns={[
              { label: t('wallet.assets.asset') },
              { label: t('wallet.assets.total'), num: true },
              { label: t('wallet.assets.available'), num: true },
              { label: t('wallet.assets.frozen'), num: true },
              { label: t('wallet.assets.value'), num: true },
              { label: <span className="visually-hidden">{t('wallet.assets.actions')}</span> },
            ]}
          />
          <tbody>
            {shown.map((row) => (
              <AssetRow key={row.asset} row={row} currency={currency} localeTag={localeTag} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
