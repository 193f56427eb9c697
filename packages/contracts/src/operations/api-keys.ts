import { z } from 'zod';
import {
  API_KEY_LIMIT_ERROR,
  apiKeyListSchema,
  apiKeyPaths,
  apiKeyResponseSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  MAX_API_KEYS_PER_ACCOUNT,
  updateApiKeyRequestSchema,
} from '../api-keys.ts';
import { type ApiTag, apiOperations } from './operation.ts';

const confirmation =
  ' Powerful changes need a confirmation in the same body (step-up): `code` (the authenticator app’s code, or a recovery code) where the app is on, else `password`.';

const stepUp = [
  [
    400,
    'Invalid input, or a wrong confirmation: reason "wrong-code" (the authenticator or recovery code), "code-already-used" (an authenticator code used before) or "wrong-password", with the field in `fields`.',
  ],
  [
    403,
    'Not from the site’s own pages (CSRF), or the change needs confirming: reason "step-up-required", with the field to send (`code` where the authenticator app is on, else `password`) in `fields`.',
  ],
  [429, 'Too many wrong confirmations for this account: wait Retry-After seconds.'],
] as const;

const keyParams = z.object({ id: z.uuid().describe('The key’s id (not its X-VELA-APIKEY key id).') });

const unknownKey = [404, 'No such API key on this account (reason "unknown-api-key").'] as const;

export const apiKeysTag: ApiTag = {
  name: 'API keys',
  description:
    'The signed-in user manages the account’s API keys (see "Signed requests" for using them). These calls need the session: a key-signed request is refused here (403).',
};

export const apiKeysOperations = apiOperations(apiKeysTag, {
  listKeys: {
    method: 'GET',
    path: apiKeyPaths.keys,
    summary: 'List the account’s API keys',
    description: 'Newest first. Secrets are never in it: an HMAC secret is shown once, in the creation answer.',
    auth: 'session',
    response: apiKeyListSchema,
  },
  createKey: {
    method: 'POST',
    path: apiKeyPaths.keys,
    summary: 'Create an API key',
    description:
      'kind "hmac": the answer carries the secret, once. kind "ed25519": send the public key (base64 of the raw 32 bytes, or PEM); the answer’s secret is null. A security notice (e-mail and in-app) follows.' +
      confirmation +
      ' Here: a key with spot-trade or futures-trade.',
    auth: 'session',
    body: createApiKeyRequestSchema,
    response: createdApiKeySchema,
    status: 201,
    errors: [
      ...stepUp,
      [409, `The account already holds ${MAX_API_KEYS_PER_ACCOUNT} keys (reason "${API_KEY_LIMIT_ERROR}").`],
    ],
  },
  update: {
    method: 'POST',
    path: apiKeyPaths.updatePattern,
    summary: 'Change an API key',
    description:
      'Label, permissions, address allowlist and rate limit; the next signed request follows them.' +
      confirmation +
      ' Here: any change of permissions or of the allowlist.',
    auth: 'session',
    params: keyParams,
    body: updateApiKeyRequestSchema,
    response: apiKeyResponseSchema,
    errors: [...stepUp, unknownKey],
  },
  delete: {
    method: 'POST',
    path: apiKeyPaths.deletePattern,
    summary: 'Delete an API key',
    description: 'Its signed requests are refused from then on (401 unknown-key).',
    auth: 'session',
    params: keyParams,
    response: null,
    status: 204,
    errors: [unknownKey],
  },
});
