import type { EarnProduct, EarnSummary } from '@vela/contracts/earn';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';
import { RetryFailure } from '../../ui/retry-failure.tsx';
import { EarnNav } from './earn-nav.tsx';
import { HoldingsStrip } from './holdings-strip.tsx';
import {
  filterFromQuery,
  filterProducts,
  type ProductFilter,
  productAssets,
  queryWithFilter,
} from './model/filters.ts';
import { ProductFilters } from './product-filters.tsx';
import { ProductTable } from './product-table.tsx';
import './earn.css';

export interface EarnScreenProps {
  /** Null when the list could not be loaded. */
  products: EarnProduct[] | null;
  /** A signed-in user's totals; null for a visitor or when they could not be read. */
  summary: EarnSummary | null;
}

/** Failed loads and retries, told in words and retried by running the loader again. */
export function LoadFailure({ message }: { message: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <RetryFailure
      className="earn-error"
      message={message}
      retryLabel={t('earn.list.retry')}
      onRetry={() => void revalidator.revalidate()}
      busy={revalidator.state === 'loading'}
      busyLabel={t('earn.list.loading')}
    />
  );
}

/** The earn hub: the signed-in user's totals, then every product, filtered by asset and type. */
export function EarnScreen({ products, summary }: EarnScreenProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = filterFromQuery(search);
  const assets = useMemo(() => productAssets(products ?? []), [products]);
  const shown = useMemo(() => filterProducts(products ?? [], filter), [products, filter]);
  const changeFilter = (next: ProductFilter) =>
    setSearch(queryWithFilter(search, next), { replace: true, preventScrollReset: true });

  return (
    <div className="earn">
      <header className="earn__head">
        <h1 id="earn-heading">{t('earn.heading')}</h1>
        <p className="lead">{t('earn.intro')}</p>
        <p className="earn__note">{t('earn.demoNote')}</p>
      </header>
      <EarnNav />
      {summary && <HoldingsStrip summary={summary} linkToPositions />}
      <section aria-labelledby="earn-products-heading">
        <div className="earn-section-head">
          <h2 id="earn-products-heading">{t('earn.list.heading')}</h2>
          {products && products.length > 0 && (
            <ProductFilters filter={filter} assets={assets} onChange={changeFilter} />
          )}
        </div>
        {products === null ? (
          <LoadFailure message={t('earn.list.error')} />
        ) : products.length === 0 ? (
          <EmptyState title={t('earn.list.empty')} hint={t('earn.list.emptyHint')} />
        ) : shown.length === 0 ? (
          <EmptyState title={t('earn.list.emptyFiltered')} hint={t('earn.list.emptyFilteredHint')}>
            <button type="button" className="button" onClick={() => changeFilter({ asset: '', type: '' })}>
              {t('earn.filters.reset')}
            </button>
          </EmptyState>
        ) : (
          <ProductTable products={shown} labelledBy="earn-products-heading" />
        )}
      </section>
    </div>
  );
}
