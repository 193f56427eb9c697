import { FX_RATES_PATH, fxRatesResponseSchema } from '@vela/contracts/fx';
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
} from '@vela/contracts/market-data';
import { spotMarketListSchema } from '@vela/contracts/markets';
import type { OpenApiDomain } from '../entry.ts';

const unknownMarket = [404, 'No listed market has this symbol.'] as const;

export const marketDataApi: OpenApiDomain = {
  tag: 'Spot market data',
  description: 'Public snapshots of the spot markets: the same state the WebSocket feed serves.',
  routes: [
    {
      method: 'GET',
      path: marketDataPaths.markets,
      summary: 'Listed spot markets',
      description: 'Each market with its tick size, lot size, minimum notional and fees.',
      auth: 'public',
      response: spotMarketListSchema,
    },
    {
      method: 'GET',
      path: marketDataPaths.tickers,
      summary: '24-hour tickers',
      auth: 'public',
      response: tickerListSchema,
    },
    {
      method: 'GET',
      path: marketDataPaths.depth,
      summary: 'Order book snapshot',
      auth: 'public',
      query: depthQuerySchema,
      response: depthSnapshotSchema,
      errors: [unknownMarket],
    },
    {
      method: 'GET',
      path: marketDataPaths.trades,
      summary: 'Recent trades, newest first',
      auth: 'public',
      query: tradesQuerySchema,
      response: tradeListSchema,
      errors: [unknownMarket],
    },
    {
      method: 'GET',
      path: marketDataPaths.klines,
      summary: 'Candles (bars) of a market',
      auth: 'public',
      query: klinesQuerySchema,
      response: klineListSchema,
      errors: [unknownMarket],
    },
    {
      method: 'GET',
      path: marketDataPaths.config,
      summary: 'The global client configuration',
      auth: 'public',
      response: globalConfigSchema,
    },
    {
      method: 'GET',
      path: FX_RATES_PATH,
      summary: 'Reference exchange rates from USDT',
      description: 'What the client converts totals into the visitor’s pricing currency with.',
      auth: 'public',
      response: fxRatesResponseSchema,
    },
  ],
};
