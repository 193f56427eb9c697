import Big from 'big.js';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appMeta, earnProducts, spotMarkets } from '../db/schema.ts';
import { earnNow } from './clock.ts';
import { DAY_MS, utcDayStart } from './interest.ts';

/** Its own marker, so databases seeded before earn existed get the demo products once. */
const EARN_SEED_KEY = 'earn-seed';
const EARN_SEED_VERSION = '1';

type NewProduct = typeof earnProducts.$inferInsert;

const fixed = (termDays: number, apr: string, earlyRedemption: boolean): NewProduct => ({
  id: `usdt-fixed-${termDays}d`,
  type: 'fixed',
  asset: 'USDT',
  tiers: [{ upTo: null, apr }],
  termDays,
  minAmount: '10',
  maxAmount: '50000',
  quotaTotal: '5000000',
  perUserQuota: '100000',
  earlyRedemption,
  autoRenewAllowed: true,
});

/**
 * The demo products: flexible USDT (tiered) and BTC, fixed USDT for 7, 30 and 90 days, and a BTC
 * sharkfin in USDT whose range is the BTC price at seeding ± 5 %, taking subscriptions until the
 * second 00:00 UTC after seeding and running 7 days from then.
 */
export function demoEarnProducts(btcPrice: Big, now: Date): NewProduct[] {
  const startsAt = new Date(utcDayStart(now).getTime() + 2 * DAY_MS);
  return [
    {
      id: 'usdt-flexible',
      type: 'flexible',
      asset: 'USDT',
      tiers: [
        { upTo: '500', apr: '0.08' },
        { upTo: '10000', apr: '0.03' },
        { upTo: null, apr: '0.01' },
      ],
      minAmount: '1',
      perUserQuota: '1000000',
      earlyRedemption: true,
      autoRenewAllowed: false,
    },
    {
      id: 'btc-flexible',
      type: 'flexible',
      asset: 'BTC',
      tiers: [
        { upTo: '0.1', apr: '0.015' },
        { upTo: null, apr: '0.005' },
      ],
      minAmount: '0.0001',
      perUserQuota: '20',
      earlyRedemption: true,
      autoRenewAllowed: false,
    },
    fixed(7, '0.05', true),
    fixed(30, '0.07', true),
    fixed(90, '0.1', false),
    {
      id: 'btc-sharkfin-7d',
      type: 'sharkfin',
      asset: 'USDT',
      tiers: [],
      termDays: 7,
      minAmount: '50',
      maxAmount: '100000',
      quotaTotal: '2000000',
      perUserQuota: '100000',
      earlyRedemption: false,
      autoRenewAllowed: false,
      underlying: 'BTC',
      indexSymbol: 'BTC_USDT',
      rangeLow: btcPrice.times('0.95').round(0, Big.roundDown).toFixed(),
      rangeHigh: btcPrice.times('1.05').round(0, Big.roundUp).toFixed(),
      baseApr: '0.02',
      highApr: '0.15',
      startsAt,
      maturesAt: new Date(startsAt.getTime() + 7 * DAY_MS),
    },
  ];
}

/** Writes the demo products once per database (marker in the same transaction); the BTC price from the seeded market. */
export async function seedEarnProducts(database: Database): Promise<'seeded' | 'already-seeded'> {
  return database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: EARN_SEED_KEY, value: EARN_SEED_VERSION })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return 'already-seeded';
    const [btc] = await tx
      .select({ price: spotMarkets.referencePrice })
      .from(spotMarkets)
      .where(eq(spotMarkets.symbol, 'BTC_USDT'));
    const products = demoEarnProducts(new Big(btc?.price ?? '95000'), earnNow());
    await tx
      .insert(earnProducts)
      .values(btc ? products : products.filter((product) => product.type !== 'sharkfin'))
      .onConflictDoNothing();
    return 'seeded';
  });
}
