import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
      <div className="field">
        <label htmlFor={`${id}-asset`}>{t('wallet.ledger.asset')}</label>
        <select id={`${id}-asset`} value={filter.asset} onChange={(event) => set({ asset: event.target.value })}>
          <option value="">{t('wallet.ledger.allAssets')}</option>
          {assets.map((asset) => (
            <option key={asset} value={asset}>
              {asset}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t('wallet.ledger.kind')}</label>
        <select id={`${id}-kind`} value={filter.kind} onChange={(event) => set({ kind: event.target.value })}>
          <option value="">{t('wallet.ledger.allKinds')}</option>
          {kindOptions.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(kind)}
            </option>
          ))}
        </select>
      </div>
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
