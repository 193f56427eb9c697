import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { createdAt, instant, money, serialId } from './columns.ts';

/** Notices for one user (order fills, announcements); `read_at` null means unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: userRef(),
    /** 'order-filled' or 'announcement'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (table) => [index('notifications_user_unread').on(table.userId, table.readAt)],
);

/**
 * Price alerts on spot pairs and futures contracts (docs/price-alerts.md). The thresholds are computed once, when the
 * alert is set; `fired_at` is written by one conditional update, so an alert fires exactly once,
 * and `delivered_at` once its notice and e-mail went out (a restart delivers the fired ones still
 * without it).
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    /** A spot pair, or a futures contract when `market` is 'futures' (checked against the listing when set). */
    symbol: text('symbol').notNull(),
    /** 'spot' or 'futures' (a perpetual contract). */
    market: text('market').notNull().default('spot'),
    /** What the alert watches: 'last' (trade price) or 'mark' (futures only). */
    priceSource: text('price_source').notNull().default('last'),
    /** 'above', 'below' or 'move'. */
    condition: text('condition').notNull(),
    /** The target of above/below. */
    price: money('price'),
    /** The move of 'move' ("5.25" is 5.25 %) and its direction ('up', 'down', 'either'). */
    percent: numeric('percent', { precision: 5, scale: 2 }),
    direction: text('direction'),
    referencePrice: money('reference_price').notNull(),
    upperPrice: money('upper_price'),
    lowerPrice: money('lower_price'),
    createdAt: createdAt(),
    firedAt: instant('fired_at'),
    firedPrice: money('fired_price'),
    deliveredAt: instant('delivered_at'),
  },
  (table) => [
    index('price_alerts_user').on(table.userId, table.createdAt),
    index('price_alerts_active').on(table.market, table.symbol).where(sql`${table.firedAt} is null`),
    index('price_alerts_undelivered')
      .on(table.id)
      .where(sql`${table.firedAt} is not null and ${table.deliveredAt} is null`),
    check('price_alerts_condition', sql`${table.condition} in ('above', 'below', 'move')`),
    check('price_alerts_market', sql`${table.market} in ('spot', 'futures')`),
    check(
      'price_alerts_price_source',
      sql`${table.priceSource} = 'last' or (${table.priceSource} = 'mark' and ${table.market} = 'futures')`,
    ),
    check('price_alerts_direction', sql`${table.direction} is null or ${table.direction} in ('up', 'down', 'either')`),
    check('price_alerts_threshold', sql`${table.upperPrice} is not null or ${table.lowerPrice} is not null`),
  ],
);
