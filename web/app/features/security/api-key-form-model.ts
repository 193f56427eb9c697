import {
  type ApiKeyPermission,
  type CreateApiKeyRequest,
  canonicalAddressEntry,
  createApiKeyRequestSchema,
  DEFAULT_KEY_RATE_LIMIT,
  MAX_ALLOWLIST_ENTRIES,
  MAX_KEY_RATE_LIMIT,
  type UpdateApiKeyRequest,
} from '@vela/contracts/api-keys';

export const expiryChoices = ['never', '30', '90', '180', '365'] as const;
export type ExpiryChoice = (typeof expiryChoices)[number];

/** What the create and edit forms hold, as typed. */
export interface ApiKeyFormValues {
  label: string;
  permissions: ApiKeyPermission[];
  /** One address or CIDR range per line (commas and spaces also separate). */
  allowlist: string;
  rateLimit: string;
  expiry: ExpiryChoice;
}

export const emptyApiKeyForm: ApiKeyFormValues = {
  label: '',
  permissions: ['read'],
  allowlist: '',
  rateLimit: String(DEFAULT_KEY_RATE_LIMIT),
  expiry: '90',
};

/** Message keys (namespace apiKeys.errors) by field. */
export type FormErrors = Partial<Record<'label' | 'permissions' | 'allowlist' | 'rateLimit' | 'publicKey', string>>;

export function allowlistEntries(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function checkCommon(values: ApiKeyFormValues): {
  errors: FormErrors;
  allowlist: string[];
  rateLimit: number;
} {
  const errors: FormErrors = {};
  if (!values.label.trim()) errors.label = 'labelRequired';
  else if (values.label.trim().length > 64) errors.label = 'labelTooLong';
  if (values.permissions.length === 0) errors.permissions = 'permissionRequired';
  const entries = allowlistEntries(values.allowlist);
  const canonical = entries.map(canonicalAddressEntry);
  if (canonical.some((entry) => entry === undefined)) errors.allowlist = 'allowlistInvalid';
  else if (entries.length > MAX_ALLOWLIST_ENTRIES) errors.allowlist = 'allowlistTooLong';
  const rateLimit = /^\d+$/.test(values.rateLimit.trim()) ? Number(values.rateLimit.trim()) : Number.NaN;
  if (!(rateLimit >= 1 && rateLimit <= MAX_KEY_RATE_LIMIT)) errors.rateLimit = 'rateLimitInvalid';
  return { errors, allowlist: canonical.filter((entry): entry is string => entry !== undefined), rateLimit };
}

export function expiryDate(choice: ExpiryChoice, now: number): string | null {
  return choice === 'never' ? null : new Date(now + Number(choice) * 86_400_000).toISOString();
}

/** The create request for the form, or the errors to show. `publicKey`: Ed25519 keys only. */
export function createRequestOf(
  values: ApiKeyFormValues,
  kind: 'hmac' | 'ed25519',
  publicKey: string | undefined,
  now: number,
): { ok: true; request: CreateApiKeyRequest } | { ok: false; errors: FormErrors } {
  const { errors, allowlist, rateLimit } = checkCommon(values);
  if (kind === 'ed25519' && !publicKey?.trim()) errors.publicKey = 'publicKeyRequired';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const common = {
    label: values.label.trim(),
    permissions: values.permissions,
    ipAllowlist: allowlist,
    rateLimit,
    expiresAt: expiryDate(values.expiry, now),
  };
  const request: CreateApiKeyRequest =
    kind === 'hmac' ? { kind, ...common } : { kind, publicKey: (publicKey ?? '').trim(), ...common };
  const parsed = createApiKeyRequestSchema.safeParse(request);
  if (!parsed.success) return { ok: false, errors: { publicKey: 'publicKeyInvalid' } };
  return { ok: true, request };
}

/**
 * The edit request for the form, or the errors to show. Given the key as it is, permissions and
 * the allowlist are sent only when they change: a change of either needs the step-up confirmation.
 */
export function updateRequestOf(
  values: ApiKeyFormValues,
  current?: { permissions: readonly ApiKeyPermission[]; ipAllowlist: readonly string[] },
): { ok: true; request: UpdateApiKeyRequest } | { ok: false; errors: FormErrors } {
  const { errors, allowlist, rateLimit } = checkCommon(values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const sameList = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && [...a].sort().every((item, i) => item === [...b].sort()[i]);
  const permissionsChanged = !current || !sameList(values.permissions, current.permissions);
  const allowlistChanged = !current || !sameList(allowlist, current.ipAllowlist);
  return {
    ok: true,
    request: {
      label: values.label.trim(),
      ...(permissionsChanged ? { permissions: values.permissions } : {}),
      ...(allowlistChanged ? { ipAllowlist: allowlist } : {}),
      rateLimit,
    },
  };
}
