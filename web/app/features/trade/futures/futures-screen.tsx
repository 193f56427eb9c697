import type { ReactNode } from 'react';
import { useSeedFuturesTickers } from '../../../state/use-live-tickers.ts';
import { TerminalLayout } from '../shared/market-panels-layout.tsx';
import { FuturesAccountPanel } from './account/futures-account-panel.tsx';
import { FuturesAssetsPanel } from './account/futures-assets-panel.tsx';
import { ContractHeader } from './contract-header.tsx';
import { FuturesOrderForm } from './form/futures-order-form.tsx';
import { FuturesTerminalProvider, useFuturesTerminal } from './futures-context.tsx';
import { FuturesOrderSheet } from './futures-order-sheet.tsx';
import type { FuturesPageData } from './futures-page-data.ts';
import '../shared/trade.css';
import './futures.css';

function Terminal({ data, contractActions }: { data: FuturesPageData; contractActions?: ReactNode }) {
  const { contract, form } = useFuturesTerminal();
  useSeedFuturesTickers(data.tickers);
  return (
    <TerminalLayout
      className="trade-terminal--futures"
      symbol={contract.symbol}
      header={<ContractHeader initialTickers={data.tickers} actions={contractActions} />}
      form={
        <>
          <FuturesOrderForm />
          <FuturesAssetsPanel />
        </>
      }
      account={<FuturesAccountPanel />}
      sheet={
        <FuturesOrderSheet>
          <FuturesOrderForm />
          <FuturesAssetsPanel />
        </FuturesOrderSheet>
      }
      // One form places both sides (Buy/Long and Sell/Short buttons): B and S go to its size field.
      orderEntry={{
        chooseSide: () => {},
        clear: () => form.getState().change({ size: '' }),
        field: '.futures-form__size input',
      }}
    />
  );
}

/**
 * The futures terminal of one contract; everything in it starts over when the contract changes.
 * `contractActions` sit beside the contract's price: the route composes them from other features.
 */
export function FuturesScreen({
  data,
  signedIn,
  contractActions,
}: {
  data: FuturesPageData;
  signedIn: boolean;
  contractActions?: ReactNode;
}) {
  return (
    <FuturesTerminalProvider key={data.contract.symbol} data={data} signedIn={signedIn}>
      <Terminal data={data} contractActions={contractActions} />
    </FuturesTerminalProvider>
  );
}
