import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/** Applications to the affiliate (KOL) programme, reviewed by operators. */
export const affiliateApplications = pgTable(
  'affiliate_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Normalized (lower case); one application per address. */
    email: text('email').notNull().unique(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    languages: jsonb('languages').$type<string[]>().notNull(),
    /** [{ platform, handle, followers }]. */
    channels: jsonb('channels').$type<{ platform: string; handle: string; followers: number }[]>().notNull(),
    plan: text('plan').notNull(),
    /** The interface language the applicant used: replies go out in it. */
    locale: text('locale').notNull(),
    /** received, approved or rejected. */
    status: text('status').notNull().default('received'),
    /** The signed-in account that applied, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('affiliate_applications_status').on(table.status, table.createdAt),
    check('affiliate_applications_status', sql`${table.status} in ('received', 'approved', 'rejected')`),
  ],
);
