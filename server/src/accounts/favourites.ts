import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { favouriteMarkets, spotMarkets } from '../db/schema.ts';

/** The result of a change: the favourites as saved, or the symbols that are no listed market (nothing changed). */
export type FavouritesChange = { ok: true; symbols: string[] } | { ok: false; unknown: string[] };

/** The user's favourite pairs, oldest first. */
export async function listFavourites(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ symbol: favouriteMarkets.symbol })
    .from(favouriteMarkets)
    .where(eq(favouriteMarkets.userId, userId))
    .orderBy(asc(favouriteMarkets.createdAt), asc(favouriteMarkets.symbol));
  return rows.map((row) => row.symbol);
}

/**
 * Appends the pairs that are not favourites yet, in the order given; those already there keep
 * their place. All or nothing: one unknown symbol and no row is written.
 */
export function addFavourites(db: Db, userId: string, symbols: readonly string[]): Promise<FavouritesChange> {
  const wanted = [...new Set(symbols)];
  return db.transaction(async (tx) => {
    const unknown = await unknownMarkets(tx, wanted);
    if (unknown.length > 0) return { ok: false, unknown };
    await tx
      .insert(favouriteMarkets)
      .values(
        // One statement shares one now(): a microsecond apart keeps the given order readable by time.
        wanted.map((symbol, index) => ({
          userId,
          symbol,
          createdAt: sql`now() + ${index}::integer * interval '1 microsecond'`,
        })),
      )
      .onConflictDoNothing();
    return { ok: true, symbols: await listFavourites(tx, userId) };
  });
}

/** Removes the pairs from the favourites; a listed pair that is not a favourite is no error. */
export function removeFavourites(db: Db, userId: string, symbols: readonly string[]): Promise<FavouritesChange> {
  const unwanted = [...new Set(symbols)];
  return db.transaction(async (tx) => {
    const unknown = await unknownMarkets(tx, unwanted);
    if (unknown.length > 0) return { ok: false, unknown };
    await tx
      .delete(favouriteMarkets)
      .where(and(eq(favouriteMarkets.userId, userId), inArray(favouriteMarkets.symbol, unwanted)));
    return { ok: true, symbols: await listFavourites(tx, userId) };
  });
}

/**
 * The symbols that name no listed market. The listed ones stay locked (FOR SHARE) until the
 * transaction ends, so a market delisted meanwhile cannot turn the insert into a foreign-key error.
 */
async function unknownMarkets(tx: Db, symbols: readonly string[]): Promise<string[]> {
  const listed = await tx
    .select({ symbol: spotMarkets.symbol })
    .from(spotMarkets)
    .where(inArray(spotMarkets.symbol, [...symbols]))
    .for('share');
  const known = new Set(listed.map((row) => row.symbol));
  return symbols.filter((symbol) => !known.has(symbol));
}
