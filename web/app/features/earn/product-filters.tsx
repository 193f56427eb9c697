import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { productTypes } from './model/earn-terms.ts';
import type { ProductFilter } from './model/filters.ts';

export interface ProductFiltersProps {
  filter: ProductFilter;
  assets: readonly string[];
  onChange(filter: ProductFilter): void;
}

/** Asset and type pickers above the product list. */
export function ProductFilters({ filter, assets, onChange }: ProductFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const filtered = filter.asset !== '' || filter.type !== '';
  return (
    <fieldset className="earn-filters">
      <legend className="visually-hidden">{t('earn.filters.label')}</legend>
      <div className="earn-filters__field">
        <label htmlFor={`${id}-asset`}>{t('earn.filters.asset')}</label>
        <select
          id={`${id}-asset`}
          className="earn-input"
          value={filter.asset}
          onChange={(event) => onChange({ ...filter, asset: event.target.value })}
        >
          <option value="">{t('earn.filters.allAssets')}</option>
          {assets.map((asset) => (
            <option key={asset} value={asset}>
              {asset}
            </option>
          ))}
        </select>
      </div>
      <div className="earn-filters__field">
        <label htmlFor={`${id}-type`}>{t('earn.filters.type')}</label>
        <select
          id={`${id}-type`}
          className="earn-input"
          value={filter.type}
          onChange={(event) => onChange({ ...filter, type: event.target.value as ProductFilter['type'] })}
        >
          <option value="">{t('earn.filters.allTypes')}</option>
          {productTypes.map((type) => (
            <option key={type} value={type}>
              {t(`earn.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      {filtered && (
        <button type="button" className="button button--ghost" onClick={() => onChange({ asset: '', type: '' })}>
          {t('earn.filters.reset')}
        </button>
      )}
    </fieldset>
  );
}
