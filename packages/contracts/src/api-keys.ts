import { z } from 'zod';

/**
 * API keys for programmatic trading, managed by the signed-in user in the account area (cookie
 * session + CSRF rule; a key-signed request can never manage keys). docs/api-keys.md describes
 * the signing scheme for clients.
 */
export const apiKeyPaths = {
  /** GET: the account's keys (→ ApiKeyList). POST: create one (CreateApiKeyRequest → CreatedApiKey). */
  keys: '/api/v1/account/api-keys',
  /** POST: change label, permissions, allowlist or rate limit (UpdateApiKeyRequest → ApiKeyResponse). */
  updatePattern: '/api/v1/account/api-keys/:id',
  update: (id: string) => `/api/v1/account/api-keys/${encodeURIComponent(id)}`,
  /** POST: remove the key; its signed requests are refused from then on (→ 204). */
  deletePattern: '/api/v1/account/api-keys/:id/delete',
  delete: (id: string) => `/api/v1/account/api-keys/${encodeURIComponent(id)}/delete`,
} as const;

/** The headers of a signed request (lower case, as Node and Fastify see them; HTTP ignores the case). */
export const apiKeyHeaders = {
  key: 'x-vela-apikey',
  timestamp: 'x-vela-timestamp',
  recvWindow: 'x-vela-recv-window',
  signature: 'x-vela-signature',
} as const;

export const DEFAULT_RECV_WINDOW_MS = 5_000;
export const MAX_RECV_WINDOW_MS = 60_000;
/** How far a timestamp may run ahead of the server's clock (clients' clocks drift). */
export const FUTURE_TOLERANCE_MS = 1_000;
export const MAX_API_KEYS_PER_ACCOUNT = 30;
export const MAX_ALLOWLIST_ENTRIES = 20;
export const DEFAULT_KEY_RATE_LIMIT = 600;
export const MAX_KEY_RATE_LIMIT = 1_200;
export const MAX_KEY_LIFETIME_DAYS = 366;

export const apiKeyPermissions = ['read', 'spot-trade', 'futures-trade'] as const;
export const apiKeyPermissionSchema = z.enum(apiKeyPermissions, {
  error: 'permissions: each must be "read", "spot-trade" or "futures-trade"',
});
export type ApiKeyPermission = z.infer<typeof apiKeyPermissionSchema>;

export const apiKeyKinds = ['hmac', 'ed25519'] as const;
export type ApiKeyKind = (typeof apiKeyKinds)[number];

/** Stable reasons of refused signed requests (the `reason` field of the error body). */
export const apiKeyRefusals = [
  'signature-headers-missing',
  'unknown-key',
  'key-expired',
  'timestamp-outside-window',
  'bad-signature',
  'replayed',
  'address-not-allowed',
  'permission-missing',
  'not-open-to-api-keys',
] as const;
export type ApiKeyRefusal = (typeof apiKeyRefusals)[number];

/**
 * The exact string a client signs:
 *   timestamp + METHOD + pathAndQuery + body
 * `timestamp` is the X-VELA-TIMESTAMP header as sent (milliseconds since the epoch, decimal),
 * `METHOD` upper case, `pathAndQuery` the request target exactly as sent on the request line (the
 * path, and `?` + the query string when there is one, bytes as sent, nothing re-ordered or
 * re-encoded), `body` the request body exactly as sent (UTF-8), empty when there is none.
 */
export function canonicalRequest(parts: {
  timestamp: string;
  method: string;
  pathAndQuery: string;
  body: string;
}): string {
  return `${parts.timestamp}${parts.method.toUpperCase()}${parts.pathAndQuery}${parts.body}`;
}

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function canonicalIpv6(text: string): string | undefined {
  if (!text.includes(':') || !/^[0-9a-fA-F:.]+$/.test(text)) return undefined;
  try {
    return new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
}

/**
 * An IPv4 or IPv6 address, or a CIDR range of either, in canonical form (IPv6 compressed, lower
 * case); undefined when it is neither.
 */
export function canonicalAddressEntry(entry: string): string | undefined {
  const [address = '', prefix, extra] = entry.trim().split('/');
  if (extra !== undefined) return undefined;
  const v4 = ipv4.test(address);
  const v6 = v4 ? undefined : canonicalIpv6(address);
  if (!v4 && v6 === undefined) return undefined;
  const host = v4 ? address : (v6 as string);
  if (prefix === undefined) return host;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (v4 ? 32 : 128)) return undefined;
  return `${host}/${Number(prefix)}`;
}

export const ipAllowlistSchema = z
  .array(z.string().max(64), { error: 'ipAllowlist must be a list of addresses' })
  .max(MAX_ALLOWLIST_ENTRIES, `ipAllowlist: at most ${MAX_ALLOWLIST_ENTRIES} entries`)
  .transform((entries, context) => {
    const canonical: string[] = [];
    for (const entry of entries) {
      if (entry.trim() === '') continue;
      const value = canonicalAddressEntry(entry);
      if (value === undefined) {
        context.addIssue({
          code: 'custom',
          message: `"${entry.slice(0, 64)}" is not an IPv4/IPv6 address or CIDR range`,
        });
        return z.NEVER;
      }
      if (!canonical.includes(value)) canonical.push(value);
    }
    return canonical;
  });

export const apiKeyLabelSchema = z
  .string({ error: 'enter a label' })
  .trim()
  .min(1, 'enter a label')
  .max(64, 'at most 64 characters');

export const apiKeyPermissionListSchema = z
  .array(apiKeyPermissionSchema, { error: 'permissions must be a list' })
  .min(1, 'choose at least one permission')
  .transform((list) => apiKeyPermissions.filter((permission) => list.includes(permission)));

export const apiKeyRateLimitSchema = z
  .number({ error: `rateLimit must be a whole number of requests per minute` })
  .int(`rateLimit must be a whole number of requests per minute`)
  .min(1, 'rateLimit: at least 1 request per minute')
  .max(MAX_KEY_RATE_LIMIT, `rateLimit: at most ${MAX_KEY_RATE_LIMIT} requests per minute`);

/** Ed25519 public key: base64 of the raw 32 bytes, or a PEM "PUBLIC KEY" (SPKI) block. */
export const ed25519PublicKeyInputSchema = z
  .string({ error: 'publicKey: paste the Ed25519 public key' })
  .trim()
  .min(40, 'publicKey: expected base64 of 32 bytes or a PEM PUBLIC KEY block')
  .max(400, 'publicKey: expected base64 of 32 bytes or a PEM PUBLIC KEY block');

/**
 * Step-up for powerful changes (a key with a trade permission, a change of permissions or of the
 * allowlist), as exchanges ask for it: the code of the authenticator app, or a recovery code, when
 * the app is on, else the account's password. Without it the answer is 403 `step-up-required` with
 * the field to fill (`code` or `password`) in `fields`; a wrong one, 400 `wrong-code` or
 * `wrong-password`.
 */
export const STEP_UP_REQUIRED = 'step-up-required';
export const stepUpFields = {
  password: z.string({ error: 'password must be text' }).max(256, 'at most 256 characters').optional(),
  code: z.string({ error: 'code must be text' }).trim().max(32, 'at most 32 characters').optional(),
};

const commonFields = {
  ...stepUpFields,
  label: apiKeyLabelSchema,
  permissions: apiKeyPermissionListSchema,
  ipAllowlist: ipAllowlistSchema.default([]),
  rateLimit: apiKeyRateLimitSchema.default(DEFAULT_KEY_RATE_LIMIT),
  /** Absent or null: the key never expires. */
  expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt must be an ISO 8601 date-time' }).nullable().optional(),
};

export const createApiKeyRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('hmac'), ...commonFields }),
    z.object({ kind: z.literal('ed25519'), publicKey: ed25519PublicKeyInputSchema, ...commonFields }),
  ],
  { error: 'kind must be "hmac" or "ed25519"' },
);
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

export const updateApiKeyRequestSchema = z.strictObject(
  {
    label: apiKeyLabelSchema.optional(),
    permissions: apiKeyPermissionListSchema.optional(),
    ipAllowlist: ipAllowlistSchema.optional(),
    rateLimit: apiKeyRateLimitSchema.optional(),
    ...stepUpFields,
  },
  { error: 'only label, permissions, ipAllowlist and rateLimit can be changed (with password or code to confirm)' },
);
export type UpdateApiKeyRequest = z.input<typeof updateApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  /** The public identifier sent in X-VELA-APIKEY. */
  keyId: z.string(),
  label: z.string(),
  kind: z.enum(apiKeyKinds),
  permissions: z.array(apiKeyPermissionSchema),
  ipAllowlist: z.array(z.string()),
  rateLimit: z.number().int(),
  /** Ed25519 keys: the public key (base64 of the raw 32 bytes); HMAC keys: null. */
  publicKey: z.string().nullable(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const apiKeyResponseSchema = z.object({ key: apiKeySchema });
export type ApiKeyResponse = z.infer<typeof apiKeyResponseSchema>;

/** The answer to a creation: an HMAC key's secret is in it, and in no answer ever again. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string().nullable() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const API_KEY_LIMIT_ERROR = 'api-key-limit';
