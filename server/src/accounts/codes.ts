import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { verificationCodes } from '../db/schema.ts';
import { digest } from './secrets.ts';

export const CODE_TTL_SECONDS = 600;
/** Wrong guesses a code survives; with one new code a minute per account, guessing takes months. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Issues a fresh 6-digit code for `account`, replacing any earlier one for the same purpose, and
 * returns it for delivery. The database keeps only a digest bound to the account, so a copy of
 * the table does not show live codes at a glance.
 */
export async function issueCode(db: Db, account: string, purpose: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // Also forgets every expired code, which keeps the table to the last few minutes' codes.
    await tx
      .delete(verificationCodes)
      .where(
        or(
          and(eq(verificationCodes.account, account), eq(verificationCodes.purpose, purpose)),
          lte(verificationCodes.expiresAt, sql`now()`),
        ),
      );
    await tx.insert(verificationCodes).values({
      account,
      purpose,
      codeHash: codeDigest(account, code),
      expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
    });
  });
  return code;
}

/**
 * Checks a guess against the live code and returns that code's id when it matches. Every guess
 * spends an attempt in the same statement that reads the code, so parallel guesses cannot exceed
 * the limit. A match does not use the code up: `consumeCode` does, inside the transaction that
 * acts on it.
 */
export async function checkCode(db: Db, account: string, purpose: string, guess: string): Promise<string | undefined> {
  const live = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.account, account),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
        lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  const expected = Buffer.from(codeDigest(account, guess.padStart(6, '0')));
  return live.find((row) => {
    const stored = Buffer.from(row.codeHash);
    return stored.length === expected.length && timingSafeEqual(stored, expected);
  })?.id;
}

/** Marks the code used; false when someone else used it first. */
export async function consumeCode(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}

function codeDigest(account: string, code: string): string {
  return digest(`${account}\n${code}`);
}
