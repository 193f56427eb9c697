import {
  authPaths,
  authResponseSchema,
  codeRequestSchema,
  codeResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  registerRequestSchema,
} from '../auth.ts';
import { currentUserResponseSchema } from '../session.ts';
import { type ApiTag, apiOperations } from './operation.ts';

export const authTag: ApiTag = {
  name: 'Sign-up and login',
  description:
    'Verification codes, registration, login and logout. `delivery: "cookie"` (browsers) sets the httpOnly session cookie; `delivery: "token"` answers the session token for the X-Authorization header instead.',
};

export const authOperations = apiOperations(authTag, {
  code: {
    method: 'POST',
    path: authPaths.code,
    summary: 'Send a verification code',
    description: 'Mails (or texts) a 6-digit code to the account. One code per account per minute.',
    auth: 'public',
    body: codeRequestSchema,
    response: codeResponseSchema,
    errors: [403, 429, [503, 'The code could not be sent; try again in a minute.']],
  },
  register: {
    method: 'POST',
    path: authPaths.register,
    summary: 'Register an account',
    description: 'Needs the code sent to the account; signs the new user in.',
    auth: 'public',
    body: registerRequestSchema,
    response: authResponseSchema,
    status: 201,
    errors: [403, [409, 'The account is registered already: sign in instead.'], 429],
  },
  login: {
    method: 'POST',
    path: authPaths.login,
    summary: 'Sign in with account and password',
    description:
      'A wrong password and an unknown account get the same 400 answer. Attempts are limited per account and address pair (5 per 15 minutes) and per address (100); past 20 on one account from anywhere they are spaced out (one per 1 to 30 s) rather than locked, except from an address the account signed in from before. On an account with a second factor (TOTP or a passkey) a right password opens no session: the answer is `secondFactor` with a ticket for the second step.',
    auth: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
    errors: [
      [400, 'Invalid input, or a wrong account or password (one answer for both).'],
      403,
      [
        429,
        'Too many attempts from this address on this account, or the account is being slowed down: wait Retry-After seconds.',
      ],
    ],
  },
  logout: {
    method: 'POST',
    path: authPaths.logout,
    summary: 'Sign out',
    description: 'Revokes the current session (on every instance) and clears the session cookies.',
    auth: 'public',
    response: logoutResponseSchema,
    errors: [403],
  },
  outbox: {
    method: 'GET',
    path: authPaths.outbox,
    summary: 'Development outbox: the mail sent to an account',
    description: 'For development and tests: mail that did not go through SMTP.',
    onlyWhen: 'DEV_OUTBOX=on (never in production)',
    auth: 'public',
    query: outboxQuerySchema,
    response: outboxResponseSchema,
  },
  me: {
    method: 'GET',
    path: authPaths.me,
    summary: 'The signed-in user',
    auth: 'session',
    response: currentUserResponseSchema,
  },
});
