import { type ApplicationErrorCode, applicationErrorCodes, applicationLimits } from '@vela/contracts/affiliate';
import { FetchError } from 'ofetch';
import { formatCount } from '../../lib/format/number.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';

/** Error codes by field path as the API names them: 'email', 'languages', 'channels.1.handle'. */
export type FieldErrors = Partial<Record<string, ApplicationErrorCode>>;

/** A problem with the whole submission rather than one field: a message key and its values. */
export interface FormProblem {
  key: string;
  values?: Record<string, string | number>;
}

export type SubmitProblem = { fields: FieldErrors; form?: undefined } | { form: FormProblem; fields?: undefined };

const knownCodes = new Set<string>(applicationErrorCodes);

/** A code this client can translate; anything newer or unexpected reads as plain "invalid". */
export function asErrorCode(value: unknown): ApplicationErrorCode {
  return typeof value === 'string' && knownCodes.has(value) ? (value as ApplicationErrorCode) : 'invalid';
}

/** The first issue of each field, as the server's zodFields reports them, so both sides agree. */
export function fieldErrorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= asErrorCode(issue.message);
  }
  return fields;
}

/** What the platform's refusal means for the form: field codes to show, or one message for all. */
export function problemFromFailure(error: unknown): SubmitProblem {
  if (isNetworkFailure(error)) return { form: { key: 'affiliate.errors.network' } };
  if (!(error instanceof FetchError) || !error.response) return { form: { key: 'affiliate.errors.unknown' } };
  const status = error.response.status;
  const reported = (error.data as { fields?: Record<string, unknown> } | undefined)?.fields ?? {};
  if (status === 429) {
    const seconds = Number(error.response.headers.get('retry-after')) || 60;
    return { form: { key: 'affiliate.errors.tooMany', values: { minutes: Math.ceil(seconds / 60) } } };
  }
  if (status === 409) return { fields: { email: 'already-applied' } };
  if (status === 400) {
    const fields: FieldErrors = {};
    for (const [path, code] of Object.entries(reported)) if (path !== '_') fields[path] = asErrorCode(code);
    if (Object.keys(fields).length > 0) return { fields };
  }
  return { form: { key: 'affiliate.errors.unknown' } };
}

/** The numbers the error messages quote, formatted for the locale. */
export function errorMessageValues(localeTag: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(applicationLimits).map(([name, limit]) => [name, formatCount(limit, localeTag)]),
  );
}
