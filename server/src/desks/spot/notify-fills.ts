import { type LocaleCode, localeCodes } from '@vela/contracts/locales';
import Big from 'big.js';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPreferences, users } from '../../db/schema.ts';
import type { Bus } from '../../infra/bus/bus.ts';
import { notifyUser } from '../../notify/notifier.ts';
import type { Movement } from '../../trading/movements.ts';
import { type FilledOrderSummary, fillNotice } from './fill-notice.ts';
import type { MarketRules } from './market-rules.ts';
import { isDone, isFill } from './spot-movements.ts';

/**
 * One notice per order that traded in a committed batch, in its owner's message language. Orders
 * of sub-accounts (grid bots: nobody signs in as them) get none.
 */
export async function notifyFills(
  db: Db,
  bus: Bus,
  movements: readonly Movement[],
  rulesOf: (symbol: string) => MarketRules | undefined,
): Promise<void> {
  const filled = new Map<string, { userId: string; summary: FilledOrderSummary; quote: Big }>();
  for (const movement of movements) {
    if (isFill(movement)) {
      const rules = rulesOf(movement.symbol);
      if (!rules) continue;
      const entry = filled.get(movement.orderId) ?? {
        userId: movement.userId,
        quote: new Big(0),
        summary: {
          symbol: movement.symbol,
          base: rules.base,
          quote: rules.quote,
          side: movement.side,
          quantity: '0',
          price: '0',
          complete: false,
        },
      };
      entry.summary.quantity = new Big(entry.summary.quantity).plus(movement.quantity).toFixed();
      entry.quote = entry.quote.plus(movement.quote);
      filled.set(movement.orderId, entry);
    } else if (isDone(movement) && movement.status === 'filled') {
      const entry = filled.get(movement.orderId);
      if (entry) entry.summary.complete = true;
    }
  }
  if (filled.size === 0) return;
  const userIds = [...new Set([...filled.values()].map((entry) => entry.userId))];
  const unread = await subAccounts(db, userIds);
  const localeOf = await messageLocales(db, userIds);
  for (const { userId, summary, quote } of filled.values()) {
    if (unread.has(userId)) continue;
    const tickSize = rulesOf(summary.symbol)?.units.tickSize ?? '1';
    const decimals = tickSize.includes('.') ? tickSize.length - tickSize.indexOf('.') - 1 : 0;
    summary.price = quote.div(summary.quantity).round(decimals, Big.roundHalfUp).toFixed();
    await notifyUser(db, bus, userId, fillNotice(localeOf(userId), summary, Date.now()));
  }
}

/** Which of `userIds` are sub-accounts (a `users` row with an owner, such as a grid bot's). */
export async function subAccounts(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNotNull(users.ownerId)));
  return new Set(rows.map((row) => row.id));
}

/** Each user's saved message language (else their interface language, else English), read at once. */
export async function messageLocales(db: Db, userIds: readonly string[]): Promise<(userId: string) => LocaleCode> {
  const preferences = await db
    .select({ userId: userPreferences.userId, msg: userPreferences.msgLanguage, ui: userPreferences.userLanguage })
    .from(userPreferences)
    .where(inArray(userPreferences.userId, [...new Set(userIds)]));
  return (userId) => {
    const row = preferences.find((preference) => preference.userId === userId);
    const chosen = row?.msg ?? row?.ui;
    return (localeCodes as readonly string[]).includes(chosen ?? '') ? (chosen as LocaleCode) : 'en_US';
  };
}
