import { useSeedTickers } from '../../state/use-live-tickers.ts';
import { AccountPanel } from './account/account-panel.tsx';
import { OrderForm } from './form/order-form.tsx';
import { OrderSheet } from './form/order-sheet.tsx';
import { PairHeader } from './market/pair-header.tsx';
import { MarketPanelsLayout } from './market-panels-layout.tsx';
import { TradeScreenProvider, useTradeScreen } from './trade-context.tsx';
import type { TradePageData } from './trade-page-data.ts';
import './trade.css';

function Terminal({ data }: { data: TradePageData }) {
  const { market } = useTradeScreen();
  useSeedTickers(data.tickers);
  const initialTicker = data.tickers.find((ticker) => ticker.symbol === market.symbol);
  return (
    <div className="trade-terminal" data-symbol={market.symbol}>
      <div className="trade-terminal__header">
        <PairHeader initialTicker={initialTicker} />
      </div>
      <MarketPanelsLayout />
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
