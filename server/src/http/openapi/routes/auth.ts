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
} from '@vela/contracts/auth';
import { currentUserResponseSchema } from '@vela/contracts/session';
import type { OpenApiDomain } from '../entry.ts';

export const authApi: OpenApiDomain = {
  tag: 'Sign-up and login',
  description:
    'Verification codes, registration, login and logout. `delivery: "cookie"` (browsers) sets the httpOnly session cookie; `delivery: "token"` answers the session token for the X-Authorization header instead.',
  routes: [
    {
      method: 'POST',
      path: authPaths.code,
      summary: 'Send a verification code',
      description: 'Mails (or texts) a 6-digit code to the account. One code per account per minute.',
      auth: 'public',
      body: codeRequestSchema,
      response: codeResponseSchema,
      errors: [403, 429, [503, 'The code could not be sent; try again in a minute.']],
    },
    {
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
    {
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
    {
      method: 'POST',
      path: authPaths.logout,
      summary: 'Sign out',
      description: 'Revokes the current session (on every instance) and clears the session cookies.',
      auth: 'public',
      response: logoutResponseSchema,
      errors: [403],
    },
    {
      method: 'GET',
      path: authPaths.me,
      summary: 'The signed-in user',
      auth: 'session',
      response: currentUserResponseSchema,
    },
    {
      method: 'GET',
      path: authPaths.outbox,
      summary: 'Development outbox: the mail sent to an account',
      description: 'For development and tests: mail that did not go through SMTP.',
      onlyWhen: 'DEV_OUTBOX=on (never in production)',
      auth: 'public',
      query: outboxQuerySchema,
      response: outboxResponseSchema,
    },
  ],
};
