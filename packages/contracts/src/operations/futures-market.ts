import {
  fundingRateHistoryQuerySchema,
  fundingRateListSchema,
  futuresContractListSchema,
  futuresDepthQuerySchema,
  futuresDepthSchema,
  futuresKlineListSchema,
  futuresKlinesQuerySchema,
  futuresPaths,
  futuresSymbolQuerySchema,
  futuresTickerListSchema,
  futuresTradeListSchema,
  futuresTradesQuerySchema,
} from '../futures.ts';
import { type ApiTag, apiOperations } from './operation.ts';

export const futuresMarketTag: ApiTag = {
  name: 'Futures market data',
  description:
    'Public data of the perpetual contracts. A symbol that names no listed contract is a 400 with reason "unknown-contract".',
};

export const futuresMarketOperations = apiOperations(futuresMarketTag, {
  contracts: {
    method: 'GET',
    path: futuresPaths.contracts,
    summary: 'Listed contracts',
    description: 'Every perpetual with its grid, leverage and risk tiers; `?symbol=` for one.',
    auth: 'public',
    query: futuresSymbolQuerySchema,
    response: futuresContractListSchema,
  },
  tickers: {
    method: 'GET',
    path: futuresPaths.tickers,
    summary: 'Index, mark and funding per contract',
    auth: 'public',
    query: futuresSymbolQuerySchema,
    response: futuresTickerListSchema,
  },
  depth: {
    method: 'GET',
    path: futuresPaths.depth,
    summary: 'Order book snapshot of a contract',
    auth: 'public',
    query: futuresDepthQuerySchema,
    response: futuresDepthSchema,
  },
  trades: {
    method: 'GET',
    path: futuresPaths.trades,
    summary: 'Recent trades of a contract, newest first',
    auth: 'public',
    query: futuresTradesQuerySchema,
    response: futuresTradeListSchema,
  },
  klines: {
    method: 'GET',
    path: futuresPaths.klines,
    summary: 'Bars of a contract (last or mark price)',
    auth: 'public',
    query: futuresKlinesQuerySchema,
    response: futuresKlineListSchema,
  },
  fundingRates: {
    method: 'GET',
    path: futuresPaths.fundingRates,
    summary: 'Funding rate history of a contract, newest first',
    description: 'The funding rounds the platform applied: each funding time with its rate and mark price.',
    auth: 'public',
    query: fundingRateHistoryQuerySchema,
    response: fundingRateListSchema,
  },
});
