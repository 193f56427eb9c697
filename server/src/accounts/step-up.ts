import { STEP_UP_REQUIRED } from '@vela/contracts/api-keys';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { verifyPassword } from './passwords.ts';
import type { RateDecision, RateLimitStore } from './rate-limit.ts';
import { checkSecondFactorCode, codeReused } from './second-factor.ts';
import type { SecretsKey } from './secret-box.ts';
import { totpEnabled } from './totp-enrolment.ts';
import { reauthenticationLimiter, secondFactorLimiter } from './two-factor-limits.ts';

export interface StepUpProof {
  password?: string;
  code?: string;
}

export interface StepUpDeps {
  db: Db;
  secretsKey: SecretsKey;
  rateLimits: RateLimitStore;
}

/**
 * Asks a signed-in user to prove it is them again before a powerful change (a key that can trade,
 * a key's permissions or allowlist), so a stolen session alone cannot make one: with the
 * authenticator app on, its code or a recovery code (the second factor); otherwise the password.
 * A missing proof is refused as forbidden (403) `step-up-required` naming the field to fill; a wrong one with
 * 400; too many wrong ones (5 per 15 minutes, counted with the other second-factor answers or
 * password confirmations) with 429, returned for the route to send.
 */
export function stepUpGuard(deps: StepUpDeps) {
  const codeLimit = secondFactorLimiter(deps.rateLimits);
  const passwordLimit = reauthenticationLimiter(deps.rateLimits);

  return async function confirm(userId: string, proof: StepUpProof): Promise<RateDecision> {
    if (await totpEnabled(deps.db, userId)) {
      const code = proof.code?.trim();
      if (!code) {
        throw new Refusal(
          'forbidden',
          STEP_UP_REQUIRED,
          'confirm this change with the code from your authenticator app (or a recovery code)',
          'code',
        );
      }
      const decision = await codeLimit.hit(userId);
      if (!decision.allowed) return decision;
      const check = await checkSecondFactorCode(deps, userId, code);
      if (check === 'reused') throw codeReused();
      if (check === 'wrong') throw new Refusal('invalid', 'wrong-code', 'the code is wrong', 'code');
      await codeLimit.reset(userId);
      return { allowed: true };
    }
    if (!proof.password) {
      throw new Refusal('forbidden', STEP_UP_REQUIRED, 'confirm this change with your password', 'password');
    }
    const decision = await passwordLimit.hit(userId);
    if (!decision.allowed) return decision;
    // Read fresh: the session's copy of the user predates a password change made elsewhere.
    const [row] = await deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!row || !(await verifyPassword(proof.password, row.hash))) {
      throw new Refusal('invalid', 'wrong-password', 'the password is wrong', 'password');
    }
    await passwordLimit.reset(userId);
    return { allowed: true };
  };
}

/** Whether an API-key change needs the step-up: a trade permission at creation, any change of permissions or allowlist. */
export function apiKeyChangeNeedsStepUp(
  change: { permissions?: readonly string[]; ipAllowlist?: readonly string[] },
  creating: boolean,
): boolean {
  if (creating) return (change.permissions ?? []).some((permission) => permission !== 'read');
  return change.permissions !== undefined || change.ipAllowlist !== undefined;
}
