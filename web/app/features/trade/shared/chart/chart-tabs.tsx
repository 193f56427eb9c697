import { useTranslation } from 'react-i18next';

export type ChartTab = 'price' | 'depth';

/** Price or depth: two tabs, one tab stop (the arrow keys move between them). */
export function ChartTabs({
  tab,
  onChange,
  panelId,
}: {
  tab: ChartTab;
  onChange: (tab: ChartTab) => void;
  panelId: string;
}) {
  const { t } = useTranslation();
  const tabs: readonly ChartTab[] = ['price', 'depth'];
  return (
    <div
      className="chart__tabs"
      role="tablist"
      aria-label={t('trade.chart.views')}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        const next = tab === 'price' ? 'depth' : 'price';
        onChange(next);
        event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
      }}
    >
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          className="choice-button"
          data-tab={name}
          aria-selected={tab === name}
          aria-controls={panelId}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => onChange(name)}
        >
          {t(`trade.chart.tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}
