import {
  type KycApplicationStatus,
  type KycFileName,
  type KycReviewRequest,
  kycFileNames,
  type OperatorKycApplication,
  type OperatorKycApplicationList,
} from '@vela/contracts/kyc';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { kycApplications, users } from '../db/schema.ts';
import { type KycApplicationRow, toSummary } from './kyc.ts';

const columns = {
  application: kycApplications,
  fid: users.fid,
  email: users.email,
  phone: users.phone,
};

function toOperatorView(row: {
  application: KycApplicationRow;
  fid: number;
  email: string | null;
  phone: string | null;
}): OperatorKycApplication {
  const { application } = row;
  return {
    ...toSummary(application),
    userId: application.userId,
    fid: String(row.fid),
    account: row.email ?? row.phone ?? '',
    legalName: application.legalName,
    dateOfBirth: application.dateOfBirth,
    country: application.country,
    files: kycFileNames.filter((name) => application.files[name] !== undefined),
  };
}

export interface KycListQuery {
  status?: KycApplicationStatus;
  level?: number;
  page: number;
  pageSize: number;
}

/** Applications for review: pending ones oldest first (a queue), the others newest first. */
export async function listKycApplications(db: Db, query: KycListQuery): Promise<OperatorKycApplicationList> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(kycApplications.status, query.status));
  if (query.level) filters.push(eq(kycApplications.level, query.level));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = query.status === 'pending' ? asc(kycApplications.submittedAt) : desc(kycApplications.submittedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(kycApplications)
      .innerJoin(users, eq(users.id, kycApplications.userId))
      .where(where)
      .orderBy(order, asc(kycApplications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(kycApplications).where(where),
  ]);
  return {
    applications: rows.map(toOperatorView),
    total: Number(total?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findKycApplication(db: Db, id: string): Promise<OperatorKycApplication | undefined> {
  const [row] = await db
    .select(columns)
    .from(kycApplications)
    .innerJoin(users, eq(users.id, kycApplications.userId))
    .where(eq(kycApplications.id, id));
  return row ? toOperatorView(row) : undefined;
}

/** The document-store key of one image of an application, if it has it. */
export async function kycFileKey(db: Db, id: string, file: KycFileName): Promise<string | undefined> {
  const [row] = await db
    .select({ files: kycApplications.files })
    .from(kycApplications)
    .where(eq(kycApplications.id, id));
  return row?.files[file];
}

export type KycReviewOutcome =
  | { ok: true; application: OperatorKycApplication }
  | { ok: false; reason: 'not-found' | 'not-pending' };

/**
 * Approves or rejects a pending application. Approving a level-2 application raises the user to
 * level 2 in the same transaction; a decided application is never decided again (409).
 */
export async function reviewKycApplication(db: Db, id: string, decision: KycReviewRequest): Promise<KycReviewOutcome> {
  const outcome = await db.transaction(async (tx): Promise<'not-found' | 'not-pending' | 'done'> => {
    const [application] = await tx.select().from(kycApplications).where(eq(kycApplications.id, id)).for('update');
    if (!application) return 'not-found';
    if (application.status !== 'pending') return 'not-pending';
    const approved = decision.decision === 'approve';
    await tx
      .update(kycApplications)
      .set({
        status: approved ? 'approved' : 'rejected',
        rejectReason: approved ? null : decision.reason,
        reviewedAt: sql`now()`,
      })
      .where(eq(kycApplications.id, id));
    if (approved) {
      await tx
        .update(users)
        .set({ kycLevel: sql`greatest(${users.kycLevel}, ${application.level})`, kycVerified: true })
        .where(eq(users.id, application.userId));
    }
    return 'done';
  });
  if (outcome !== 'done') return { ok: false, reason: outcome };
  const application = await findKycApplication(db, id);
  if (!application) return { ok: false, reason: 'not-found' };
  return { ok: true, application };
}
