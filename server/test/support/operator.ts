import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** Where an operator's requests come from, beyond the token: what the audit log records of them. */
export interface OperatorOrigin {
  userAgent?: string;
  remoteAddress?: string;
}

/**
 * Requests as the operator (bearer OPERATOR_TOKEN). A payload goes as JSON whatever it is, a bare
 * string too, so a test can send one the schema must refuse. `app` is read at each request: tests
 * build theirs in `beforeAll`.
 */
export function operatorRequests(app: () => FastifyInstance, token: string, origin: OperatorOrigin = {}) {
  return (method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app().inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(origin.userAgent === undefined ? {} : { 'user-agent': origin.userAgent }),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(origin.remoteAddress === undefined ? {} : { remoteAddress: origin.remoteAddress }),
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
}
