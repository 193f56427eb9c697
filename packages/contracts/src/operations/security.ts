import {
  antiPhishingRequestSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  loginHistoryQuerySchema,
  loginHistoryResponseSchema,
  okResponseSchema,
  resetCodeRequestSchema,
  resetCodeResponseSchema,
  resetPasswordRequestSchema,
  revokeOthersResponseSchema,
  securityOverviewSchema,
  securityPaths,
  sessionIdParamsSchema,
  sessionListResponseSchema,
} from '../security.ts';
import { type ApiTag, apiOperations } from './operation.ts';

const wrongPassword = [400, 'The password is wrong (`fields` names it).'] as const;

const passwordAttempts = [429, 'Too many wrong passwords for this account: wait Retry-After seconds.'] as const;

export const securityTag: ApiTag = {
  name: 'Account security',
  description:
    'Password reset and change, the account’s sessions and devices, login history and the anti-phishing code.',
};

export const securityOperations = apiOperations(securityTag, {
  resetCode: {
    method: 'POST',
    path: securityPaths.resetCode,
    summary: 'Mail a password reset code',
    description:
      'The same answer whether or not the account exists; only an existing account is mailed. One code per account per minute.',
    auth: 'public',
    body: resetCodeRequestSchema,
    response: resetCodeResponseSchema,
    errors: [403, 429],
  },
  reset: {
    method: 'POST',
    path: securityPaths.reset,
    summary: 'Reset the password with the mailed code',
    description:
      'Sets the new password and ends every session of the account (on every instance); a security notice is sent.',
    auth: 'public',
    body: resetPasswordRequestSchema,
    response: okResponseSchema,
    errors: [[400, 'The code is wrong or has expired (`fields.code`).'], 403, 429],
  },
  changePassword: {
    method: 'POST',
    path: securityPaths.changePassword,
    summary: 'Change the password',
    description: 'Needs the current password; ends the account’s other sessions, keeps this one.',
    auth: 'session',
    body: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
    errors: [wrongPassword, passwordAttempts],
  },
  sessions: {
    method: 'GET',
    path: securityPaths.sessions,
    summary: 'The account’s live sessions (devices), the current one marked',
    auth: 'session',
    response: sessionListResponseSchema,
  },
  revokeSession: {
    method: 'POST',
    path: securityPaths.revokeSession,
    summary: 'End one session of the account',
    description: 'Its next request is refused (401) on every instance. Ending the current one signs out.',
    auth: 'session',
    params: sessionIdParamsSchema,
    response: okResponseSchema,
    errors: [[404, 'No such live session of this account.']],
  },
  revokeOtherSessions: {
    method: 'POST',
    path: securityPaths.revokeOtherSessions,
    summary: 'End every other session of the account',
    auth: 'session',
    response: revokeOthersResponseSchema,
  },
  loginHistory: {
    method: 'GET',
    path: securityPaths.loginHistory,
    summary: 'Sign-in attempts of the last 90 days, newest first',
    auth: 'session',
    query: loginHistoryQuerySchema,
    response: loginHistoryResponseSchema,
  },
  overview: {
    method: 'GET',
    path: securityPaths.overview,
    summary: 'Security overview (anti-phishing code, masked; password changed at)',
    auth: 'session',
    response: securityOverviewSchema,
  },
  antiPhishing: {
    method: 'POST',
    path: securityPaths.antiPhishing,
    summary: 'Set, change or clear (`code: null`) the anti-phishing code',
    description: 'Needs the password. Every e-mail to the account then shows the code.',
    auth: 'session',
    body: antiPhishingRequestSchema,
    response: securityOverviewSchema,
    errors: [wrongPassword, passwordAttempts],
  },
});
