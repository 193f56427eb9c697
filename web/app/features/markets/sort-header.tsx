import type { MarketSort, SortDirection, SortKey } from './market-sort.ts';

/** Two stacked arrows; the one of the active direction is filled in. */
function SortArrows({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg className="sort-arrows" viewBox="0 0 8 12" width="8" height="12" aria-hidden="true" focusable="false">
      <path d="M4 0l4 5H0z" className={direction === 'ascending' ? 'sort-arrows__on' : undefined} />
      <path d="M4 12l4-5H0z" className={direction === 'descending' ? 'sort-arrows__on' : undefined} />
    </svg>
  );
}

/** A column header that sorts by its key: a button (keyboard: Tab, then Enter or Space), its state in aria-sort. */
export function SortHeader({
  sortKey,
  label,
  sort,
  onSort,
  className,
}: {
  sortKey: SortKey;
  label: string;
  sort: MarketSort;
  onSort(key: SortKey): void;
  className?: string;
}) {
  const direction = sort?.key === sortKey ? sort.direction : undefined;
  return (
    <th scope="col" className={className} aria-sort={direction ?? 'none'}>
      <button type="button" className="sort-button" onClick={() => onSort(sortKey)}>
        {label}
        <SortArrows direction={direction} />
      </button>
    </th>
  );
}
