import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, serialId, updatedAt } from './columns.ts';

/** Accounts. Exactly one of email and phone is set; both are stored normalized (see contracts/auth.ts). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short numeric UID users quote to support; ids stay opaque. */
    fid: bigint('fid', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 10_000_001 }).notNull().unique(),
    email: text('email').unique(),
    phone: text('phone').unique(),
    /** scrypt$N$r$p$salt$key: the parameters travel with the hash so they can be raised later. */
    passwordHash: text('password_hash').notNull(),
    kycVerified: boolean('kyc_verified').notNull().default(false),
    /** Identity verification level reached: 0 none, 1 personal details, 2 documents approved. */
    kycLevel: integer('kyc_level').notNull().default(0),
    /** TOTP secret sealed with the secrets key (accounts/secret-box.ts); set and not enabled = enrolling. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: instant('totp_enabled_at'),
    /** The last TOTP time step accepted: a code of that step or an earlier one is refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The user's phrase, shown in every e-mail the platform sends them. */
    antiPhishingCode: text('anti_phishing_code'),
    passwordChangedAt: instant('password_changed_at'),
    createdAt: createdAt(),
    /**
     * Set on a sub-account (a grid bot's own wallets, docs/grid-trading.md): the user it belongs to.
     * A sub-account has neither e-mail nor phone, so nobody can sign in as it.
     */
    ownerId: uuid('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    check(
      'users_email_or_phone',
      sql`(${table.ownerId} is null and (${table.email} is null) <> (${table.phone} is null))
        or (${table.ownerId} is not null and ${table.email} is null and ${table.phone} is null)`,
    ),
    index('users_owner_id').on(table.ownerId).where(sql`${table.ownerId} is not null`),
  ],
);

/** The owning user's id: the row goes with the account. */
export const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Sessions: only a SHA-256 of the token is stored, so a database leak hands out no live session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** Where and on what the session was opened: the devices list. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The client's device info record, reduced to what the devices list shows (contracts/security.ts). */
    device: jsonb('device').$type<Record<string, string>>(),
    /** How it was opened: password, password+totp, password+recovery, password+passkey, passkey. */
    method: text('method'),
    /** Updated at most once a minute per session, by the session cache. */
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

/** Single-use 2FA recovery codes, shown once and stored hashed. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('totp_recovery_codes_user').on(table.userId)],
);

/** WebAuthn credentials (passkeys); the id is the credential id, base64url. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    name: text('name').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceType: text('device_type'),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (table) => [index('passkeys_user').on(table.userId)],
);

/**
 * Short-lived steps of a sign-in or an enrolment: a WebAuthn challenge, or the pending second
 * factor after a correct password. Only a SHA-256 of the step's token is stored.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'second-factor', 'passkey-register', 'passkey-login'. */
    purpose: text('purpose').notNull(),
    challenge: text('challenge'),
    /** What the step carries to its end (session delivery, device record). */
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('auth_challenges_expires').on(table.expiresAt)],
);

/** Every sign-in attempt on a known account, kept 90 days. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: serialId(),
    userId: userRef(),
    at: instant('at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    device: jsonb('device').$type<Record<string, string>>(),
    method: text('method').notNull(),
    /** 'success', 'wrong-password', 'wrong-second-factor', 'second-factor-required', 'rate-limited'. */
    result: text('result').notNull(),
  },
  (table) => [index('login_events_user_at').on(table.userId, table.at)],
);

/** API keys for programmatic trading. HMAC secrets are sealed; Ed25519 keys keep only the public half. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    /** The public identifier sent with every signed request. */
    keyId: text('key_id').notNull().unique(),
    label: text('label').notNull(),
    /** 'hmac' or 'ed25519'. */
    kind: text('kind').notNull(),
    secretSealed: text('secret_sealed'),
    /** Ed25519 public key, base64 (raw 32 bytes). */
    publicKey: text('public_key'),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    ipAllowlist: jsonb('ip_allowlist').$type<string[]>().notNull().default([]),
    /** Signed requests this key may make per minute. */
    rateLimit: integer('rate_limit').notNull().default(600),
    expiresAt: instant('expires_at'),
    lastUsedAt: instant('last_used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('api_keys_user').on(table.userId),
    check('api_keys_material', sql`(${table.secretSealed} is null) <> (${table.publicKey} is null)`),
  ],
);

/** Identity verification submissions; the files live in the document store, never under the web root. */
export const kycApplications = pgTable(
  'kyc_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    level: integer('level').notNull(),
    /** 'pending', 'approved', 'rejected'. */
    status: text('status').notNull(),
    legalName: text('legal_name'),
    dateOfBirth: text('date_of_birth'),
    country: text('country'),
    documentType: text('document_type'),
    /** Storage keys of the re-encoded images: front, back, selfie. */
    files: jsonb('files').$type<Record<string, string>>().notNull().default({}),
    rejectReason: text('reject_reason'),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
    reviewedAt: instant('reviewed_at'),
  },
  (table) => [index('kyc_applications_user').on(table.userId), index('kyc_applications_status').on(table.status)],
);

/** Single-use codes sent to an e-mail address or phone number; one live code per account and purpose. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Guesses so far; the code dies after the limit in accounts/codes.ts. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_account_purpose').on(table.account, table.purpose)],
);

/** Language and pricing-currency choices; null means never chosen. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  userLanguage: text('user_language'),
  msgLanguage: text('msg_language'),
  pricingCurrency: text('pricing_currency'),
  /** The device the last change came from: h5 or web. */
  deviceType: text('device_type'),
  updatedAt: updatedAt(),
});
