import { z } from 'zod';
import { accountSchema, newPasswordSchema, verificationCodeSchema } from './auth.ts';

/** The account-security endpoints (password, sessions, login history, anti-phishing code). */
export const securityPaths = {
  /** POST {account}: mails a reset code when the account exists; the same answer either way. */
  resetCode: '/api/v1/security/password-reset/code',
  /** POST {account, code, newPassword}: sets the password, ends every session of the account. */
  reset: '/api/v1/security/password-reset',
  /** POST {currentPassword, newPassword}: ends the account's other sessions. */
  changePassword: '/api/v1/security/password',
  /** GET: the account's live sessions, the current one marked. */
  sessions: '/api/v1/security/sessions',
  /** POST: ends one session of the account (`:id`). */
  revokeSession: '/api/v1/security/sessions/:id/revoke',
  /** POST: ends every session of the account but the current one. */
  revokeOtherSessions: '/api/v1/security/sessions/revoke-others',
  /** GET ?limit=&before=: sign-in attempts of the last 90 days, newest first. */
  loginHistory: '/api/v1/security/login-history',
  /** GET: the overview of the security page (anti-phishing code set, password changed at). */
  overview: '/api/v1/security/overview',
  /** POST {code}: sets or changes the anti-phishing code; {code: null} clears it. */
  antiPhishing: '/api/v1/security/anti-phishing',
} as const;

export function revokeSessionPath(sessionId: string): string {
  return securityPaths.revokeSession.replace(':id', encodeURIComponent(sessionId));
}

const deviceText = (max: number) => z.string().trim().min(1).max(max);

/**
 * What is kept about the device a session was opened on: a reduced form of the client's device
 * info record (spec 3) — never its fingerprint, canvas, audio or plugin list.
 */
export const sessionDeviceSchema = z.object({
  /** The client's device id (`deviceId` header): tells a known device from a new one. */
  deviceId: deviceText(128).optional(),
  /** `platform` of the device record (Win32, MacIntel, iPhone, Linux armv8l …). */
  platform: deviceText(64).optional(),
  /** `brand_model`: "Apple iPhone", "Google Pixel 8". */
  brandModel: deviceText(64).optional(),
  /** `device_name` / the `deviceName` header: "Chrome 126 on Windows". */
  browser: deviceText(96).optional(),
  /** `system_version` / the `systemVersion` header: "Windows 10", "iOS 17.4". */
  systemVersion: deviceText(64).optional(),
  /** `system_lang`: the system language, "en-US". */
  systemLanguage: deviceText(35).optional(),
});
export type SessionDevice = z.infer<typeof sessionDeviceSchema>;

/**
 * The device fields a sign-in form may send with its request (any of the device info record's
 * fields; the rest of the record is ignored). Values that are 'unknown' count as absent.
 */
export const deviceHintSchema = z
  .object({
    platform: z.string().max(200).optional(),
    brand_model: z.string().max(200).optional(),
    system_lang: z.string().max(200).optional(),
    system_version: z.string().max(200).optional(),
    device_name: z.string().max(200).optional(),
  })
  .partial();
export type DeviceHint = z.infer<typeof deviceHintSchema>;

/** How a session was opened; `register` is the session a sign-up starts. */
export const loginMethods = [
  'register',
  'password',
  'password+totp',
  'password+recovery',
  'password+passkey',
  'passkey',
] as const;
export type LoginMethod = (typeof loginMethods)[number];

export const loginResults = [
  'success',
  'wrong-password',
  'wrong-second-factor',
  'second-factor-required',
  'rate-limited',
] as const;
export type LoginResult = (typeof loginResults)[number];

/** POST resetCode */
export const resetCodeRequestSchema = z.object({ account: accountSchema });
export type ResetCodeRequest = z.input<typeof resetCodeRequestSchema>;

/** The same answer whether or not the account exists. */
export const resetCodeResponseSchema = z.object({
  /** Where the code goes when the account exists, partly hidden. */
  sentTo: z.string(),
  expiresInSeconds: z.number().int().positive(),
  resendAfterSeconds: z.number().int().positive(),
});
export type ResetCodeResponse = z.infer<typeof resetCodeResponseSchema>;

/** POST reset */
export const resetPasswordRequestSchema = z.object({
  account: accountSchema,
  code: verificationCodeSchema,
  newPassword: newPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** POST changePassword */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'enter your current password' })
    .min(1, 'enter your current password')
    .max(128, 'at most 128 characters'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = z.object({
  ok: z.literal(true),
  /** How many other sessions were signed out. */
  endedSessions: z.number().int().nonnegative(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

const isoTime = z.iso.datetime({ offset: true });

export const sessionViewSchema = z.object({
  id: z.uuid(),
  /** The session this request came with. */
  current: z.boolean(),
  device: sessionDeviceSchema.nullable(),
  /** The client's address when the session was opened. */
  ip: z.string().nullable(),
  method: z.string().nullable(),
  createdAt: isoTime,
  lastSeenAt: isoTime,
  expiresAt: isoTime,
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** GET sessions: live sessions, the current one first, then the most recently seen. */
export const sessionListResponseSchema = z.object({ sessions: z.array(sessionViewSchema) });
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid('expected a session id') });

/** POST revokeOtherSessions */
export const revokeOthersResponseSchema = z.object({ endedSessions: z.number().int().nonnegative() });
export type RevokeOthersResponse = z.infer<typeof revokeOthersResponseSchema>;

export const LOGIN_HISTORY_PAGE_MAX = 100;

/** GET loginHistory */
export const loginHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LOGIN_HISTORY_PAGE_MAX).default(20),
  /** The `nextBefore` of the previous page. */
  before: z.coerce.number().int().positive().optional(),
});
export type LoginHistoryQuery = z.input<typeof loginHistoryQuerySchema>;

export const loginEventSchema = z.object({
  id: z.number().int(),
  at: isoTime,
  ip: z.string().nullable(),
  device: sessionDeviceSchema.nullable(),
  method: z.string(),
  result: z.string(),
});
export type LoginEvent = z.infer<typeof loginEventSchema>;

export const loginHistoryResponseSchema = z.object({
  events: z.array(loginEventSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type LoginHistoryResponse = z.infer<typeof loginHistoryResponseSchema>;

/**
 * The anti-phishing code: 4 to 20 letters (any script), digits, spaces, `-`, `_` or `.`, so it
 * reads the same in any mail client and never looks like markup.
 */
export const antiPhishingCodeSchema = z
  .string({ error: 'enter an anti-phishing code' })
  .trim()
  .min(4, 'at least 4 characters')
  .max(20, 'at most 20 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, 'letters, digits, spaces, "-", "_" and "." only');

/** POST antiPhishing: `code` null clears it. The current password confirms the change. */
export const antiPhishingRequestSchema = z.object({
  code: antiPhishingCodeSchema.nullable(),
  password: z.string({ error: 'enter your password' }).min(1, 'enter your password').max(128),
});
export type AntiPhishingRequest = z.input<typeof antiPhishingRequestSchema>;

/** GET overview (and the answer to antiPhishing). */
export const securityOverviewSchema = z.object({
  /** The code with its middle hidden; null when none is set. */
  antiPhishingCode: z.string().nullable(),
  passwordChangedAt: isoTime.nullable(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;
