import type { Mode, NetworkFailure, RequestHelper } from '../../app/lib/http/request.ts';

/** One call the fake request helper received. */
export interface RecordedCall {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  /** The query of a GET, the body of a POST. */
  payload: unknown;
  mode: Mode;
}

/** What the fake answers a call with: a body, a thrown error (a 4xx/5xx), or a network failure. */
export type FakeAnswer = { body: unknown } | { throws: unknown } | { network: true };

/**
 * A request helper for unit tests: it records every call and answers from `answer` (by default an
 * empty object). Never imported by application code.
 */
export function fakeRequestHelper(answer: (call: RecordedCall) => FakeAnswer = () => ({ body: {} })) {
  const calls: RecordedCall[] = [];
  const respond = async (call: RecordedCall): Promise<never> => {
    calls.push(call);
    const outcome = answer(call);
    if ('throws' in outcome) throw outcome.throws;
    if ('network' in outcome) return { code: 500, data: {}, err: 'offline' } satisfies NetworkFailure as never;
    return outcome.body as never;
  };
  const helper: RequestHelper = {
    get: (path, query, mode = 'spot') => respond({ method: 'GET', path, payload: query, mode }),
    post: (path, body, mode = 'spot') => respond({ method: 'POST', path, payload: body, mode }),
    patch: (path, body, mode = 'spot') => respond({ method: 'PATCH', path, payload: body, mode }),
  };
  return { helper, calls };
}

/** The error the request helper throws for a 4xx/5xx: the status and the parsed body on `data`. */
export function httpError(status: number, data: unknown): Error {
  return Object.assign(new Error(`HTTP ${status}`), { status, data });
}

/** An API error body (apiErrorSchema) of a 400, with its reason and the fields it names when given. */
export function refusalBody(reason?: string, fields?: Record<string, string>) {
  return {
    code: 400,
    error: 'Bad Request',
    message: 'refused',
    ...(reason ? { reason } : {}),
    ...(fields ? { fields } : {}),
  };
}

/** An API error body (apiErrorSchema) with a refusal reason and, optionally, the field at fault. */
export function refusal(status: number, reason: string, field?: string): Error {
  return httpError(status, {
    code: status,
    error: 'Bad Request',
    message: reason,
    reason,
    ...(field ? { fields: { [field]: reason } } : {}),
  });
}
