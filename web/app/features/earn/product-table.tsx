import type { EarnProduct } from '@vela/contracts/earn';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { TableHead } from '../../ui/table-head.tsx';
import { AprText } from './apr-text.tsx';
import { productName } from './product-name.ts';
import { QuotaText } from './quota-text.tsx';
import { termText } from './term-text.ts';
import { useEarnFormat } from './use-locale-format.ts';

function ProductRow({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  const { locale } = useEarnFormat();
  const name = productName(product, locale, t);
  const open = product.status === 'open';
  return (
    <tr data-testid="earn-product" data-product={product.id} data-type={product.type} data-asset={product.asset}>
      <th scope="row" className="earn-table__product">
        <LocaleLink to={`/earn/${product.id}`} className="earn-table__name">
          {name}
        </LocaleLink>
        <span className="earn-badges">
          <span className="earn-badge">{t(`earn.types.${product.type}`)}</span>
          {!open && <span className="earn-badge earn-badge--muted">{t(`earn.status.${product.status}`)}</span>}
        </span>
      </th>
      <td className="num" data-label={t('earn.list.apr')}>
        <AprText product={product} />
      </td>
      <td data-label={t('earn.list.term')}>{termText(product, t)}</td>
      <td data-label={t('earn.list.quotaLeft')}>
        <QuotaText product={product} />
      </td>
      <td className="earn-table__action">
        <LocaleLink
          to={`/earn/${product.id}`}
          className={open ? 'button button--primary' : 'button'}
          aria-label={
            open ? t('earn.list.subscribeTo', { product: name }) : t('earn.list.detailsOf', { product: name })
          }
        >
          {open ? t('earn.list.subscribe') : t('earn.list.details')}
        </LocaleLink>
      </td>
    </tr>
  );
}

/** Products with APR, term and quota left; a card each on a phone. */
export function ProductTable({ products, labelledBy }: { products: readonly EarnProduct[]; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    <table className="data-table data-table--cards earn-table" aria-labelledby={labelledBy} data-testid="earn-products">
      <TableHead
        columns={[
          { label: t('earn.list.product') },
          { label: t('earn.list.apr'), num: true },
          { label: t('earn.list.term') },
          { label: t('earn.list.quotaLeft') },
          { label: <span className="visually-hidden">{t('earn.list.action')}</span> },
        ]}
      />
      <tbody>
        {products.map((product) => (
          <ProductRow key={product.id} product={product} />
        ))}
      </tbody>
    </table>
  );
}
