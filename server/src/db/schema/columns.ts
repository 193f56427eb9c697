/** Column builders every domain table uses: money never passes through a float. */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
