import { apiErrorSchema } from '@vela/contracts/errors';
import { TOTP_CODE_REUSED } from '@vela/contracts/two-factor';
import { FetchError } from 'ofetch';
import { isNetworkFailure } from '../../lib/http/request.ts';

/** A failed call or browser ceremony, as the twoFactor.errors.* key (and values) to show. */
export interface TwoFactorProblem {
  key: string;
  values?: Record<string, string | number>;
  /** The field at fault, when the platform named one. */
  field?: 'password' | 'code' | 'name';
}

const REASONS: Record<string, TwoFactorProblem> = {
  'wrong-password': { key: 'twoFactor.errors.wrongPassword', field: 'password' },
  'wrong-code': { key: 'twoFactor.errors.wrongCode', field: 'code' },
  [TOTP_CODE_REUSED]: { key: 'twoFactor.errors.codeReused', field: 'code' },
  'already-enabled': { key: 'twoFactor.errors.alreadyEnabled' },
  'not-started': { key: 'twoFactor.errors.setupExpired' },
  'not-enabled': { key: 'twoFactor.errors.notEnabled' },
  'step-expired': { key: 'twoFactor.errors.setupExpired' },
  'passkey-failed': { key: 'twoFactor.errors.passkeyFailed' },
  'passkey-exists': { key: 'twoFactor.errors.passkeyExists' },
  'passkey-not-found': { key: 'twoFactor.errors.passkeyGone' },
};

export function twoFactorProblem(error: unknown): TwoFactorProblem {
  if (isNetworkFailure(error)) return { key: 'twoFactor.errors.network' };
  // What @simplewebauthn/browser rejects with when the person cancels or the prompt times out.
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return { key: 'twoFactor.errors.passkeyCancelled' };
  }
  if (error instanceof Error && error.name === 'InvalidStateError') return { key: 'twoFactor.errors.passkeyExists' };
  if (!(error instanceof FetchError) || !error.response) return { key: 'twoFactor.errors.unknown' };
  const status = error.response.status;
  if (status === 429) {
    const seconds = Number(error.response.headers.get('retry-after')) || 60;
    return { key: 'twoFactor.errors.tooMany', values: { seconds } };
  }
  const body = apiErrorSchema.safeParse(error.data);
  const reason = body.success ? body.data.reason : undefined;
  if (reason && reason in REASONS) return REASONS[reason] as TwoFactorProblem;
  if (status === 400 && body.success && body.data.fields) {
    if ('password' in body.data.fields) return { key: 'twoFactor.errors.passwordRequired', field: 'password' };
    if ('code' in body.data.fields) return { key: 'twoFactor.errors.codeInvalid', field: 'code' };
    if ('name' in body.data.fields) return { key: 'twoFactor.errors.nameInvalid', field: 'name' };
  }
  return { key: 'twoFactor.errors.unknown' };
}
