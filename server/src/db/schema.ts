/**
 * The database schema, one file per domain under `schema/` (drizzle-kit reads them through this
 * file: `server/drizzle.config.ts`). Money columns are NUMERIC(38,18), read back as strings.
 */
export * from './schema/accounts.ts';
export * from './schema/affiliate.ts';
export * from './schema/analytics.ts';
export * from './schema/content.ts';
export * from './schema/earn.ts';
export * from './schema/futures.ts';
export * from './schema/grid.ts';
export * from './schema/markets.ts';
export * from './schema/meta.ts';
export * from './schema/notifications.ts';
export * from './schema/rewards.ts';
export * from './schema/spot.ts';
export * from './schema/wallet.ts';
