import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type MarketTab, marketTabs } from './market-selection.ts';

export const marketTabId = (tab: MarketTab) => `market-tab-${tab}`;
export const MARKET_PANEL_ID = 'market-panel';

/**
 * All / Favourites, as an ARIA tab list: one tab stop, the arrow keys (and Home, End) move to
 * and select the other tab.
 */
export function MarketTabs({
  tab,
  favouriteCount,
  onSelect,
}: {
  tab: MarketTab;
  favouriteCount: string;
  onSelect(tab: MarketTab): void;
}) {
  const { t } = useTranslation();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = marketTabs.indexOf(tab);
    const last = marketTabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = marketTabs[(target + marketTabs.length) % marketTabs.length] ?? tab;
    onSelect(next);
    document.getElementById(marketTabId(next))?.focus();
  }

  return (
    <div role="tablist" aria-label={t('marketList.tabsLabel')} className="tabs market-list__tabs" onKeyDown={onKeyDown}>
      {marketTabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={marketTabId(name)}
          aria-selected={name === tab}
          aria-controls={MARKET_PANEL_ID}
          tabIndex={name === tab ? 0 : -1}
          className="tabs__tab"
          onClick={() => onSelect(name)}
        >
          {t(`marketList.tabs.${name}`)}
          {name === 'favourites' && <span className="market-list__count">{favouriteCount}</span>}
        </button>
      ))}
    </div>
  );
}
