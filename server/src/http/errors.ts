import type { ApiError } from '@vela/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { captureServerError } from '../errors-reporting/sentry-node.ts';
import { InvalidInput, Refusal, type RefusalKind, zodFields } from '../refusal.ts';

/** Input an HTTP route cannot parse (the domain's InvalidInput, answered the same way). */
export class BadRequestError extends InvalidInput {
  readonly statusCode = 400;
}

/** A refused request with a stable `reason` code (and the field at fault, if any) for the client. */
export class RequestRefusedError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 503,
    readonly reason: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The status code of each kind of domain refusal: the one place a Refusal meets HTTP. */
const refusalStatus: Record<RefusalKind, 400 | 403 | 404 | 409 | 503> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unavailable: 503,
};

/** A domain refusal as the HTTP error it is answered with. */
export function httpRefusal(refusal: Refusal): RequestRefusedError {
  return new RequestRefusedError(refusalStatus[refusal.kind], refusal.reason, refusal.message, refusal.field);
}

/** A 503 says when to try again; the client's GET retry (ofetch) and load balancers honour it. */
const RETRY_AFTER_SECONDS = 5;
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable (its database cannot be reached); try again in a few seconds';

/** Clients see a status, a short reason and field messages; never a stack trace or an internal message. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(
    (raised: FastifyError | InvalidInput | RequestRefusedError | Refusal | ZodError, request, reply) => {
      const error = raised instanceof Refusal ? httpRefusal(raised) : raised;
      if (error instanceof ZodError) {
        return reply.status(400).send(apiError(400, 'invalid input', zodFields(error)));
      }
      if (error instanceof RequestRefusedError) {
        const fields = error.field ? { [error.field]: error.reason } : undefined;
        if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply
          .status(error.statusCode)
          .send({ ...apiError(error.statusCode, error.message, fields), reason: error.reason });
      }
      if (error instanceof InvalidInput) {
        return reply.status(400).send(apiError(400, error.message, error.fields));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable: answered 503');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ ...apiError(503, SERVICE_UNAVAILABLE_MESSAGE), reason: 'service-unavailable' });
      }
      const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        captureServerError(error, request);
        return reply.status(500).send(apiError(500, 'internal error'));
      }
      return reply.status(status).send(apiError(status, error.message));
    },
  );
}

export function apiError(code: number, message: string, fields?: Record<string, string>): ApiError {
  return { code, error: reasonPhrase(code), message, ...(fields ? { fields } : {}) };
}

function reasonPhrase(code: number): string {
  const phrases: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  };
  return phrases[code] ?? (code >= 500 ? 'Server Error' : 'Client Error');
}
