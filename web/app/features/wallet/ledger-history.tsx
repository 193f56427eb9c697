import { type LocaleCode, localeByCode } from '@vela/contracts/locale-table';
import type { LedgerEntry } from '@vela/contracts/wallet';
import Big from 'big.js';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../lib/format/datetime.ts';
import { useTimeZone } from '../../state/time-zone.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { RetryFailure } from '../../ui/retry-failure.tsx';
import { TableHead } from '../../ui/table-head.tsx';
import { LedgerFilters } from './ledger-filters.tsx';
import { formatAssetAmount, formatSignedAmount } from './model/format.ts';
import { emptyLedgerFilter } from './model/ledger-filter.ts';
import { useKindLabel } from './use-kind-label.ts';
import type { Ledger } from './use-ledger.ts';

function changeClass(amount: string): string {
  const sign = new Big(amount).cmp(0);
  return sign > 0 ? 'num up' : sign < 0 ? 'num down' : 'num';
}

function LedgerRow({ entry, locale }: { entry: LedgerEntry; locale: LocaleCode }) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const { zone } = useTimeZone();
  const tag = localeByCode[locale].tag;
  const frozenMoved = !new Big(entry.frozenAmount).eq(0);
  return (
    <tr data-testid="ledger-entry" data-kind={entry.kind} data-asset={entry.asset}>
      <td data-label={t('wallet.ledger.time')}>
        <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt, zone)}</time>
      </td>
      <td data-label={t('wallet.ledger.kind')}>{kindLabel(entry.kind)}</td>
      <th scope="row" className="wallet-table__asset">
        {entry.asset}
      </th>
      <td
        className={`${changeClass(entry.amount)} wallet-ledger__change`}
        data-label={t('wallet.ledger.change')}
        data-testid="ledger-amount"
      >
        {formatSignedAmount(entry.amount, tag)}
      </td>
      <td className="num" data-label={t('wallet.ledger.frozenChange')}>
        {frozenMoved ? formatSignedAmount(entry.frozenAmount, tag) : '—'}
      </td>
      <td className="num" data-label={t('wallet.ledger.balanceAfter')}>
        {formatAssetAmount(entry.balanceAfter, tag)}
      </td>
    </tr>
  );
}

function LedgerBody({ ledger, locale }: { ledger: Ledger; locale: LocaleCode }) {
  const { t } = useTranslation();
  if (ledger.status === 'invalid-range') {
    return (
      <p className="form__error" role="alert">
        {t('wallet.ledger.rangeInvalid')}
      </p>
    );
  }
  if (ledger.status === 'loading') {
    return (
      <p className="wallet-ledger__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (ledger.status === 'error') {
    return (
      <RetryFailure
        className="wallet-error"
        message={t('wallet.ledger.error')}
        retryLabel={t('wallet.retry')}
        onRetry={ledger.retry}
      />
    );
  }
  if (ledger.entries.length === 0) {
    const filtered = JSON.stringify(ledger.filter) !== JSON.stringify(emptyLedgerFilter);
    return filtered ? (
      <EmptyState title={t('wallet.ledger.emptyFiltered')} hint={t('wallet.ledger.emptyFilteredHint')} />
    ) : (
      <EmptyState title={t('wallet.ledger.empty')} hint={t('wallet.ledger.emptyHint')} />
    );
  }
  return (
    <>
      <table className="data-table data-table--cards wallet-table wallet-table--ledger" data-testid="ledger">
        <TableHead
          columns={[
            { label: t('wallet.ledger.time') },
            { label: t('wallet.ledger.kind') },
            { label: t('wallet.ledger.asset') },
            { label: t('wallet.ledger.change'), num: true },
            { label: t('wallet.ledger.frozenChange'), num: true },
            { label: t('wallet.ledger.balanceAfter'), num: true },
          ]}
        />
        <tbody>
          {ledger.entries.map((entry) => (
            <LedgerRow key={entry.id} entry={entry} locale={locale} />
          ))}
        </tbody>
      </table>
      <div className="wallet-ledger__more">
        {ledger.hasMore ? (
          <button type="button" className="button" disabled={ledger.loadingMore} onClick={ledger.loadMore}>
            {ledger.loadingMore ? t('common.loading') : t('wallet.ledger.loadMore')}
          </button>
        ) : (
          <p className="wallet-ledger__end">{t('wallet.ledger.end')}</p>
        )}
        {ledger.loadMoreFailed && (
          <p className="form__error" role="alert">
            {t('wallet.ledger.loadMoreFailed')}
          </p>
        )}
      </div>
    </>
  );
}

/** Every movement of the user's balances, newest first, filtered, a page at a time. */
export function LedgerHistory({
  ledger,
  assets,
  locale,
}: {
  ledger: Ledger;
  assets: readonly string[];
  locale: LocaleCode;
}) {
  const { t } = useTranslation();
  const { label } = useTimeZone();
  return (
    <section className="wallet-ledger" aria-labelledby="wallet-ledger-heading">
      <div className="wallet-section-head">
        <h2 id="wallet-ledger-heading">{t('wallet.ledger.heading')}</h2>
        <p className="wallet-ledger__zone">{t('wallet.ledger.timeZone', { zone: label })}</p>
      </div>
      <LedgerFilters filter={ledger.filter} onChange={ledger.setFilter} assets={assets} kinds={ledger.kinds} />
      <LedgerBody ledger={ledger} locale={locale} />
    </section>
  );
}
