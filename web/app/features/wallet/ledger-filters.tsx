import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../ui/filter-select.tsx';
import { emptyLedgerFilter, type LedgerFilter } from './model/ledger-filter.ts';
import { useKindLabel } from './use-kind-label.ts';

export interface LedgerFiltersProps {
  filter: LedgerFilter;
  onChange(filter: LedgerFilter): void;
  assets: readonly string[];
  kinds: readonly string[];
}

/** Asset, type and date range of the ledger history; every change reloads the list. */
export function LedgerFilters({ filter, onChange, assets, kinds }: LedgerFiltersProps) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const id = useId();
  // The chosen kind stays offered even when the ledger no longer reports it.
  const kindOptions = filter.kind && !kinds.includes(filter.kind) ? [...kinds, filter.kind] : kinds;
  const set = (change: Partial<LedgerFilter>) => onChange({ ...filter, ...change });
  const filtered = JSON.stringify(filter) !== JSON.stringify(emptyLedgerFilter);
  return (
    <form
      className="wallet-ledger__filters"
      aria-label={t('wallet.ledger.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <FilterSelect
        id={`${id}-asset`}
        label={t('wallet.ledger.asset')}
        value={filter.asset}
        onChange={(asset) => set({ asset })}
        allLabel={t('wallet.ledger.allAssets')}
        options={assets.map((asset) => ({ value: asset, label: asset }))}
      />
      <FilterSelect
        id={`${id}-kind`}
        label={t('wallet.ledger.kind')}
        value={filter.kind}
        onChange={(kind) => set({ kind })}
        allLabel={t('wallet.ledger.allKinds')}
        options={kindOptions.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
      />
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('wallet.ledger.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={filter.fromDay}
          max={filter.toDay || undefined}
          onChange={(event) => set({ fromDay: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('wallet.ledger.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={filter.toDay}
          min={filter.fromDay || undefined}
          onChange={(event) => set({ toDay: event.target.value })}
        />
      </div>
      <button
        type="button"
        className="button button--ghost"
        disabled={!filtered}
        onClick={() => onChange(emptyLedgerFilter)}
      >
        {t('wallet.ledger.reset')}
      </button>
    </form>
  );
}
