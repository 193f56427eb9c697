import { z } from 'zod';
import { registrationResponseSchema, ticketSchema, webauthnOptionsSchema } from './webauthn.ts';

/** The second-factor endpoints of the security page: TOTP, recovery codes, passkeys. */
export const twoFactorPaths = {
  /** GET: what is on (TOTP, passkeys) and how many recovery codes are left. */
  status: '/api/v1/security/two-factor',
  /** POST {password}: a new TOTP secret to scan (not on until `totpEnable`). */
  totpSetup: '/api/v1/security/two-factor/totp/setup',
  /** POST {code}: turns TOTP on with a code from the app; answers the recovery codes (only showing). */
  totpEnable: '/api/v1/security/two-factor/totp/enable',
  /** POST {code}: turns TOTP off with a current code (or a recovery code). */
  totpDisable: '/api/v1/security/two-factor/totp/disable',
  /** POST {password}: ten new recovery codes, the old ones dead. */
  recoveryCodes: '/api/v1/security/two-factor/recovery-codes',
  /** GET: the account's passkeys. */
  passkeys: '/api/v1/security/passkeys',
  /** POST {password}: options for `navigator.credentials.create` and the ticket to register with. */
  passkeyOptions: '/api/v1/security/passkeys/options',
  /** POST {ticket, name, response}: saves the new passkey. */
  passkeyRegister: '/api/v1/security/passkeys/register',
  /** POST {name}: renames passkey `:id`. */
  passkeyRename: '/api/v1/security/passkeys/:id/rename',
  /** POST {password}: removes passkey `:id`. */
  passkeyRemove: '/api/v1/security/passkeys/:id/remove',
} as const;

/**
 * The 400 reason of an authenticator code that was right but already used (each code is good
 * once): the user waits for the next one. Any other code is `wrong-code`.
 */
export const TOTP_CODE_REUSED = 'code-already-used';

export function passkeyRenamePath(id: string): string {
  return twoFactorPaths.passkeyRename.replace(':id', encodeURIComponent(id));
}

export function passkeyRemovePath(id: string): string {
  return twoFactorPaths.passkeyRemove.replace(':id', encodeURIComponent(id));
}

/** A code from an authenticator app: 6 digits (spaces allowed, as apps show "123 456"). */
export const totpCodeSchema = z
  .string({ error: 'enter the 6-digit code from your authenticator app' })
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => /^\d{6}$/.test(value), 'expected the 6-digit code from your authenticator app');

/** A recovery code as printed (`abcd-efgh-jkmn-pqrs`); case, spaces and hyphens are forgiven. */
export const recoveryCodeSchema = z
  .string({ error: 'enter one of your recovery codes' })
  .max(40, 'expected one of your recovery codes')
  .refine((value) => value.replace(/[\s-]/g, '').length === 16, 'expected one of your recovery codes');

/** A TOTP code or a recovery code: what turning TOTP off accepts. */
export const secondFactorCodeSchema = z
  .string({ error: 'enter a code from your authenticator app or a recovery code' })
  .trim()
  .min(6, 'enter a code from your authenticator app or a recovery code')
  .max(40, 'expected a code from your authenticator app or a recovery code');

/** Re-authentication before a change of sign-in factors: any string, like login. */
export const currentPasswordSchema = z
  .string({ error: 'enter your password' })
  .min(1, 'enter your password')
  .max(128, 'at most 128 characters');

export const passkeyNameSchema = z
  .string({ error: 'enter a name for the passkey' })
  .trim()
  .min(1, 'enter a name for the passkey')
  .max(64, 'at most 64 characters');

export const passwordConfirmationSchema = z.object({ password: currentPasswordSchema });
export type PasswordConfirmation = z.input<typeof passwordConfirmationSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Synced by the platform (iCloud Keychain, Google Password Manager) rather than kept on one device. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET status */
export const twoFactorStatusSchema = z.object({
  /** True when a password alone no longer opens a session (TOTP on, or at least one passkey). */
  secondFactorRequired: z.boolean(),
  totp: z.object({
    enabled: z.boolean(),
    enabledAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  recoveryCodesLeft: z.number().int().nonnegative(),
  passkeys: z.array(passkeySchema),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST totpSetup: the secret's only showing, as text and as the QR code of its otpauth:// URI. */
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** An SVG image of the QR code, as a data: URL. */
  qrCode: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const totpEnableRequestSchema = z.object({ code: totpCodeSchema });
export type TotpEnableRequest = z.input<typeof totpEnableRequestSchema>;

export const totpDisableRequestSchema = z.object({ code: secondFactorCodeSchema });
export type TotpDisableRequest = z.input<typeof totpDisableRequestSchema>;

/** Recovery codes, answered once: at the first second factor and when the user asks for new ones. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** POST totpEnable: recovery codes come with it when the account had none. */
export const totpEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()).optional() });
export type TotpEnableResponse = z.infer<typeof totpEnableResponseSchema>;

export const passkeyOptionsResponseSchema = z.object({ ticket: z.string(), options: webauthnOptionsSchema });
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponseSchema>;

export const passkeyRegisterRequestSchema = z.object({
  ticket: ticketSchema,
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export type PasskeyRegisterRequest = z.input<typeof passkeyRegisterRequestSchema>;

export const passkeyRegisterResponseSchema = z.object({
  passkey: passkeySchema,
  /** Present when this passkey turned the second factor on: the recovery codes' only showing. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type PasskeyRegisterResponse = z.infer<typeof passkeyRegisterResponseSchema>;

export const passkeyRenameRequestSchema = z.object({ name: passkeyNameSchema });
export type PasskeyRenameRequest = z.input<typeof passkeyRenameRequestSchema>;

export const passkeyIdParamsSchema = z.object({ id: z.string().min(1).max(1364) });

export const okResponseSchema = z.object({ ok: z.literal(true) });
