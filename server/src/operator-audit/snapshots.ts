import type { OperatorAuditTargetType } from '@vela/contracts/operator-audit';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  affiliateApplications,
  contentItems,
  contentTranslations,
  earnProducts,
  kycApplications,
  rewardTasks,
  users,
} from '../db/schema.ts';

/** The rows an action changes, keyed by table name: `{ content_items: {...}, content_translations: [...] }`. */
export type Snapshot = Record<string, unknown>;

/**
 * Reads a target's rows inside the change's transaction; the target's own row is locked (FOR
 * UPDATE), so no other transaction changes it between the "before" read and the change.
 * Undefined when there is no such target.
 */
type SnapshotReader = (tx: Db, id: string) => Promise<Snapshot | undefined>;

export const REDACTED = '[redacted]';

/** Column names that hold a secret or something derived from one; never written to the log. */
const SECRET_KEY = /password|secret|token|hash|totp|sealed|recovery|cookie/i;

/** Masks every secret-looking key at any depth; the readers below already leave such columns out. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? REDACTED : redact(inner)]),
  );
}

const readContent: SnapshotReader = async (tx, id) => {
  const itemId = Number(id);
  if (!Number.isSafeInteger(itemId)) return undefined;
  const [item] = await tx.select().from(contentItems).where(eq(contentItems.id, itemId)).for('update');
  if (!item) return undefined;
  const translations = await tx
    .select()
    .from(contentTranslations)
    .where(eq(contentTranslations.itemId, itemId))
    .orderBy(asc(contentTranslations.locale));
  return { content_items: item, content_translations: translations };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const readAffiliateApplication: SnapshotReader = async (tx, id) => {
  if (!UUID.test(id)) return undefined;
  const [row] = await tx.select().from(affiliateApplications).where(eq(affiliateApplications.id, id)).for('update');
  return row ? { affiliate_applications: row } : undefined;
};

/**
 * The application with its image keys masked (the log never points at a document image), and the
 * applicant's verification columns only: approval raises them, nothing else of the user changes.
 */
const readKycApplication: SnapshotReader = async (tx, id) => {
  if (!UUID.test(id)) return undefined;
  const [row] = await tx.select().from(kycApplications).where(eq(kycApplications.id, id)).for('update');
  if (!row) return undefined;
  const [user] = await tx
    .select({ id: users.id, kycLevel: users.kycLevel, kycVerified: users.kycVerified })
    .from(users)
    .where(eq(users.id, row.userId));
  const files = Object.fromEntries(Object.keys(row.files).map((name) => [name, REDACTED]));
  return { kyc_applications: { ...row, files }, users: user ?? null };
};

const readEarnProduct: SnapshotReader = async (tx, id) => {
  const [row] = await tx.select().from(earnProducts).where(eq(earnProducts.id, id)).for('update');
  return row ? { earn_products: row } : undefined;
};

const readTask: SnapshotReader = async (tx, id) => {
  const [row] = await tx.select().from(rewardTasks).where(eq(rewardTasks.id, id)).for('update');
  return row ? { reward_tasks: row } : undefined;
};

export const snapshotReaders: Record<OperatorAuditTargetType, SnapshotReader> = {
  announcement: readContent,
  course: readContent,
  'help-article': readContent,
  'affiliate-application': readAffiliateApplication,
  'kyc-application': readKycApplication,
  'earn-product': readEarnProduct,
  task: readTask,
};
