import type { RouteDoc } from '@vela/contracts/operations/operation';

/** What the errors of a route depend on besides its own list: its method and its doc. */
type ErrorSource = Pick<RouteDoc, 'auth' | 'apiKey' | 'params' | 'query' | 'body' | 'consumes' | 'errors'> & {
  method: string;
};

const standardErrorDescriptions: Record<number, string> = {
  400: 'Invalid input: `fields` names each field at fault.',
  401: 'Sign-in required: the session (or token) is missing, expired or revoked.',
  403: 'Refused: a cookie-borne write without a same-origin Origin header (CSRF rule).',
  404: 'Not found.',
  409: 'Conflict with the current state.',
  413: 'The body is too large.',
  414: 'The URL is too long.',
  415: 'Unsupported media type.',
  429: 'Too many requests: wait the Retry-After header (seconds) and try again.',
  503: 'Temporarily unavailable: try again shortly.',
};

const joined = (first: string | undefined, second: string) => (first ? `${first} Or: ${second}` : second);

/** Whether Fastify reads a body the route may be sent: every method but GET and HEAD, with its JSON and text parsers. */
const readsBody = (route: ErrorSource) => route.method !== 'GET' && route.method !== 'HEAD' && !route.consumes;

/** The errors every route of a kind has, so a route lists only what is particular to it. */
function automaticErrors(route: ErrorSource): Map<number, string> {
  const errors = new Map<number, string>();
  if (route.params || route.query || route.body) errors.set(400, standardErrorDescriptions[400] ?? '');
  if (readsBody(route)) {
    errors.set(400, joined(errors.get(400), 'A body that is not valid JSON while `Content-Type` says it is.'));
    errors.set(413, 'The body is over its limit (256 KB unless the call says otherwise).');
    errors.set(415, 'A body that is neither JSON nor plain text.');
  }
  if (route.auth === 'session' || route.auth === 'futures') {
    errors.set(401, standardErrorDescriptions[401] ?? '');
    if (route.method !== 'GET') errors.set(403, standardErrorDescriptions[403] ?? '');
  }
  if (route.auth === 'operator') {
    errors.set(401, 'Operator token required: send `Authorization: Bearer <OPERATOR_TOKEN>`.');
    errors.set(404, 'The operator API does not exist on this server (OPERATOR_TOKEN is not set).');
  }
  // A request that presents an API key is judged by its signature before any route, those not open
  // to keys included (the signed-request hook of http/account/api-keys.ts).
  errors.set(
    400,
    joined(
      errors.get(400),
      'A request presenting `X-VELA-APIKEY` without all the signed-request headers (reason "signature-headers-missing").',
    ),
  );
  errors.set(
    401,
    joined(
      errors.get(401),
      'A signed request refused: unknown-key, key-expired, timestamp-outside-window, bad-signature or replayed (the `reason` field).',
    ),
  );
  errors.set(
    403,
    joined(
      errors.get(403),
      route.apiKey
        ? `An API key from an address its allowlist does not hold (address-not-allowed) or without the "${route.apiKey}" permission (permission-missing).`
        : 'An API key from an address its allowlist does not hold (address-not-allowed); a call not open to keys that needs the signed-in user refuses them (not-open-to-api-keys).',
    ),
  );
  errors.set(429, joined(errors.get(429), 'The API key’s own rate limit (requests a minute) is reached.'));
  errors.set(503, joined(errors.get(503), 'Signed requests cannot be checked right now (replay guard unavailable).'));
  return errors;
}

/** Every error of a route, automatic and listed, by status. */
export function routeErrors(route: ErrorSource): Map<number, string> {
  const errors = automaticErrors(route);
  for (const error of route.errors ?? []) {
    const [status, description] = typeof error === 'number' ? [error, undefined] : error;
    const known = errors.get(status);
    const text = description ?? known ?? standardErrorDescriptions[status] ?? 'Error.';
    errors.set(status, known && description ? joined(known, description) : text);
  }
  return errors;
}
