import type { ApiError } from '@vela/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { captureServerError } from '../errors-reporting/sentry-node.ts';

export class BadRequestError extends Error {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
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

export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A 503 says when to try again; the client's GET retry (ofetch) and load balancers honour it. */
const RETRY_AFTER_SECONDS = 5;
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable (its database cannot be reached); try again in a few seconds';

/** Clients see a status, a short reason and field messages; never a stack trace or an internal message. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | BadRequestError | RequestRefusedError | ZodError, request, reply) => {
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
    if (error instanceof BadRequestError) {
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
  });
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
