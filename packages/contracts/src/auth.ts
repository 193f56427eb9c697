import { z } from 'zod';
import { localeCodeSchema } from './locales.ts';
import { profileSchema } from './session.ts';
import { recoveryCodeSchema, totpCodeSchema } from './two-factor.ts';
import { authenticationResponseSchema, ticketSchema, webauthnOptionsSchema } from './webauthn.ts';

/** The account endpoints. */
export const authPaths = {
  code: '/api/v1/auth/code',
  register: '/api/v1/auth/register',
  login: '/api/v1/auth/login',
  logout: '/api/v1/auth/logout',
  me: '/api/v1/auth/me',
  outbox: '/api/v1/auth/outbox',
  /** POST {ticket, method, code | response}: the second step of a login that answered `secondFactor`. */
  loginSecondFactor: '/api/v1/auth/login/second-factor',
  /** POST {ticket}: WebAuthn options for the second step with a passkey. */
  loginPasskeyOptions: '/api/v1/auth/login/second-factor/passkey-options',
  /** POST {delivery}: WebAuthn options (and a ticket) to sign in with a passkey, no password. */
  passkeyOptions: '/api/v1/auth/passkey/options',
  /** POST {ticket, response}: signs in with a passkey. */
  passkeyLogin: '/api/v1/auth/passkey',
} as const;

const emailPattern = z.regexes.email;
const phonePattern = /^\+[1-9]\d{6,14}$/;

/**
 * The form an account is stored and compared in: e-mail addresses in lower case, phone numbers
 * in E.164 (+ country code, digits only) with the spaces, dots, hyphens and brackets people type
 * removed.
 */
export function normalizeAccount(input: string): string {
  const trimmed = input.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/[\s.()-]/g, '');
}

export type AccountKind = 'email' | 'phone';

export function accountKind(account: string): AccountKind {
  return account.includes('@') ? 'email' : 'phone';
}

/** An e-mail address or an international phone number; parses to its normalized form. */
export const accountSchema = z
  .string({ error: 'enter an e-mail address or a phone number' })
  .max(254, 'at most 254 characters')
  .transform(normalizeAccount)
  .refine(
    (account) => (accountKind(account) === 'email' ? emailPattern.test(account) : phonePattern.test(account)),
    'expected an e-mail address or a phone number with its country code, such as +14155550123',
  );

/** Password rules for new passwords. Login accepts any string, so a rule change never locks anyone out. */
export const newPasswordSchema = z
  .string({ error: 'enter a password' })
  .min(8, 'at least 8 characters')
  .max(128, 'at most 128 characters')
  .regex(/[A-Za-z]/, 'at least one letter')
  .regex(/\d/, 'at least one digit');

/** The numeric code the user received: the spec's captcha/code input, at most 6 digits. */
export const verificationCodeSchema = z
  .string({ error: 'enter the code you received' })
  .regex(/^\d{1,6}$/, 'expected the code you received: up to 6 digits');

/**
 * `cookie` (browsers): the session travels in httpOnly cookies and never in the body.
 * `token` (native shells, API clients): no cookies; the body carries the token for the
 * X-Authorization header.
 */
export const sessionDeliverySchema = z.enum(['cookie', 'token']).default('cookie');

export const codePurposeSchema = z.enum(['register']);

/** POST /api/v1/auth/code */
export const codeRequestSchema = z.object({
  account: accountSchema,
  purpose: codePurposeSchema.default('register'),
});
export type CodeRequest = z.input<typeof codeRequestSchema>;

export const codeResponseSchema = z.object({
  /** Where the code went, partly hidden. */
  sentTo: z.string(),
  expiresInSeconds: z.number().int().positive(),
  /** A new code for the same account is refused (429) until this many seconds have passed. */
  resendAfterSeconds: z.number().int().positive(),
});
export type CodeResponse = z.infer<typeof codeResponseSchema>;

/** POST /api/v1/auth/register */
export const registerRequestSchema = z.object({
  account: accountSchema,
  password: newPasswordSchema,
  verificationCode: verificationCodeSchema,
  /** Saved as the user's language preference; the `language` header is used when absent. */
  language: localeCodeSchema.optional(),
  delivery: sessionDeliverySchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /api/v1/auth/login */
export const loginRequestSchema = z.object({
  account: accountSchema,
  password: z.string({ error: 'enter your password' }).min(1, 'enter your password').max(128, 'at most 128 characters'),
  delivery: sessionDeliverySchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Answer to register (201) and login (200). */
export const authResponseSchema = z.object({
  user: profileSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  /** Only with `delivery: "token"`. */
  token: z.string().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const secondFactorMethodSchema = z.enum(['totp', 'recovery', 'passkey']);
export type SecondFactorMethod = z.infer<typeof secondFactorMethodSchema>;

/**
 * Login's answer (200) to a right password on an account with a second factor: no session yet.
 * The session comes from `loginSecondFactor` with the ticket, within `expiresInSeconds`.
 */
export const secondFactorRequiredSchema = z.object({
  secondFactor: z.object({
    ticket: z.string(),
    /** What this account can answer with, in the order the form offers them. */
    methods: z.array(secondFactorMethodSchema),
    expiresInSeconds: z.number().int().positive(),
  }),
});
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredSchema>;

/** POST /api/v1/auth/login: a session, or the second step. */
export const loginResponseSchema = z.union([authResponseSchema, secondFactorRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export function needsSecondFactor(response: LoginResponse): response is SecondFactorRequired {
  return 'secondFactor' in response;
}

/** POST /api/v1/auth/login/second-factor (answers an AuthResponse, delivered as the login asked). */
export const secondFactorRequestSchema = z.discriminatedUnion('method', [
  z.object({
    ticket: ticketSchema,
    method: z.literal('totp'),
    code: totpCodeSchema,
  }),
  z.object({
    ticket: ticketSchema,
    method: z.literal('recovery'),
    code: recoveryCodeSchema,
  }),
  z.object({ ticket: ticketSchema, method: z.literal('passkey'), response: authenticationResponseSchema }),
]);
export type SecondFactorRequest = z.input<typeof secondFactorRequestSchema>;

/** POST /api/v1/auth/login/second-factor/passkey-options */
export const loginPasskeyOptionsRequestSchema = z.object({ ticket: ticketSchema });

export const passkeyLoginOptionsRequestSchema = z.object({ delivery: sessionDeliverySchema });
export type PasskeyLoginOptionsRequest = z.input<typeof passkeyLoginOptionsRequestSchema>;

/** Answer of both options calls: pass `options` to `startAuthentication()`. */
export const passkeyLoginOptionsResponseSchema = z.object({ ticket: z.string(), options: webauthnOptionsSchema });
export type PasskeyLoginOptionsResponse = z.infer<typeof passkeyLoginOptionsResponseSchema>;

/** POST /api/v1/auth/passkey */
export const passkeyLoginRequestSchema = z.object({ ticket: ticketSchema, response: authenticationResponseSchema });
export type PasskeyLoginRequest = z.input<typeof passkeyLoginRequestSchema>;

/** POST /api/v1/auth/logout */
export const logoutResponseSchema = z.object({ ok: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** GET /api/v1/auth/outbox?to=: development and tests only (absent when NODE_ENV=production). */
export const outboxQuerySchema = z.object({ to: accountSchema });

export const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.iso.datetime({ offset: true }) }),
  ),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
