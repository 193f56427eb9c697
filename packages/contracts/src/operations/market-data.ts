import { FX_RATES_PATH, fxRatesResponseSchema } from '../fx.ts';
import {
  depthQuerySchema,
  depthSnapshotSchema,
  globalConfigSchema,
  klineListSchema,
  klinesQuerySchema,
  marketDataPaths,
  tickerListSchema,
  tradeListSchema,
  tradesQuerySchema,
} from '../market-data.ts';
import { spotMarketListSchema } from '../markets.ts';
import { type ApiTag, apiOperations } from './operation.ts';

const unknownMarketAnswer = [404, 'No listed market has this symbol.'] as const;

export const marketDataTag: ApiTag = {
  name: 'Spot market data',
  description: 'Public snapshots of the spot markets: the same state the WebSocket feed serves.',
};

export const marketDataOperations = apiOperations(marketDataTag, {
  markets: {
    method: 'GET',
    path: marketDataPaths.markets,
    summary: 'Listed spot markets',
    description: 'Each market with its tick size, lot size, minimum notional and fees.',
    auth: 'public',
    response: spotMarketListSchema,
  },
  fxRates: {
    method: 'GET',
    path: FX_RATES_PATH,
    summary: 'Reference exchange rates from USDT',
    description: 'What the client converts totals into the visitor’s pricing currency with.',
    auth: 'public',
    response: fxRatesResponseSchema,
  },
  tickers: {
    method: 'GET',
    path: marketDataPaths.tickers,
    summary: '24-hour tickers',
    auth: 'public',
    response: tickerListSchema,
  },
  depth: {
    method: 'GET',
    path: marketDataPaths.depth,
    summary: 'Order book snapshot',
    auth: 'public',
    query: depthQuerySchema,
    response: depthSnapshotSchema,
    errors: [unknownMarketAnswer],
  },
  trades: {
    method: 'GET',
    path: marketDataPaths.trades,
    summary: 'Recent trades, newest first',
    auth: 'public',
    query: tradesQuerySchema,
    response: tradeListSchema,
    errors: [unknownMarketAnswer],
  },
  klines: {
    method: 'GET',
    path: marketDataPaths.klines,
    summary: 'Candles (bars) of a market',
    auth: 'public',
    query: klinesQuerySchema,
    response: klineListSchema,
    errors: [unknownMarketAnswer],
  },
  config: {
    method: 'GET',
    path: marketDataPaths.config,
    summary: 'The global client configuration',
    auth: 'public',
    response: globalConfigSchema,
  },
});
