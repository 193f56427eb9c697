import { z } from 'zod';

/**
 * The JSON forms of WebAuthn credentials as @simplewebauthn/browser sends them. Only the outer
 * shape and sizes are checked here; the server's WebAuthn library verifies the content.
 */
const base64url = (max: number) =>
  z
    .string({ error: 'expected a base64url string' })
    .max(max, `at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]*$/, 'expected a base64url string');

const transports = z.array(z.string().max(32)).max(16).optional();
const extensionResults = z.record(z.string(), z.unknown()).default({});

/** What `startRegistration()` resolves to (navigator.credentials.create). */
export const registrationResponseSchema = z.object({
  id: base64url(1364),
  rawId: base64url(1364),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    authenticatorData: base64url(65536).optional(),
    transports,
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** What `startAuthentication()` resolves to (navigator.credentials.get). */
export const authenticationResponseSchema = z.object({
  id: base64url(1364),
  rawId: base64url(1364),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(65536),
    signature: base64url(8192),
    userHandle: base64url(1024).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/**
 * Options for `startRegistration()` / `startAuthentication()` (PublicKeyCredential*OptionsJSON),
 * passed through to the browser as the server's WebAuthn library made them.
 */
export const webauthnOptionsSchema = z.record(z.string(), z.unknown());
export type WebauthnOptions = z.infer<typeof webauthnOptionsSchema>;

/** A short-lived step of a sign-in or an enrolment: 256 random bits, base64url. */
export const ticketSchema = z
  .string({ error: 'the sign-in step is missing: start again' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'the sign-in step is malformed: start again');
