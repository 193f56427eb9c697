import type { EarnProduct, SharkfinTerms } from '@vela/contracts/earn';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { AprText } from './apr-text.tsx';
import { EarnNav } from './earn-nav.tsx';
import { LoadFailure } from './earn-screen.tsx';
import { productName } from './product-name.ts';
import { SharkfinPanel } from './sharkfin-panel.tsx';
import { termText } from './term-text.ts';
import { useEarnFormat } from './use-locale-format.ts';
import './earn.css';

function SharkfinCard({ product, terms }: { product: EarnProduct; terms: SharkfinTerms }) {
  const { t } = useTranslation();
  const { locale } = useEarnFormat();
  const name = productName(product, locale, t);
  const headingId = `sharkfin-${product.id}`;
  return (
    <li className="earn-card earn-sharkfin-card">
      <div className="earn-sharkfin-card__head">
        <h2 id={headingId}>
          <LocaleLink to={`/earn/${product.id}`}>{name}</LocaleLink>
        </h2>
        <p className="earn-badges">
          <span className="earn-badge">
            <AprText product={product} />
          </span>
          <span className="earn-badge">{termText(product, t)}</span>
          {product.status !== 'open' && (
            <span className="earn-badge earn-badge--muted">{t(`earn.status.${product.status}`)}</span>
          )}
        </p>
      </div>
      <SharkfinPanel product={product} terms={terms} name={name} />
      <LocaleLink
        to={`/earn/${product.id}`}
        className="button button--primary"
        aria-label={t('earn.list.subscribeTo', { product: name })}
      >
        {t('earn.list.subscribe')}
      </LocaleLink>
    </li>
  );
}

/** Sharkfin products: the rule in words, then each product's range, live price and payoff chart. */
export function SharkfinScreen({ products }: { products: EarnProduct[] | null }) {
  const { t } = useTranslation();
  const sharkfins = (products ?? []).filter((product) => product.sharkfin !== null);
  return (
    <div className="earn">
      <header className="earn__head">
        <h1>{t('earn.sharkfin.heading')}</h1>
        <p className="lead">{t('earn.sharkfin.intro')}</p>
        <p className="earn__note">{t('earn.sharkfin.rule')}</p>
      </header>
      <EarnNav />
      {products === null ? (
        <LoadFailure message={t('earn.list.error')} />
      ) : sharkfins.length === 0 ? (
        <EmptyState title={t('earn.sharkfin.empty')} hint={t('earn.sharkfin.emptyHint')} />
      ) : (
        <ul className="earn-sharkfin-list">
          {sharkfins.map((product) =>
            product.sharkfin ? <SharkfinCard key={product.id} product={product} terms={product.sharkfin} /> : null,
          )}
        </ul>
      )}
    </div>
  );
}
