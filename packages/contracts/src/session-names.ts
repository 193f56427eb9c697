// The session's cookie and header names, without the zod schemas of session.ts.
/**
 * The session secret. httpOnly, so scripts never see it; the browser sends it on same-site
 * requests. Native shells and API clients send the same token in a header instead.
 */
export const SESSION_COOKIE = 'vela_session';

/** Script-readable: the signed-in user's id (the spec's userId cookie). Not a secret. */
export const USER_ID_COOKIE = 'userId';

/**
 * Script-readable marker: the spec's "correction token" cookie, whose presence means "logged in".
 * Its value is always "1"; it carries no secret and grants nothing.
 */
export const CORRECTION_TOKEN_COOKIE = 'correctionToken';
export const CORRECTION_TOKEN_VALUE = '1';

/**
 * Request headers that may carry a session token (lower case, as Node reports them); the first
 * one holding a live session wins, then the cookie. `X-Authorization` may use the form
 * `Bearer <token>`.
 */
export const SESSION_TOKEN_HEADERS = ['x-authorization', 'token', 'logintoken'] as const;
