import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authChallenges } from '../db/schema.ts';
import { digest, newSessionToken } from './secrets.ts';

export type ChallengePurpose = 'second-factor' | 'passkey-register' | 'passkey-login';
export type ChallengeRow = typeof authChallenges.$inferSelect;

/** Wrong answers one step survives; the per-account limit (http/account/two-factor.ts) bounds the rest. */
export const MAX_CHALLENGE_ATTEMPTS = 5;

/**
 * Opens a step and returns its ticket (256 random bits; the table keeps only its SHA-256, like
 * session tokens). Expired steps are forgotten on the way, so the table stays small.
 */
export async function openChallenge(
  db: Db,
  step: {
    purpose: ChallengePurpose;
    userId?: string;
    challenge?: string;
    context?: Record<string, unknown>;
    ttlSeconds: number;
  },
): Promise<string> {
  await db.delete(authChallenges).where(lte(authChallenges.expiresAt, sql`now()`));
  const ticket = newSessionToken();
  await db.insert(authChallenges).values({
    tokenHash: digest(ticket),
    purpose: step.purpose,
    userId: step.userId ?? null,
    challenge: step.challenge ?? null,
    context: step.context ?? {},
    expiresAt: sql`now() + make_interval(secs => ${step.ttlSeconds})`,
  });
  return ticket;
}

function live(ticket: string, purpose: ChallengePurpose) {
  return and(
    eq(authChallenges.tokenHash, digest(ticket)),
    eq(authChallenges.purpose, purpose),
    isNull(authChallenges.consumedAt),
    gt(authChallenges.expiresAt, sql`now()`),
  );
}

/**
 * The live step for `ticket`, with one attempt spent in the same statement that reads it, so
 * parallel answers cannot exceed MAX_CHALLENGE_ATTEMPTS. Undefined when unknown, used, expired
 * or out of attempts.
 */
export async function spendChallengeAttempt(
  db: Db,
  ticket: string,
  purpose: ChallengePurpose,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(and(live(ticket, purpose), lt(authChallenges.attempts, MAX_CHALLENGE_ATTEMPTS)))
    .returning();
  return row;
}

/** Sets the WebAuthn challenge of a live step (the passkey answer to a second-factor step). */
export async function setChallenge(
  db: Db,
  ticket: string,
  purpose: ChallengePurpose,
  challenge: string,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .update(authChallenges)
    .set({ challenge })
    .where(and(live(ticket, purpose), lt(authChallenges.attempts, MAX_CHALLENGE_ATTEMPTS)))
    .returning();
  return row;
}

/** Uses the step up; false when another request used it first. */
export async function consumeChallenge(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(authChallenges)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(authChallenges.id, id), isNull(authChallenges.consumedAt)))
    .returning({ id: authChallenges.id });
  return used.length === 1;
}
