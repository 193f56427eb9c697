import { z } from 'zod';

export * from './session-names.ts';

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
  /** Identity verification level: 0 none, 1 personal details, 2 documents approved. */
  kycLevel: z.number().int().min(0).max(2),
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
