import { apiErrorSchema } from '@vela/contracts/errors';
import { TOTP_CODE_REUSED } from '@vela/contracts/two-factor';
import { FetchError } from 'ofetch';
import { isNetworkFailure } from '../../lib/http/request.ts';
import type { FormProblem } from './auth-errors.ts';

const REASONS: Record<string, FormProblem> = {
  'wrong-code': { key: 'auth.errors.wrongSecondFactor', field: 'verificationCode' },
  [TOTP_CODE_REUSED]: { key: 'auth.errors.codeReused', field: 'verificationCode' },
  'step-expired': { key: 'auth.errors.stepExpired' },
  'passkey-failed': { key: 'auth.errors.passkeyFailed' },
  'passkey-not-started': { key: 'auth.errors.passkeyFailed' },
  'passkey-unknown': { key: 'auth.errors.passkeyUnknown' },
  'no-passkey': { key: 'auth.errors.passkeyFailed' },
};

/**
 * What went wrong in a second step or a passkey sign-in, as an auth.errors.* key: the platform's
 * `reason`, the browser's WebAuthn refusal (cancelled, timed out), 429, the network.
 */
export function secondFactorProblem(error: unknown): FormProblem {
  if (isNetworkFailure(error)) return { key: 'auth.errors.network' };
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return { key: 'auth.errors.passkeyCancelled' };
  }
  if (!(error instanceof FetchError) || !error.response) return { key: 'auth.errors.unknown' };
  if (error.response.status === 429) {
    const seconds = Number(error.response.headers.get('retry-after')) || 60;
    return { key: 'auth.errors.tooMany', values: { seconds } };
  }
  const body = apiErrorSchema.safeParse(error.data);
  const reason = body.success ? body.data.reason : undefined;
  if (reason && reason in REASONS) return REASONS[reason] as FormProblem;
  if (body.success && body.data.fields && 'code' in body.data.fields) {
    return { key: 'auth.errors.secondFactorInvalid', field: 'verificationCode' };
  }
  return { key: 'auth.errors.unknown' };
}
