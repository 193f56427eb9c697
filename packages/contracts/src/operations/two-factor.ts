import { z } from 'zod';
import {
  authPaths,
  authResponseSchema,
  loginPasskeyOptionsRequestSchema,
  passkeyLoginOptionsRequestSchema,
  passkeyLoginOptionsResponseSchema,
  passkeyLoginRequestSchema,
  secondFactorRequestSchema,
} from '../auth.ts';
import {
  okResponseSchema,
  passkeyIdParamsSchema,
  passkeyOptionsResponseSchema,
  passkeyRegisterRequestSchema,
  passkeyRegisterResponseSchema,
  passkeyRenameRequestSchema,
  passkeySchema,
  passwordConfirmationSchema,
  recoveryCodesResponseSchema,
  totpDisableRequestSchema,
  totpEnableRequestSchema,
  totpEnableResponseSchema,
  totpSetupResponseSchema,
  twoFactorPaths,
  twoFactorStatusSchema,
} from '../two-factor.ts';
import { type ApiTag, apiOperations } from './operation.ts';

const stepExpiredAnswer = [
  400,
  'The ticket is unknown, used, out of attempts or expired (`reason: "step-expired"`).',
] as const;

const wrongPassword = [400, 'The password is wrong (`reason: "wrong-password"`).'] as const;

const tooMany = [429, 'Too many password or code attempts for this account: wait Retry-After seconds.'] as const;

const wrongCodeAnswer = [400, 'The code is wrong (`reason: "wrong-code"`).'] as const;

const spentCodeAnswer = [
  400,
  'The code is wrong (`reason: "wrong-code"`), or an authenticator code that was already used (`reason: "code-already-used"`: each is good once, the next one will do).',
] as const;

export const twoFactorTag: ApiTag = {
  name: 'Second factor and passkeys',
  description:
    'TOTP (RFC 6238: SHA-1, 30 s, 6 digits, ±1 step, each step accepted once), ten single-use recovery codes, and WebAuthn passkeys. Once an account has TOTP on or a passkey, a right password answers `secondFactor` instead of a session; the session comes from the second step. Adding or removing a factor asks for the password again. WebAuthn options and answers are the JSON forms @simplewebauthn/browser uses.',
};

export const twoFactorOperations = apiOperations(twoFactorTag, {
  loginSecondFactor: {
    method: 'POST',
    path: authPaths.loginSecondFactor,
    summary: 'Second step of a login: TOTP code, recovery code or passkey',
    description:
      'With the ticket from the login answer. Answers the session as the login asked (`delivery`). Five wrong answers end a ticket; wrong answers are also limited per account across tickets.',
    auth: 'public',
    body: secondFactorRequestSchema,
    response: authResponseSchema,
    errors: [
      403,
      [
        400,
        'Wrong code (`wrong-code`), an authenticator code already used (`code-already-used`), failed passkey, or the ticket is unknown, used or expired (see `reason`).',
      ],
      429,
    ],
  },
  loginPasskeyOptions: {
    method: 'POST',
    path: authPaths.loginPasskeyOptions,
    summary: 'WebAuthn options to answer a second step with a passkey',
    auth: 'public',
    body: loginPasskeyOptionsRequestSchema,
    response: passkeyLoginOptionsResponseSchema,
    errors: [403, stepExpiredAnswer, 429],
  },
  passkeyLoginOptions: {
    method: 'POST',
    path: authPaths.passkeyOptions,
    summary: 'WebAuthn options to sign in with a passkey alone',
    description: 'No account name: the browser offers the discoverable passkeys it holds for this site.',
    auth: 'public',
    body: passkeyLoginOptionsRequestSchema,
    response: passkeyLoginOptionsResponseSchema,
    errors: [403, 429],
  },
  passkeyLogin: {
    method: 'POST',
    path: authPaths.passkeyLogin,
    summary: 'Sign in with a passkey',
    description: 'The passkey stands for both factors, so the authenticator must have verified the person (UV).',
    auth: 'public',
    body: passkeyLoginRequestSchema,
    response: authResponseSchema,
    errors: [
      403,
      [400, 'Unknown passkey, failed verification, or the ticket is unknown, used or expired (see `reason`).'],
      429,
    ],
  },
  status: {
    method: 'GET',
    path: twoFactorPaths.status,
    summary: 'Second-factor status: TOTP, recovery codes left, passkeys',
    auth: 'session',
    response: twoFactorStatusSchema,
  },
  totpSetup: {
    method: 'POST',
    path: twoFactorPaths.totpSetup,
    summary: 'Start TOTP set-up: a new secret and its QR code',
    description:
      'The secret is shown this once (the server keeps it sealed). TOTP is not on until a code of it is sent to the enable call.',
    auth: 'session',
    body: passwordConfirmationSchema,
    response: totpSetupResponseSchema,
    errors: [wrongPassword, [409, 'TOTP is on already.'], tooMany],
  },
  totpEnable: {
    method: 'POST',
    path: twoFactorPaths.totpEnable,
    summary: 'Turn TOTP on with a code of the new secret',
    description: 'Answers ten recovery codes (their only showing) when the account had no second factor yet.',
    auth: 'session',
    body: totpEnableRequestSchema,
    response: totpEnableResponseSchema,
    errors: [wrongCodeAnswer, [409, 'No set-up pending, or TOTP is on already.'], tooMany],
  },
  totpDisable: {
    method: 'POST',
    path: twoFactorPaths.totpDisable,
    summary: 'Turn TOTP off with a current code or a recovery code',
    auth: 'session',
    body: totpDisableRequestSchema,
    response: okResponseSchema,
    errors: [spentCodeAnswer, [409, 'TOTP is not on.'], tooMany],
  },
  recoveryCodes: {
    method: 'POST',
    path: twoFactorPaths.recoveryCodes,
    summary: 'Replace the recovery codes with ten new ones',
    auth: 'session',
    body: passwordConfirmationSchema,
    response: recoveryCodesResponseSchema,
    errors: [wrongPassword, [409, 'The account has no second factor.'], tooMany],
  },
  passkeys: {
    method: 'GET',
    path: twoFactorPaths.passkeys,
    summary: 'The account’s passkeys',
    auth: 'session',
    response: z.object({ passkeys: z.array(passkeySchema) }),
  },
  passkeyOptions: {
    method: 'POST',
    path: twoFactorPaths.passkeyOptions,
    summary: 'WebAuthn options to register a passkey',
    description: 'Discoverable credential, user verification preferred, the account’s passkeys excluded.',
    auth: 'session',
    body: passwordConfirmationSchema,
    response: passkeyOptionsResponseSchema,
    errors: [wrongPassword, tooMany],
  },
  passkeyRegister: {
    method: 'POST',
    path: twoFactorPaths.passkeyRegister,
    summary: 'Save a new passkey',
    description: 'Answers ten recovery codes (their only showing) when it is the account’s first second factor.',
    auth: 'session',
    body: passkeyRegisterRequestSchema,
    response: passkeyRegisterResponseSchema,
    status: 201,
    errors: [
      [400, 'The answer could not be verified, or the ticket is unknown, used or expired (see `reason`).'],
      [409, 'This passkey is registered already.'],
    ],
  },
  passkeyRename: {
    method: 'POST',
    path: twoFactorPaths.passkeyRename,
    summary: 'Rename a passkey',
    auth: 'session',
    params: passkeyIdParamsSchema,
    body: passkeyRenameRequestSchema,
    response: z.object({ passkey: passkeySchema }),
    errors: [[404, 'No such passkey on this account.']],
  },
  passkeyRemove: {
    method: 'POST',
    path: twoFactorPaths.passkeyRemove,
    summary: 'Remove a passkey',
    description: 'Removing the last second factor also deletes the recovery codes.',
    auth: 'session',
    params: passkeyIdParamsSchema,
    body: passwordConfirmationSchema,
    response: okResponseSchema,
    errors: [wrongPassword, [404, 'No such passkey on this account.'], tooMany],
  },
});
