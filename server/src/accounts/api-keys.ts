import { randomBytes } from 'node:crypto';
import {
  type ApiKey,
  type ApiKeyPermission,
  type createApiKeyRequestSchema,
  MAX_API_KEYS_PER_ACCOUNT,
  MAX_KEY_LIFETIME_DAYS,
  type updateApiKeyRequestSchema,
} from '@vela/contracts/api-keys';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { apiKeys } from '../db/schema.ts';
import { normalizeEd25519PublicKey } from './api-key-signature.ts';
import { type SecretsKey, sealSecret } from './secret-box.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
type CreateInput = z.output<typeof createApiKeyRequestSchema>;
type UpdateInput = z.output<typeof updateApiKeyRequestSchema>;

/** The public identifier: `vk_` + 32 hex digits. */
export function newKeyId(): string {
  return `vk_${randomBytes(16).toString('hex')}`;
}

/** An HMAC secret: `vs_` + 64 hex digits (256 bits); the prefix lets log checks recognise one. */
export function newHmacSecret(): string {
  return `vs_${randomBytes(32).toString('hex')}`;
}

export function apiKeyView(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    keyId: row.keyId,
    label: row.label,
    kind: row.kind === 'ed25519' ? 'ed25519' : 'hmac',
    permissions: row.permissions as ApiKeyPermission[],
    ipAllowlist: row.ipAllowlist,
    rateLimit: row.rateLimit,
    publicKey: row.publicKey,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type CreateOutcome =
  | { ok: true; row: ApiKeyRow; secret: string | null }
  | { ok: false; reason: 'limit' | 'bad-public-key' | 'bad-expiry'; message: string; field?: string };

export async function createApiKey(
  db: Db,
  secretsKey: SecretsKey,
  userId: string,
  input: CreateInput,
  now = new Date(),
): Promise<CreateOutcome> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt) {
    const latest = now.getTime() + MAX_KEY_LIFETIME_DAYS * 86_400_000;
    if (expiresAt.getTime() <= now.getTime() || expiresAt.getTime() > latest) {
      return {
        ok: false,
        reason: 'bad-expiry',
        message: `expiresAt must be in the future and within ${MAX_KEY_LIFETIME_DAYS} days`,
        field: 'expiresAt',
      };
    }
  }
  let publicKey: string | null = null;
  let secret: string | null = null;
  if (input.kind === 'ed25519') {
    publicKey = normalizeEd25519PublicKey(input.publicKey) ?? null;
    if (!publicKey) {
      return {
        ok: false,
        reason: 'bad-public-key',
        message: 'publicKey is not an Ed25519 public key (base64 of 32 bytes or a PEM PUBLIC KEY block)',
        field: 'publicKey',
      };
    }
  } else {
    secret = newHmacSecret();
  }
  const [existing] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  if ((existing?.n ?? 0) >= MAX_API_KEYS_PER_ACCOUNT) {
    return { ok: false, reason: 'limit', message: `an account can hold at most ${MAX_API_KEYS_PER_ACCOUNT} API keys` };
  }
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId,
      keyId: newKeyId(),
      label: input.label,
      kind: input.kind,
      secretSealed: secret ? sealSecret(secretsKey, secret) : null,
      publicKey,
      permissions: input.permissions,
      ipAllowlist: input.ipAllowlist,
      rateLimit: input.rateLimit,
      expiresAt,
    })
    .returning();
  if (!row) throw new Error('api key insert returned no row');
  return { ok: true, row, secret };
}

export async function listApiKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
}

/** Changes one of the user's keys; undefined when the user has no such key. */
export async function updateApiKey(
  db: Db,
  userId: string,
  id: string,
  changes: UpdateInput,
): Promise<ApiKeyRow | undefined> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) {
    const [row] = await db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
    return row;
  }
  const [row] = await db
    .update(apiKeys)
    .set(set)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning();
  return row;
}

export async function deleteApiKey(db: Db, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return removed.length > 0;
}

export async function findApiKey(db: Db, keyId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyId, keyId));
  return row;
}

export async function markApiKeyUsed(db: Db, id: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
}
