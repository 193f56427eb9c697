import { FetchError } from 'ofetch';
import { isNetworkFailure } from '../../lib/http/request.ts';

/** A problem to show on an account form: a message key (+ values) and, if known, the field. */
export interface FormProblem {
  key: string;
  values?: Record<string, string | number>;
  field?: 'account' | 'password' | 'verificationCode';
}

const fieldKeys: Record<string, FormProblem> = {
  account: { key: 'auth.errors.accountInvalid', field: 'account' },
  password: { key: 'auth.errors.passwordRules', field: 'password' },
  verificationCode: { key: 'auth.errors.wrongCode', field: 'verificationCode' },
};

/**
 * Turns what the platform answered into a translated problem: field errors to their field,
 * 409 to "already registered", 429 to "wait N seconds", a plain 400 on login to "wrong account
 * or password" (the server answers the same for both), the network to "could not reach".
 */
export function problemFromResponse(error: unknown, form: 'login' | 'register' | 'code'): FormProblem {
  if (isNetworkFailure(error)) return { key: 'auth.errors.network' };
  if (!(error instanceof FetchError) || !error.response) return { key: 'auth.errors.unknown' };
  const status = error.response.status;
  if (status === 429) {
    const seconds = Number(error.response.headers.get('retry-after')) || 60;
    return { key: 'auth.errors.tooMany', values: { seconds } };
  }
  if (status === 409) return { key: 'auth.errors.accountExists', field: 'account' };
  if (status === 400) {
    const fields = (error.data as { fields?: Record<string, string> } | undefined)?.fields ?? {};
    const first = Object.keys(fields).find((name) => name in fieldKeys);
    if (first) return fieldKeys[first] as FormProblem;
    if (form === 'login') return { key: 'auth.errors.wrongCredentials' };
  }
  return { key: 'auth.errors.unknown' };
}
