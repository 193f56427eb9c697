import type {
  ApplicationInput,
  ApplicationReceipt,
  MyApplication,
  OperatorApplication,
} from '@vela/contracts/affiliate';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { affiliateApplications } from '../db/schema.ts';

export type ApplicationRow = typeof affiliateApplications.$inferSelect;

export type Submission = { ok: true; receipt: ApplicationReceipt } | { ok: false; reason: 'already-applied' };

/**
 * Stores a new application with status received. One per e-mail address: the unique index decides,
 * so two requests racing with the same address store exactly one and the other learns it applied.
 */
export async function submitApplication(
  db: Db,
  input: ApplicationInput,
  userId: string | undefined,
): Promise<Submission> {
  const [created] = await db
    .insert(affiliateApplications)
    .values({
      name: input.name,
      email: input.email,
      country: input.country,
      languages: input.languages,
      channels: input.channels,
      plan: input.plan,
      locale: input.locale,
      userId: userId ?? null,
    })
    .onConflictDoNothing({ target: affiliateApplications.email })
    .returning();
  if (!created) return { ok: false, reason: 'already-applied' };
  return {
    ok: true,
    receipt: {
      id: created.id,
      status: 'received',
      createdAt: created.createdAt.toISOString(),
      linkedToAccount: created.userId !== null,
    },
  };
}

/** The account's most recent application, as its owner may see it. */
export async function findMyApplication(db: Db, userId: string): Promise<MyApplication | null> {
  const [row] = await db
    .select()
    .from(affiliateApplications)
    .where(eq(affiliateApplications.userId, userId))
    .orderBy(desc(affiliateApplications.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    status: row.status as MyApplication['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toOperatorApplication(row: ApplicationRow): OperatorApplication {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    country: row.country,
    languages: row.languages,
    channels: row.channels,
    plan: row.plan,
    locale: row.locale,
    status: row.status as OperatorApplication['status'],
    userId: row.userId,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
