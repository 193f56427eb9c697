import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeedTickers } from '../../state/use-live-tickers.ts';
import { AccountPanel } from './account/account-panel.tsx';
import { OrderBookPanel } from './book/order-book-panel.tsx';
import { CandleChart } from './chart/candle-chart.tsx';
import { OrderForm } from './form/order-form.tsx';
import { OrderSheet } from './form/order-sheet.tsx';
import { PairHeader } from './market/pair-header.tsx';
import { TradeScreenProvider, useTradeScreen } from './trade-context.tsx';
import type { TradePageData } from './trade-page-data.ts';
import { RecentTradesPanel } from './trades/recent-trades-panel.tsx';
import './trade.css';

const phoneTabs = ['chart', 'book', 'trades'] as const;
type PhoneTab = (typeof phoneTabs)[number];

/** Chart, book and trades side by side; on a phone one at a time under tabs (CSS decides which layout). */
function MarketPanels() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PhoneTab>('chart');
  const shownOnPhone = (name: PhoneTab) => (tab === name ? undefined : '');
  return (
    <>
      <div className="trade-terminal__phone-tabs" role="tablist" aria-label={t('trade.phoneTabs.label')}>
        {phoneTabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`trade-${name}`}
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

function Terminal({ data }: { data: TradePageData }) {
  const { market } = useTradeScreen();
  useSeedTickers(data.tickers);
  const initialTicker = data.tickers.find((ticker) => ticker.symbol === market.symbol);
  return (
    <div className="trade-terminal" data-symbol={market.symbol}>
      <div className="trade-terminal__header">
        <PairHeader initialTicker={initialTicker} />
      </div>
      <MarketPanels />
      <div className="trade-terminal__form">
        <section className="trade-panel">
          <OrderForm market={market} />
        </section>
      </div>
      <div className="trade-terminal__account">
        <AccountPanel />
      </div>
      <OrderSheet market={market} />
    </div>
  );
}

/** The spot terminal of one market; everything in it starts over when the market changes. */
export function TradeScreen({ data, signedIn }: { data: TradePageData; signedIn: boolean }) {
  return (
    <TradeScreenProvider key={data.market.symbol} data={data} signedIn={signedIn}>
      <Terminal data={data} />
    </TradeScreenProvider>
  );
}
