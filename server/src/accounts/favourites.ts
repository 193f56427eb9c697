import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { favouriteContracts, favouriteMarkets, futuresContracts, spotMarkets } from '../db/schema.ts';

/** The result of a change: the favourites as saved, or the symbols that are no listed market (nothing changed). */
export type FavouritesChange = { ok: true; symbols: string[] } | { ok: false; unknown: string[] };

/** Which stars: spot pairs (`/markets`, the pair switcher) or futures contracts (the contract switcher). */
export type FavouriteKind = 'spot' | 'futures';

const tables = {
  spot: { stars: favouriteMarkets, listing: spotMarkets },
  futures: { stars: favouriteContracts, listing: futuresContracts },
} as const;

/** The user's favourite markets of that kind, oldest first. */
export async function listFavourites(db: Db, userId: string, kind: FavouriteKind = 'spot'): Promise<string[]> {
  const { stars } = tables[kind];
  const rows = await db
    .select({ symbol: stars.symbol })
    .from(stars)
    .where(eq(stars.userId, userId))
    .orderBy(asc(stars.createdAt), asc(stars.symbol));
  return rows.map((row) => row.symbol);
}

/**
 * Appends the markets that are not favourites yet, in the order given; those already there keep
 * their place. All or nothing: one unknown symbol and no row is written.
 */
export function addFavourites(
  db: Db,
  userId: string,
  symbols: readonly string[],
  kind: FavouriteKind = 'spot',
): Promise<FavouritesChange> {
  const wanted = [...new Set(symbols)];
  return db.transaction(async (tx) => {
    const unknown = await unknownMarkets(tx, wanted, kind);
    if (unknown.length > 0) return { ok: false, unknown };
    await tx
      .insert(tables[kind].stars)
      .values(
        // One statement shares one now(): a microsecond apart keeps the given order readable by time.
        wanted.map((symbol, index) => ({
          userId,
          symbol,
          createdAt: sql`now() + ${index}::integer * interval '1 microsecond'`,
        })),
      )
      .onConflictDoNothing();
    return { ok: true, symbols: await listFavourites(tx, userId, kind) };
  });
}

/** Removes the markets from the favourites; a listed market that is not a favourite is no error. */
export function removeFavourites(
  db: Db,
  userId: string,
  symbols: readonly string[],
  kind: FavouriteKind = 'spot',
): Promise<FavouritesChange> {
  const unwanted = [...new Set(symbols)];
  const { stars } = tables[kind];
  return db.transaction(async (tx) => {
    const unknown = await unknownMarkets(tx, unwanted, kind);
    if (unknown.length > 0) return { ok: false, unknown };
    await tx.delete(stars).where(and(eq(stars.userId, userId), inArray(stars.symbol, unwanted)));
    return { ok: true, symbols: await listFavourites(tx, userId, kind) };
  });
}

/**
 * The symbols that name no listed market. The listed ones stay locked (FOR SHARE) until the
 * transaction ends, so a market delisted meanwhile cannot turn the insert into a foreign-key error.
 */
async function unknownMarkets(tx: Db, symbols: readonly string[], kind: FavouriteKind): Promise<string[]> {
  const { listing } = tables[kind];
  const listed = await tx
    .select({ symbol: listing.symbol })
    .from(listing)
    .where(inArray(listing.symbol, [...symbols]))
    .for('share');
  const known = new Set(listed.map((row) => row.symbol));
  return symbols.filter((symbol) => !known.has(symbol));
}
