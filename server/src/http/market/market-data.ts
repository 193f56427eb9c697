import {
  type DepthSnapshot,
  depthQuerySchema,
  type GlobalConfig,
  type KlineList,
  klinesQuerySchema,
  type TickerList,
  type TradeList,
  tradesQuerySchema,
} from '@vela/contracts/market-data';
import { marketDataOperations } from '@vela/contracts/operations/market-data';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { marketCandles, marketTrades } from '../../db/schema.ts';
import type { FeedRuntime } from '../../feed/runtime.ts';
import { klines } from '../../market/candle-store.ts';
import { MarketDirectory } from '../../market/markets.ts';
import { recentTrades } from '../../market/trade-store.ts';
import { apiError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { route } from '../route.ts';

/**
 * REST snapshots of the live market, for first paint and while the socket is down. Depth and
 * tickers come from this instance's view of the bus (the same state the feed serves), trades and
 * bars from the database the engine writes, so every instance answers alike.
 */
export async function marketDataRoutes(
  app: FastifyInstance,
  { config, database, feed }: { config: Config; database: Database; feed: FeedRuntime },
): Promise<void> {
  const { db } = database;
  const markets = new MarketDirectory(db);
  const unknownMarket = (reply: FastifyReply, symbol: string) =>
    reply.status(404).send(apiError(404, `unknown market: ${symbol}`));

  route(app, marketDataOperations.tickers, async (): Promise<TickerList> => {
    return { tickers: feed.view.tickers() };
  });

  route(app, marketDataOperations.depth, async (request, reply): Promise<DepthSnapshot | FastifyReply> => {
    const { symbol, limit } = parseInput(depthQuerySchema, request.query);
    if (!(await markets.find(symbol))) return unknownMarket(reply, symbol);
    // Before the first snapshot reaches this instance the book is shown empty, at seq 0.
    return feed.view.depth(symbol, limit) ?? { symbol, seq: 0, bids: [], asks: [], time: Date.now() };
  });

  route(app, marketDataOperations.trades, async (request, reply): Promise<TradeList | FastifyReply> => {
    const { symbol, limit } = parseInput(tradesQuerySchema, request.query);
    if (!(await markets.find(symbol))) return unknownMarket(reply, symbol);
    return { trades: await recentTrades(db, marketTrades, symbol, limit) };
  });

  route(app, marketDataOperations.klines, async (request, reply): Promise<KlineList | FastifyReply> => {
    const { symbol, interval, from, to, limit } = parseInput(klinesQuerySchema, request.query);
    if (!(await markets.find(symbol))) return unknownMarket(reply, symbol);
    return { klines: await klines(db, marketCandles, symbol, interval, { from, to, limit }) };
  });

  route(app, marketDataOperations.config, async (): Promise<GlobalConfig> => ({ config: config.GLOBAL_CONFIG_JSON }));
}
