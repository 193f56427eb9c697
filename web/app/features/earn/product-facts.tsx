import type { EarnProduct } from '@vela/contracts/earn';
import { useTranslation } from 'react-i18next';
import { AprText } from './apr-text.tsx';
import { QuotaText } from './quota-text.tsx';
import { termText } from './term-text.ts';
import { useEarnFormat } from './use-locale-format.ts';

function TierTable({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  const format = useEarnFormat();
  const asset = product.asset;
  let from = '0';
  const rows = product.tiers.map((tier) => {
    const band =
      tier.upTo === null
        ? from === '0'
          ? t('earn.detail.tierAll')
          : t('earn.detail.tierAbove', { from: format.amount(from), asset })
        : t('earn.detail.tierFrom', { from: format.amount(from), to: format.amount(tier.upTo), asset });
    from = tier.upTo ?? from;
    return { band, apr: format.apr(tier.apr) };
  });
  return (
    <table className="earn-tiers" data-testid="earn-tiers">
      <caption className="visually-hidden">{t('earn.detail.tiers')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('earn.detail.tierBand')}</th>
          <th scope="col" className="num">
            {t('earn.detail.apr')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.band}>
            <th scope="row">{row.band}</th>
            <td className="num">{row.apr}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const redemptionKey = (product: EarnProduct) =>
  product.type === 'flexible'
    ? 'earn.detail.flexibleRule'
    : product.type === 'sharkfin'
      ? 'earn.detail.sharkfinRule'
      : product.earlyRedemption
        ? 'earn.detail.earlyAllowed'
        : 'earn.detail.earlyNotAllowed';

const interestKey = (product: EarnProduct) => `earn.detail.${product.type}Interest`;

/** A product's terms: rates (by tier), term, limits, quotas, the redemption and interest rules. */
export function ProductFacts({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  const format = useEarnFormat();
  const asset = product.asset;
  return (
    <section className="earn-card" aria-labelledby="earn-terms-heading">
      <h2 id="earn-terms-heading">{t('earn.detail.terms')}</h2>
      <dl className="earn-facts">
        <div>
          <dt>{t('earn.detail.apr')}</dt>
          <dd>
            <AprText product={product} />
          </dd>
        </div>
        <div>
          <dt>{t('earn.detail.term')}</dt>
          <dd>{termText(product, t)}</dd>
        </div>
        <div>
          <dt>{t('earn.detail.min')}</dt>
          <dd>
            {format.amount(product.minAmount)} {asset}
          </dd>
        </div>
        <div>
          <dt>{t('earn.detail.max')}</dt>
          <dd>
            {product.maxAmount === null ? t('earn.detail.noMax') : `${format.amount(product.maxAmount)} ${asset}`}
          </dd>
        </div>
        <div>
          <dt>{t('earn.detail.quota')}</dt>
          <dd>
            <QuotaText product={product} />
          </dd>
        </div>
        {product.perUserQuota !== null && (
          <div>
            <dt>{t('earn.detail.perUser')}</dt>
            <dd>
              {format.amount(product.perUserQuota)} {asset}
            </dd>
          </div>
        )}
        {product.userQuotaLeft !== null && (
          <div>
            <dt>{t('earn.detail.yourRoom')}</dt>
            <dd>
              {format.amount(product.userQuotaLeft)} {asset}
            </dd>
          </div>
        )}
        {product.autoRenewAllowed && (
          <div>
            <dt>{t('earn.detail.autoRenew')}</dt>
            <dd>{t('earn.detail.autoRenewOffered')}</dd>
          </div>
        )}
      </dl>
      {product.type !== 'sharkfin' && product.tiers.length > 1 && <TierTable product={product} />}
      <h3 className="earn-card__subheading">{t('earn.detail.redemption')}</h3>
      <p>{t(redemptionKey(product))}</p>
      <h3 className="earn-card__subheading">{t('earn.detail.interest')}</h3>
      <p>{t(interestKey(product))}</p>
    </section>
  );
}
