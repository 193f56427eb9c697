import type {
  ApplicationListQuery,
  OperatorApplication,
  OperatorApplicationList,
  ReviewDecision,
} from '@vela/contracts/affiliate';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eqIfGiven } from '../db/optional-filters.ts';
import { affiliateApplications } from '../db/schema.ts';
import { toOperatorApplication } from './applications.ts';

/** The operator's view of applications: newest first, optionally one status, one page at a time. */
export async function listApplications(db: Db, query: ApplicationListQuery): Promise<OperatorApplicationList> {
  const where = eqIfGiven(affiliateApplications.status, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(affiliateApplications)
      .where(where)
      .orderBy(desc(affiliateApplications.createdAt), desc(affiliateApplications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(affiliateApplications).where(where),
  ]);
  return {
    items: rows.map(toOperatorApplication),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findApplication(db: Db, id: string): Promise<OperatorApplication | undefined> {
  const [row] = await db.select().from(affiliateApplications).where(eq(affiliateApplications.id, id));
  return row ? toOperatorApplication(row) : undefined;
}

/**
 * Approves or rejects in one statement (the request schema admits only those two, so nothing goes
 * back to received). The note describes this decision and replaces an earlier one.
 */
export async function reviewApplication(
  db: Db,
  id: string,
  decision: ReviewDecision,
): Promise<OperatorApplication | undefined> {
  const [row] = await db
    .update(affiliateApplications)
    .set({ status: decision.status, reviewNote: decision.note || null, updatedAt: sql`now()` })
    .where(eq(affiliateApplications.id, id))
    .returning();
  return row ? toOperatorApplication(row) : undefined;
}
