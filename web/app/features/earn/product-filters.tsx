import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../ui/filter-select.tsx';
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
      <FilterSelect
        id={`${id}-asset`}
        label={t('earn.filters.asset')}
        value={filter.asset}
        onChange={(asset) => onChange({ ...filter, asset })}
        allLabel={t('earn.filters.allAssets')}
        options={assets.map((asset) => ({ value: asset, label: asset }))}
        fieldClassName="earn-filters__field"
        selectClassName="earn-input"
      />
      <FilterSelect
        id={`${id}-type`}
        label={t('earn.filters.type')}
        value={filter.type}
        onChange={(type) => onChange({ ...filter, type: type as ProductFilter['type'] })}
        allLabel={t('earn.filters.allTypes')}
        options={productTypes.map((type) => ({ value: type, label: t(`earn.types.${type}`) }))}
        fieldClassName="earn-filters__field"
        selectClassName="earn-input"
      />
      {filtered && (
        <button type="button" className="button button--ghost" onClick={() => onChange({ asset: '', type: '' })}>
          {t('earn.filters.reset')}
        </button>
      )}
    </fieldset>
  );
}
