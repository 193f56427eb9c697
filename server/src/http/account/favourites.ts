import { type FavouriteMarkets, favouriteChangeSchema } from '@vela/contracts/favourites';
import { favouriteOperations } from '@vela/contracts/operations/account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addFavourites,
  type FavouriteKind,
  type FavouritesChange,
  listFavourites,
  removeFavourites,
} from '../../accounts/favourites.ts';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { sameOriginGuard } from '../csrf.ts';
import { BadRequestError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';

type Change = (db: Db, userId: string, symbols: readonly string[], kind: FavouriteKind) => Promise<FavouritesChange>;

/** The signed-in user's favourite pairs and futures contracts: read, add, remove. */
export async function favouriteRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  requireSignIn(app, { db, secure });

  answerPrivately(app);

  const guard = { preHandler: sameOriginGuard(config.PUBLIC_URL) };
  const routes = (kind: FavouriteKind) => {
    const operations = favouriteOperations[kind];
    route(app, operations.list, async (request): Promise<FavouriteMarkets> => {
      const session = signedInSession(request);
      return { symbols: await listFavourites(db, session.user.id, kind) };
    });
    const changeRoute = (change: Change) => async (request: FastifyRequest) => {
      const session = signedInSession(request);
      const { symbols } = parseInput(favouriteChangeSchema, request.body);
      const result = await change(db, session.user.id, symbols, kind);
      if (!result.ok) throw unknownMarketsError(symbols, result.unknown);
      return { symbols: result.symbols } satisfies FavouriteMarkets;
    };
    route(app, operations.add, changeRoute(addFavourites), guard);
    route(app, operations.remove, changeRoute(removeFavourites), guard);
  };
  routes('spot');
  routes('futures');
}

/** 400 naming each unknown symbol by its place in the request, as zod names a malformed one. */
function unknownMarketsError(symbols: readonly string[], unknown: readonly string[]): BadRequestError {
  const fields: Record<string, string> = {};
  symbols.forEach((symbol, index) => {
    if (unknown.includes(symbol)) fields[`symbols.${index}`] = `no listed market is called ${symbol}`;
  });
  return new BadRequestError(`invalid input: unknown market ${unknown.join(', ')}`, fields);
}
