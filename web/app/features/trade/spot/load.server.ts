import { depthSnapshotSchema, marketDataPaths, tickerListSchema, tradeListSchema } from '@vela/contracts/market-data';
import { spotMarketListSchema } from '@vela/contracts/markets';
import { type LoaderArgs, loadTerminalPage } from '../shared/load-terminal.server.ts';
import type { TradePageData } from './trade-page-data.ts';

/** The trade screen's first paint (see loadTerminalPage): the spot markets, tickers, book and trades. */
export function loadTradePage(args: LoaderArgs, symbol: string): Promise<TradePageData> {
  return loadTerminalPage(args, symbol, {
    list: { path: marketDataPaths.markets, schema: spotMarketListSchema },
    markets: (list) => list.markets,
    tickers: { path: marketDataPaths.tickers, schema: tickerListSchema },
    depth: { path: marketDataPaths.depth, schema: depthSnapshotSchema },
    trades: { path: marketDataPaths.trades, schema: tradeListSchema },
  });
}
