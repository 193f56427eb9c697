import { randomUUID } from 'node:crypto';
import {
  ageOn,
  type CountryCode,
  type DocumentType,
  filesFor,
  type KycApplicationSummary,
  type KycFileName,
  type KycLevel,
  type KycStatusResponse,
  kycLimits,
  type LevelOneRequest,
} from '@vela/contracts/kyc';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eqIfGiven } from '../db/optional-filters.ts';
import { kycApplications, users } from '../db/schema.ts';
import type { DocumentStore } from './document-store.ts';
import { cleanImage, type ImageProblem } from './kyc-images.ts';

export type KycApplicationRow = typeof kycApplications.$inferSelect;

/** A refusal the screen can explain: the reason code and, when one input is at fault, its name. */
export interface KycRefusal {
  reason:
    | 'restricted-country'
    | 'underage'
    | 'already-verified'
    | 'level-one-required'
    | 'review-pending'
    | 'file-missing'
    | ImageProblem;
  field?: string;
}

export type KycOutcome<T = KycStatusResponse> = { ok: true; value: T } | { ok: false; refusal: KycRefusal };

const refused = (reason: KycRefusal['reason'], field?: string): { ok: false; refusal: KycRefusal } => ({
  ok: false,
  refusal: field ? { reason, field } : { reason },
});

export function toSummary(row: KycApplicationRow): KycApplicationSummary {
  return {
    id: row.id,
    level: row.level === 1 ? 1 : 2,
    status: row.status as KycApplicationSummary['status'],
    documentType: (row.documentType as DocumentType | null) ?? null,
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The user's level, their level-1 details and their latest level-2 application. */
export async function kycStatus(db: Db, userId: string): Promise<KycStatusResponse> {
  const [user] = await db.select({ level: users.kycLevel }).from(users).where(eq(users.id, userId));
  const latest = (level: number, status?: string) =>
    db
      .select()
      .from(kycApplications)
      .where(
        and(
          eq(kycApplications.userId, userId),
          eq(kycApplications.level, level),
          eqIfGiven(kycApplications.status, status),
        ),
      )
      .orderBy(desc(kycApplications.submittedAt))
      .limit(1);
  const [[personal], [levelTwo]] = await Promise.all([latest(1, 'approved'), latest(2)]);
  return {
    level: Math.min(2, Math.max(0, user?.level ?? 0)) as KycLevel,
    personal:
      personal?.legalName && personal.dateOfBirth && personal.country
        ? {
            legalName: personal.legalName,
            dateOfBirth: personal.dateOfBirth,
            country: personal.country as CountryCode,
          }
        : null,
    levelTwo: levelTwo ? toSummary(levelTwo) : null,
  };
}

export interface LevelOnePolicy {
  restrictedCountries: readonly string[];
  /** Today's UTC date (YYYY-MM-DD); tests fix it. */
  today?: string;
}

/**
 * Level 1, decided at once: an adult living outside the restricted countries gets level 1 (and
 * kyc_verified, which the client's prompt reads). A restricted country is recorded as a rejected
 * application, so operators can see who tried.
 */
export async function submitLevelOne(
  db: Db,
  userId: string,
  input: LevelOneRequest,
  policy: LevelOnePolicy,
): Promise<KycOutcome> {
  const today = policy.today ?? new Date().toISOString().slice(0, 10);
  const age = ageOn(input.dateOfBirth, today);
  if (age < kycLimits.minimumAge) return refused('underage', 'dateOfBirth');
  const details = { legalName: input.legalName, dateOfBirth: input.dateOfBirth, country: input.country };
  if (policy.restrictedCountries.includes(input.country)) {
    await db.insert(kycApplications).values({
      userId,
      level: 1,
      status: 'rejected',
      ...details,
      rejectReason: 'restricted-country',
      reviewedAt: sql`now()`,
    });
    return refused('restricted-country', 'country');
  }
  const verified = await db.transaction(async (tx) => {
    const [raised] = await tx
      .update(users)
      .set({ kycLevel: 1, kycVerified: true })
      .where(and(eq(users.id, userId), eq(users.kycLevel, 0)))
      .returning({ id: users.id });
    if (!raised) return false;
    await tx
      .insert(kycApplications)
      .values({ userId, level: 1, status: 'approved', ...details, reviewedAt: sql`now()` });
    return true;
  });
  if (!verified) return refused('already-verified');
  return { ok: true, value: await kycStatus(db, userId) };
}

export interface LevelTwoSubmission {
  documentType: DocumentType;
  files: Partial<Record<KycFileName, Uint8Array>>;
}

/** What stops a level-2 submission before any image is looked at. */
function levelTwoBlocker(status: KycStatusResponse): KycRefusal['reason'] | undefined {
  if (status.level >= 2) return 'already-verified';
  if (status.level < 1) return 'level-one-required';
  if (status.levelTwo?.status === 'pending') return 'review-pending';
  return undefined;
}

/**
 * Level 2: every image the document type needs is checked by content and re-encoded
 * (kyc-images.ts), stored in the document store, and the application waits for an operator.
 */
export async function submitLevelTwo(
  db: Db,
  store: DocumentStore,
  userId: string,
  submission: LevelTwoSubmission,
): Promise<KycOutcome> {
  const status = await kycStatus(db, userId);
  const blocker = levelTwoBlocker(status);
  if (blocker) return refused(blocker);
  const needed = filesFor(submission.documentType);
  const cleaned: [KycFileName, Buffer][] = [];
  for (const name of needed) {
    const bytes = submission.files[name];
    if (!bytes || bytes.byteLength === 0) return refused('file-missing', name);
    const image = await cleanImage(bytes);
    if (!image.ok) return refused(image.problem, name);
    cleaned.push([name, image.jpeg]);
  }

  const applicationId = randomUUID();
  const folder = `${userId}/${applicationId}`;
  const files: Record<string, string> = {};
  try {
    for (const [name, jpeg] of cleaned) {
      files[name] = `${folder}/${name}.jpg`;
      await store.put(files[name], jpeg);
    }
    const inserted = await db.transaction(async (tx) => {
      // Holds the user's row: a second submission sent at the same moment waits, then sees this one.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [pending] = await tx
        .select({ id: kycApplications.id })
        .from(kycApplications)
        .where(
          and(eq(kycApplications.userId, userId), eq(kycApplications.level, 2), eq(kycApplications.status, 'pending')),
        );
      if (pending) return false;
      await tx.insert(kycApplications).values({
        id: applicationId,
        userId,
        level: 2,
        status: 'pending',
        documentType: submission.documentType,
        // The declared details the operator compares the document with.
        legalName: status.personal?.legalName,
        dateOfBirth: status.personal?.dateOfBirth,
        country: status.personal?.country,
        files,
      });
      return true;
    });
    if (!inserted) {
      await store.removeAll(folder);
      return refused('review-pending');
    }
  } catch (error) {
    await store.removeAll(folder).catch(() => {});
    throw error;
  }
  return { ok: true, value: await kycStatus(db, userId) };
}
