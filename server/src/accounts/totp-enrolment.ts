import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { openSecret, type SecretsKey, sealSecret } from './secret-box.ts';
import { matchTotp, newTotpSecret } from './totp.ts';

interface TotpState {
  totpSecret: string | null;
  totpEnabledAt: Date | null;
  totpLastStep: number | null;
}

/** Read fresh each time: the session cache's copy of the user may be older than the last code used. */
async function totpState(db: Db, userId: string): Promise<TotpState | undefined> {
  const [row] = await db
    .select({ totpSecret: users.totpSecret, totpEnabledAt: users.totpEnabledAt, totpLastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function totpEnabled(db: Db, userId: string): Promise<boolean> {
  return Boolean((await totpState(db, userId))?.totpEnabledAt);
}

/**
 * Starts (or restarts) enrolment: a new secret, sealed, kept beside the user and not on until
 * `enableTotp` sees a code of it. Returns the secret for its only showing; undefined when TOTP
 * is already on.
 */
export async function beginTotp(db: Db, key: SecretsKey, userId: string): Promise<string | undefined> {
  const secret = newTotpSecret();
  const started = await db
    .update(users)
    .set({ totpSecret: sealSecret(key, secret), totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return started.length === 1 ? secret : undefined;
}

export type EnableResult = 'enabled' | 'wrong-code' | 'not-started' | 'already-enabled';

/** Turns TOTP on when `code` is a current code of the pending secret. */
export async function enableTotp(
  db: Db,
  key: SecretsKey,
  userId: string,
  code: string,
  nowMs = Date.now(),
): Promise<EnableResult> {
  const state = await totpState(db, userId);
  if (!state?.totpSecret) return 'not-started';
  if (state.totpEnabledAt) return 'already-enabled';
  const step = matchTotp(openSecret(key, state.totpSecret), code, nowMs, null);
  if (step === undefined) return 'wrong-code';
  const enabled = await db
    .update(users)
    .set({ totpEnabledAt: new Date(nowMs), totpLastStep: step })
    // The secret checked is the one switched on: a setup restarted meanwhile changes it.
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt), eq(users.totpSecret, state.totpSecret)))
    .returning({ id: users.id });
  return enabled.length === 1 ? 'enabled' : 'not-started';
}

/**
 * `valid`: a current code, now spent; `reused`: a code of the authenticator's that was already
 * used (or is older than one used), which the user should be told apart from a wrong one, so
 * they wait for the next code instead of doubting the app; `wrong`: anything else.
 */
export type TotpCheck = 'valid' | 'wrong' | 'reused';

/**
 * Checks a code of the user's enabled TOTP and spends its time step, so the same code (or an
 * older one) is refused afterwards as `reused`, even by a request racing this one.
 */
export async function verifyTotp(
  db: Db,
  key: SecretsKey,
  userId: string,
  code: string,
  nowMs = Date.now(),
): Promise<TotpCheck> {
  const state = await totpState(db, userId);
  if (!state?.totpSecret || !state.totpEnabledAt) return 'wrong';
  const secret = openSecret(key, state.totpSecret);
  const step = matchTotp(secret, code, nowMs, state.totpLastStep);
  if (step === undefined) return matchTotp(secret, code, nowMs, null) === undefined ? 'wrong' : 'reused';
  const spent = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.totpEnabledAt),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  // None updated: a request racing this one spent this step (or a later one) first.
  return spent.length === 1 ? 'valid' : 'reused';
}

export async function disableTotp(db: Db, userId: string): Promise<boolean> {
  const disabled = await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(and(eq(users.id, userId), isNotNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return disabled.length === 1;
}
