import {
  type FundingRateList,
  type FuturesContract,
  type FuturesContractList,
  type FuturesDepth,
  type FuturesKlineList,
  type FuturesTickerList,
  type FuturesTradeList,
  fundingRateHistoryQuerySchema,
  futuresDepthQuerySchema,
  futuresKlinesQuerySchema,
  futuresSymbolQuerySchema,
  futuresTradesQuerySchema,
} from '@vela/contracts/futures';
import { futuresMarketOperations } from '@vela/contracts/operations/futures-market';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { perpetualCandles, perpetualMarkCandles } from '../../db/schema.ts';
import type { FeedRuntime } from '../../feed/runtime.ts';
import { loadFuturesContracts } from '../../futures/contract-list.ts';
import { fundingRateHistory } from '../../futures/funding-rate-history.ts';
import { klines } from '../../market/candle-store.ts';
import { RequestRefusedError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { route } from '../route.ts';

/**
 * The public futures calls. They take the spec's futures headers (appVersion, Accept-Language,
 * x-locale, authorization, thirdAppToken, thirdAppId) like any other header and need none of them.
 * Contracts are read once from the database and kept: listing one is a deployment, not a trade.
 * Tickers are the last `futures.tickers` this instance received, depth, trades and bars this
 * instance's copy of the perpetual markets (feed/futures-view.ts), so every instance answers alike.
 * Bars are read from the stored one-minute bars of the price asked for, aggregated as spot's.
 */
export async function futuresRoutes(
  app: FastifyInstance,
  { database, feed }: { database: Database; feed: FeedRuntime },
): Promise<void> {
  let contracts: Promise<FuturesContract[]> | undefined;
  const listed = () => {
    contracts ??= loadFuturesContracts(database.db).catch((error: unknown) => {
      // A failed read is not kept: the next call reads again.
      contracts = undefined;
      throw error;
    });
    return contracts;
  };

  const books = feed.futures;

  const refuseUnlisted = async (symbol: string): Promise<void> => {
    if (!(await listed()).some((contract) => contract.symbol === symbol)) {
      throw new RequestRefusedError(400, 'unknown-contract', `unknown contract: ${symbol}`, 'symbol');
    }
  };

  /** The `?symbol=` of the request, refused when it names no listed contract. */
  const requestedSymbol = async (request: FastifyRequest): Promise<string | undefined> => {
    const { symbol } = parseInput(futuresSymbolQuerySchema, request.query);
    if (symbol !== undefined) await refuseUnlisted(symbol);
    return symbol;
  };

  route(app, futuresMarketOperations.contracts, async (request): Promise<FuturesContractList> => {
    const symbol = await requestedSymbol(request);
    const all = await listed();
    return { contracts: symbol === undefined ? all : all.filter((contract) => contract.symbol === symbol) };
  });

  route(app, futuresMarketOperations.tickers, async (request): Promise<FuturesTickerList> => {
    const symbol = await requestedSymbol(request);
    // Before the first message (engine starting, relay just connected): an empty list.
    const tickers = books.tickers();
    return { tickers: symbol === undefined ? tickers : tickers.filter((ticker) => ticker.symbol === symbol) };
  });

  route(app, futuresMarketOperations.depth, async (request): Promise<FuturesDepth> => {
    const { symbol, limit } = parseInput(futuresDepthQuerySchema, request.query);
    await refuseUnlisted(symbol);
    // Before the first snapshot reaches this instance (or for a contract not running) the book is empty, at seq 0.
    return books.depth(symbol, limit) ?? { symbol, seq: 0, bids: [], asks: [], time: Date.now() };
  });

  route(app, futuresMarketOperations.trades, async (request): Promise<FuturesTradeList> => {
    const { symbol, limit } = parseInput(futuresTradesQuerySchema, request.query);
    await refuseUnlisted(symbol);
    return { trades: books.recentTrades(symbol, limit) };
  });

  route(app, futuresMarketOperations.klines, async (request): Promise<FuturesKlineList> => {
    const { symbol, interval, price, from, to, limit } = parseInput(futuresKlinesQuerySchema, request.query);
    await refuseUnlisted(symbol);
    const table = price === 'mark' ? perpetualMarkCandles : perpetualCandles;
    return { klines: await klines(database.db, table, symbol, interval, { from, to, limit }) };
  });

  route(app, futuresMarketOperations.fundingRates, async (request): Promise<FundingRateList> => {
    const query = parseInput(fundingRateHistoryQuerySchema, request.query);
    await refuseUnlisted(query.symbol);
    return fundingRateHistory(database.db, query);
  });
}
