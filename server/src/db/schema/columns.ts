/** Column builders every domain table uses: money never passes through a float, time keeps its zone. */
import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

/** A rate (an APR, a funding rate): finer than money, never a float. */
export const rate = (name: string) => numeric(name, { precision: 20, scale: 10 });

export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** The key of an append-only table: a number the database hands out in insertion order. */
export const serialId = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey();
