import type { HelpRequest, OperatorHelpRequest } from '@vela/contracts/help';
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { helpRequests } from '../db/schema.ts';

/** Keeps a visitor's request for support, linked to their account when they are signed in. */
export async function storeHelpRequest(
  db: Db,
  request: HelpRequest,
  userId: string | undefined,
): Promise<{ id: number; createdAt: string }> {
  const [row] = await db
    .insert(helpRequests)
    .values({ ...request, userId: userId ?? null })
    .returning({ id: helpRequests.id, createdAt: helpRequests.createdAt });
  if (!row) throw new Error('help request insert returned nothing');
  return { id: Number(row.id), createdAt: row.createdAt.toISOString() };
}

/** The newest requests first, for support to answer. */
export async function recentHelpRequests(db: Db, limit: number): Promise<OperatorHelpRequest[]> {
  const rows = await db.select().from(helpRequests).orderBy(desc(helpRequests.id)).limit(limit);
  return rows.map((row) => ({
    id: Number(row.id),
    email: row.email,
    topic: row.topic,
    subject: row.subject,
    message: row.message,
    locale: row.locale,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  }));
}
