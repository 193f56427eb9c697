import {
  futuresContractListSchema,
  futuresDepthSchema,
  futuresPaths,
  futuresTickerListSchema,
  futuresTradeListSchema,
} from '@vela/contracts/futures';
import { type LoaderArgs, loadTerminalPage } from '../shared/load-terminal.server.ts';
import type { FuturesPageData } from './futures-page-data.ts';

/** The futures terminal's first paint (see loadTerminalPage): the contracts, futures tickers, book and trades. */
export async function loadFuturesPage(args: LoaderArgs, symbol: string): Promise<FuturesPageData> {
  const { market, markets, ...live } = await loadTerminalPage(args, symbol, {
    list: { path: futuresPaths.contracts, schema: futuresContractListSchema },
    markets: (list) => list.contracts,
    tickers: { path: futuresPaths.tickers, schema: futuresTickerListSchema },
    depth: { path: futuresPaths.depth, schema: futuresDepthSchema },
    trades: { path: futuresPaths.trades, schema: futuresTradeListSchema },
  });
  return { contract: market, contracts: markets, ...live };
}
