import type { SecondFactorMethod } from '@vela/contracts/auth';
import { TOTP_CODE_REUSED } from '@vela/contracts/two-factor';
import type { AuthenticationResponse } from '@vela/contracts/webauthn';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { countPasskeys, findPasskey, type RelyingParty, verifyAssertion } from './passkeys.ts';
import {
  deleteRecoveryCodes,
  looksLikeRecoveryCode,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  useRecoveryCode,
} from './recovery-codes.ts';
import type { SecretsKey } from './secret-box.ts';
import type { UserRow } from './sessions.ts';
import { type TotpCheck, totpEnabled, verifyTotp } from './totp-enrolment.ts';

/** How long the second step of a login stays open after the right password. */
export const SECOND_FACTOR_TTL_SECONDS = 300;
/** How long a WebAuthn ceremony (registration, passkey sign-in) may take. */
export const WEBAUTHN_TTL_SECONDS = 300;

export interface SecondFactorState {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export async function secondFactorState(db: Db, userId: string): Promise<SecondFactorState> {
  const [totp, passkeys, left] = await Promise.all([
    totpEnabled(db, userId),
    countPasskeys(db, userId),
    recoveryCodesLeft(db, userId),
  ]);
  return { totp, passkeys, recoveryCodesLeft: left };
}

/** The account has a second factor: a password alone opens no session. */
export function secondFactorOn(state: SecondFactorState): boolean {
  return state.totp || state.passkeys > 0;
}

/** What the login's second step can be answered with, in the order the form offers them. */
export function secondFactorMethods(state: SecondFactorState): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (state.totp) methods.push('totp');
  if (state.passkeys > 0) methods.push('passkey');
  if (state.recoveryCodesLeft > 0) methods.push('recovery');
  return methods;
}

/**
 * Called after a factor was added: when it is the account's first (the second factor just turned
 * on), ten recovery codes are made and returned for their only showing.
 */
export async function recoveryCodesForFirstFactor(
  db: Db,
  userId: string,
  wasOn: boolean,
): Promise<string[] | undefined> {
  return wasOn ? undefined : replaceRecoveryCodes(db, userId);
}

/** Called after a factor was removed: with none left, the recovery codes go too. */
export async function forgetRecoveryCodesIfOff(db: Db, userId: string): Promise<void> {
  if (!secondFactorOn(await secondFactorState(db, userId))) await deleteRecoveryCodes(db, userId);
}

export type SecondFactorProof =
  | { method: 'totp'; code: string }
  | { method: 'recovery'; code: string }
  | { method: 'passkey'; response: AuthenticationResponse; challenge: string };

const checked = (proven: boolean): TotpCheck => (proven ? 'valid' : 'wrong');

/**
 * Checks one answer to the second step; a good TOTP step, recovery code or passkey use is spent.
 * `reused`: an authenticator code already used (see TotpCheck).
 */
export async function proveSecondFactor(
  deps: { db: Db; secretsKey: SecretsKey; relyingParty: RelyingParty },
  userId: string,
  proof: SecondFactorProof,
): Promise<TotpCheck> {
  const { db } = deps;
  switch (proof.method) {
    case 'totp':
      return verifyTotp(db, deps.secretsKey, userId, proof.code);
    case 'recovery':
      return checked(await useRecoveryCode(db, userId, proof.code));
    case 'passkey': {
      const passkey = await findPasskey(db, proof.response.id);
      if (!passkey || passkey.userId !== userId) return 'wrong';
      return checked(await verifyAssertion(db, deps.relyingParty, proof.challenge, proof.response, passkey, false));
    }
  }
}

/** A code typed where the second factor is asked again: a recovery code or a current TOTP code, spent. */
export async function checkSecondFactorCode(
  deps: { db: Db; secretsKey: SecretsKey },
  userId: string,
  code: string,
): Promise<TotpCheck> {
  if (looksLikeRecoveryCode(code)) return checked(await useRecoveryCode(deps.db, userId, code));
  return verifyTotp(deps.db, deps.secretsKey, userId, code);
}

/** The refusal of an authenticator code that was right but already used: the next one will do. */
export function codeReused(): Refusal {
  return new Refusal(
    'invalid',
    TOTP_CODE_REUSED,
    'this code was already used: wait for the next code in your authenticator app',
    'code',
  );
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}
