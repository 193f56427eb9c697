import { z } from 'zod';

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

/** The signed-in user as the client shows it (the spec's user menu/profile object). */
export const profileSchema = z.object({
  /** Stable user id; also the value of the userId cookie and the analytics user id. */
  id: z.string(),
  /** The short numeric UID shown to the user and to support. */
  fid: z.string().regex(/^\d+$/),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The account with its middle hidden (jo***@example.com, +86****1234), for headers and menus. */
  displayName: z.string(),
  /** Drives the client's KYC popup; false until the user passes identity verification. */
  kycVerified: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/v1/auth/me */
export const currentUserResponseSchema = z.object({ user: profileSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

export const TOPS_INFO_PATH = '/open/seckill/user/tops-info';

/** POST /open/seckill/user/tops-info: home page data; both fields are null for a visitor. */
export const topsInfoResponseSchema = z.object({
  id: z.string().nullable(),
  userInfo: profileSchema.nullable(),
});
export type TopsInfoResponse = z.infer<typeof topsInfoResponseSchema>;
