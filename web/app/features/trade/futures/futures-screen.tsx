import { useSeedFuturesTickers } from '../../../state/use-live-tickers.ts';
import { MarketPanelsLayout } from '../market-panels-layout.tsx';
import { FuturesAccountPanel } from './account/futures-account-panel.tsx';
import { FuturesAssetsPanel } from './account/futures-assets-panel.tsx';
import { ContractHeader } from './contract-header.tsx';
import { FuturesOrderForm } from './form/futures-order-form.tsx';
import { FuturesTerminalProvider, useFuturesTerminal } from './futures-context.tsx';
import { FuturesOrderSheet } from './futures-order-sheet.tsx';
import type { FuturesPageData } from './futures-page-data.ts';
import '../trade.css';
import './futures.css';

function Terminal({ data }: { data: FuturesPageData }) {
  const { contract } = useFuturesTerminal();
  useSeedFuturesTickers(data.tickers);
  return (
    <div className="trade-terminal trade-terminal--futures" data-symbol={contract.symbol}>
      <div className="trade-terminal__header">
        <ContractHeader initialTickers={data.tickers} />
      </div>
      <MarketPanelsLayout />
      <div className="trade-terminal__form">
        <FuturesOrderForm />
        <FuturesAssetsPanel />
      </div>
      <div className="trade-terminal__account">
        <FuturesAccountPanel />
      </div>
      <FuturesOrderSheet>
        <FuturesOrderForm />
        <FuturesAssetsPanel />
      </FuturesOrderSheet>
    </div>
  );
}

/** The futures terminal of one contract; everything in it starts over when the contract changes. */
export function FuturesScreen({ data, signedIn }: { data: FuturesPageData; signedIn: boolean }) {
  return (
    <FuturesTerminalProvider key={data.contract.symbol} data={data} signedIn={signedIn}>
      <Terminal data={data} />
    </FuturesTerminalProvider>
  );
}
