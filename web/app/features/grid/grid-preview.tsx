import { useTranslation } from 'react-i18next';
import type { GridPreview } from './model/grid-draft.ts';
import { useGridFormat } from './use-grid-format.ts';

/** What one round earns after fees (lowest – highest across the grids) and each order's quantity. */
export function GridPreviewBox({ preview, base }: { preview: GridPreview | null; base: string }) {
  const { t } = useTranslation();
  const format = useGridFormat();
  return (
    <div className="grid-preview" aria-live="polite" data-testid="grid-preview">
      <h3>{t('grid.preview.title')}</h3>
      {preview ? (
        <dl className="grid-figures">
          <dt>{t('grid.preview.profitPerGrid')}</dt>
          <dd data-testid="grid-profit-per-grid">
            {t('grid.preview.range', { low: format.rate(preview.profitLow), high: format.rate(preview.profitHigh) })}
          </dd>
          <dt>{t('grid.preview.quantity')}</dt>
          <dd data-testid="grid-order-quantity">{`${format.amount(preview.quantity)} ${base}`}</dd>
        </dl>
      ) : (
        <p className="grid-muted">{t('grid.preview.empty')}</p>
      )}
    </div>
  );
}
