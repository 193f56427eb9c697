import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderBookPanel } from './book/order-book-panel.tsx';
import { CandleChart } from './chart/candle-chart.tsx';
import { RecentTradesPanel } from './trades/recent-trades-panel.tsx';

const phoneTabs = ['chart', 'book', 'trades'] as const;
type PhoneTab = (typeof phoneTabs)[number];

/**
 * Chart, book and trades of a terminal (spot or futures, from the market panels context) side by
 * side; on a phone one at a time under tabs (CSS decides which layout). The tabs are one tab stop:
 * the arrow keys, Home and End move to and select the others.
 */
export function MarketPanelsLayout() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PhoneTab>('chart');
  const shownOnPhone = (name: PhoneTab) => (tab === name ? undefined : '');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = phoneTabs.indexOf(tab);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: phoneTabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = phoneTabs[(target + phoneTabs.length) % phoneTabs.length] ?? tab;
    setTab(next);
    document.getElementById(`trade-tab-${next}`)?.focus();
  };
  return (
    <>
      <div
        className="trade-terminal__phone-tabs"
        role="tablist"
        aria-label={t('trade.phoneTabs.label')}
        onKeyDown={onKeyDown}
      >
        {phoneTabs.map((name) => (
          <button
            key={name}
            id={`trade-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`trade-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`trade.phoneTabs.${name}`)}
          </button>
        ))}
      </div>
      <div id="trade-chart" className="trade-terminal__chart" data-phone-hidden={shownOnPhone('chart')}>
        <CandleChart />
      </div>
      <div id="trade-book" className="trade-terminal__book" data-phone-hidden={shownOnPhone('book')}>
        <OrderBookPanel />
      </div>
      <div id="trade-trades" className="trade-terminal__trades" data-phone-hidden={shownOnPhone('trades')}>
        <RecentTradesPanel />
      </div>
    </>
  );
}
