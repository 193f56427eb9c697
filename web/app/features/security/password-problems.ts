import { FetchError } from 'ofetch';
import { isNetworkFailure } from '../../lib/http/request.ts';

/** A problem to show on a security form: a message key (+ values) and, when known, its field. */
export interface SecurityProblem {
  key: string;
  values?: Record<string, string | number>;
  field?: string;
}

/**
 * What the platform answered, as a translated problem for the form. `codeKey` says what the
 * `code` field means on this form (a reset code or an anti-phishing code).
 */
export function securityProblem(
  error: unknown,
  codeKey: 'security.errors.wrongCode' | 'security.errors.antiPhishingInvalid' = 'security.errors.wrongCode',
): SecurityProblem {
  if (isNetworkFailure(error)) return { key: 'security.errors.network' };
  if (!(error instanceof FetchError) || !error.response) return { key: 'security.errors.unknown' };
  const status = error.response.status;
  if (status === 429) {
    const seconds = Number(error.response.headers.get('retry-after')) || 60;
    return { key: 'security.errors.tooMany', values: { seconds } };
  }
  if (status === 404) return { key: 'security.errors.sessionGone' };
  if (status !== 400) return { key: 'security.errors.unknown' };
  const fields = (error.data as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  if (fields.currentPassword) return { key: 'security.errors.wrongPassword', field: 'currentPassword' };
  if (fields.password) return { key: 'security.errors.wrongPassword', field: 'password' };
  if (fields.newPassword) {
    const same = /differ/.test(fields.newPassword);
    return { key: same ? 'security.errors.samePassword' : 'security.errors.passwordRules', field: 'newPassword' };
  }
  if (fields.account) return { key: 'security.errors.accountInvalid', field: 'account' };
  if (fields.code) return { key: codeKey, field: 'code' };
  return { key: 'security.errors.unknown' };
}
