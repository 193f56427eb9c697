import type { ReactNode } from 'react';
import { useSeedTickers } from '../../../state/use-live-tickers.ts';
import { TerminalLayout } from '../shared/market-panels-layout.tsx';
import { AccountPanel } from './account/account-panel.tsx';
import { OrderForm } from './form/order-form.tsx';
import { OrderSheet } from './form/order-sheet.tsx';
import { PairHeader } from './market/pair-header.tsx';
import { TradeScreenProvider, useTradeScreen } from './trade-context.tsx';
import type { TradePageData } from './trade-page-data.ts';
import '../shared/trade.css';

function Terminal({ data, pairActions }: { data: TradePageData; pairActions?: ReactNode }) {
  const { market, form } = useTradeScreen();
  useSeedTickers(data.tickers);
  const initialTicker = data.tickers.find((ticker) => ticker.symbol === market.symbol);
  return (
    <TerminalLayout
      symbol={market.symbol}
      header={<PairHeader initialTicker={initialTicker} actions={pairActions} />}
      form={
        <section className="trade-panel">
          <OrderForm market={market} />
        </section>
      }
      account={<AccountPanel />}
      sheet={<OrderSheet market={market} />}
      orderEntry={{
        chooseSide: (side) => form.getState().setSide(side),
        clear: () => form.getState().setAmount(''),
      }}
    />
  );
}

/**
 * The spot terminal of one market; everything in it starts over when the market changes.
 * `pairActions` sit beside the pair's price: the route composes them from other features.
 */
export function TradeScreen({
  data,
  signedIn,
  pairActions,
}: {
  data: TradePageData;
  signedIn: boolean;
  pairActions?: ReactNode;
}) {
  return (
    <TradeScreenProvider key={data.market.symbol} data={data} signedIn={signedIn}>
      <Terminal data={data} pairActions={pairActions} />
    </TradeScreenProvider>
  );
}
