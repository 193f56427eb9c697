import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { marketTabs } from './market-selection.ts';

/** The page's tabs: the spot lists (market-selection.ts), then the perpetual futures. */
export const listTabs = [...marketTabs, 'futures'] as const;
export type ListTab = (typeof listTabs)[number];

export const marketTabId = (tab: ListTab) => `market-tab-${tab}`;
export const MARKET_PANEL_ID = 'market-panel';

/**
 * All / Favourites / Futures, as an ARIA tab list: one tab stop, the arrow keys (and Home, End)
 * move to and select the other tabs.
 */
export function MarketTabs({
  tab,
  favouriteCount,
  onSelect,
}: {
  tab: ListTab;
  favouriteCount: string;
  onSelect(tab: ListTab): void;
}) {
  const { t } = useTranslation();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = listTabs.indexOf(tab);
    const last = listTabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = listTabs[(target + listTabs.length) % listTabs.length] ?? tab;
    onSelect(next);
    document.getElementById(marketTabId(next))?.focus();
  }

  return (
    <div role="tablist" aria-label={t('marketList.tabsLabel')} className="tabs market-list__tabs" onKeyDown={onKeyDown}>
      {listTabs.map((name) => (
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
          {name === 'futures' ? t('futures.markets.tab') : t(`marketList.tabs.${name}`)}
          {name === 'favourites' && <span className="market-list__count">{favouriteCount}</span>}
        </button>
      ))}
    </div>
  );
}
