/**
 * Tells "the database is out of reach" apart from every other database error. The first kind is
 * temporary and not the request's fault: the HTTP layer answers 503 with Retry-After instead of
 * 500, start-up keeps trying until its timeout. The driver (pg), the pool (pg-pool), Node's sockets
 * and Drizzle (which wraps a failed query's error in `cause`) each say it differently.
 */

/**
 * SQLSTATE classes and codes of a lost or refused connection: 08 (connection exception), 57P01-03
 * (the server is shutting down, crashed, starting or otherwise not accepting connections:
 * `pg_terminate_backend` gives 57P01, a server in recovery 57P03), 57P05 (an idle session ended by
 * the server), 53300 (too many connections), 25006 (a write reached a read-only standby: a
 * failover in progress).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1235]|53300|25006)$/;

/**
 * 55000 (object not in prerequisite state) means many things; it is an outage only when the
 * database refuses connections (`ALTER DATABASE ... ALLOW_CONNECTIONS false`, a database being
 * dropped or restored): "database "vela" is not currently accepting connections".
 */
const PREREQUISITE_STATE = '55000';
const NOT_ACCEPTING_CONNECTIONS = /not (currently )?accepting connections/i;

/** Node socket and DNS errors of an address that does not answer. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg and pg-pool raise these without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Query read timeout',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  return causesOf(error).some((cause) => {
    const code = typeof cause.code === 'string' ? cause.code : undefined;
    if (code && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    const message = typeof cause.message === 'string' ? cause.message : '';
    if (code === PREREQUISITE_STATE) return NOT_ACCEPTING_CONNECTIONS.test(message);
    return UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
  });
}

/** The error, its `cause` chain and the errors of an AggregateError (a host with several addresses). */
export function causesOf(error: unknown): { code?: unknown; message?: unknown }[] {
  const found: { code?: unknown; message?: unknown }[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && found.length < 20) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || found.includes(current)) continue;
    found.push(current);
    if ('cause' in current) queue.push(current.cause);
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
  return found;
}
