import { z } from 'zod';
import listings from './seed-markets.json' with { type: 'json' };

/**
 * Demo spot markets (`seed-markets.json`): sizes chosen like a large exchange lists them.
 * `referencePrice` (in the quote asset) values balances until the live engine prices them, and
 * anchors the simulated walk; a cross pair's reference is its legs' ratio (ETH_BTC = ETH_USDT /
 * BTC_USDT), so the simulator's prices start consistent. `listedAt` is the listing day the "new
 * listings" tab sorts by.
 *
 * `firstListings` were the whole demo before migration 0001_accounts (which set their reference
 * prices on older databases) and 0017_spot_listing_dates (their listing dates); `laterListings`
 * (USDC- and BTC-quoted pairs among them) are added to any database once, by their own seed
 * marker (seed.ts).
 */
const decimal = z.string().regex(/^\d+(\.\d+)?$/);
const listingSchema = z.strictObject({
  symbol: z.string().regex(/^[A-Z0-9]+_[A-Z0-9]+$/),
  base: z.string(),
  quote: z.string(),
  tickSize: decimal,
  lotSize: decimal,
  minNotional: decimal,
  pricePrecision: z.number().int().nonnegative(),
  amountPrecision: z.number().int().nonnegative(),
  referencePrice: decimal,
  listedAt: z.iso.date(),
});
const listingsSchema = z.strictObject({ firstListings: z.array(listingSchema), laterListings: z.array(listingSchema) });

const { firstListings, laterListings } = listingsSchema.parse(listings);

/** Every demo pair, in display order. */
export const seedSpotMarkets = [...firstListings, ...laterListings].map(({ listedAt, ...market }, index) => ({
  ...market,
  listedAt: new Date(`${listedAt}T00:00:00Z`),
  displayOrder: index + 1,
}));

/** The pairs the later seed step adds to databases seeded with the first ten only. */
export const laterListingSymbols: ReadonlySet<string> = new Set(laterListings.map((market) => market.symbol));
