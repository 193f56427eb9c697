import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { totpRecoveryCodes } from '../db/schema.ts';
import { digest } from './secrets.ts';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code copied by hand from paper must not be ambiguous. 31 symbols.
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const LENGTH = 16;

/**
 * One recovery code: 16 symbols of 31 (79 random bits), shown as four groups (`abcd-efgh-…`).
 * With that much randomness a salted SHA-256 is enough to store it: there is nothing to guess
 * offline, unlike a password.
 */
export function newRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return raw.match(/.{4}/g)?.join('-') ?? raw;
}

/** What people type back: any case, with or without the hyphens and spaces. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(input: string): boolean {
  const code = normalizeRecoveryCode(input);
  return code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char));
}

function codeHash(userId: string, code: string): string {
  return digest(`${userId}\n${normalizeRecoveryCode(code)}`);
}

/** Replaces the user's recovery codes with ten new ones and returns them (their only showing). */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
    await tx.insert(totpRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: codeHash(userId, code) })));
  });
  return codes;
}

/** Uses up one of the user's codes; false when it is not one of them or was used already. */
export async function useRecoveryCode(db: Db, userId: string, input: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(input)) return false;
  // One statement finds and spends the code, so two requests cannot both spend it.
  const used = await db
    .update(totpRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(totpRecoveryCodes.userId, userId),
        eq(totpRecoveryCodes.codeHash, codeHash(userId, input)),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
}
