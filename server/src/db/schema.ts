import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Small key/value facts about this database, e.g. which seed version it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spot markets. Sizes are NUMERIC (read back as strings): money never passes through a float. */
export const spotMarkets = pgTable('spot_markets', {
  symbol: text('symbol').primaryKey(),
  base: text('base').notNull(),
  quote: text('quote').notNull(),
  tickSize: numeric('tick_size', { precision: 38, scale: 18 }).notNull(),
  lotSize: numeric('lot_size', { precision: 38, scale: 18 }).notNull(),
  minNotional: numeric('min_notional', { precision: 38, scale: 18 }).notNull(),
  pricePrecision: integer('price_precision').notNull(),
  amountPrecision: integer('amount_precision').notNull(),
  displayOrder: integer('display_order').notNull(),
  /** A fixed price in the quote asset, used to value balances until the live engine supplies prices. */
  referencePrice: numeric('reference_price', { precision: 38, scale: 18 }),
  /** Fee rates (0.001 = 0.1 %) on what the maker / taker receives. */
  makerFee: numeric('maker_fee', { precision: 10, scale: 8 }).notNull().default('0.0008'),
  takerFee: numeric('taker_fee', { precision: 10, scale: 8 }).notNull().default('0.001'),
  /** When the pair opened for trading: the markets page's "new listings" read it. */
  listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const money = (name: string) => numeric(name, { precision: 38, scale: 18 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code of that step or an earlier one is refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The user's phrase, shown in every e-mail the platform sends them. */
    antiPhishingCode: text('anti_phishing_code'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [check('users_email_or_phone', sql`(${table.email} is null) <> (${table.phone} is null)`)],
);

/** Sessions: only a SHA-256 of the token is stored, so a database leak hands out no live session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Where and on what the session was opened: the devices list. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The client's device info record, reduced to what the devices list shows (contracts/security.ts). */
    device: jsonb('device').$type<Record<string, string>>(),
    /** How it was opened: password, password+totp, password+recovery, password+passkey, passkey. */
    method: text('method'),
    /** Updated at most once a minute per session, by the session cache. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

/** Single-use 2FA recovery codes, shown once and stored hashed. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('totp_recovery_codes_user').on(table.userId)],
);

/** WebAuthn credentials (passkeys); the id is the credential id, base64url. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceType: text('device_type'),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('auth_challenges_expires').on(table.expiresAt)],
);

/** Every sign-in attempt on a known account, kept 90 days. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The columns of a wallet table: what one user holds of one asset. `frozen` is held by open
 * orders. `version` is bumped by every change of the row: a credit made outside the trading engine
 * (a deposit, a grant) tells the engine the version it produced, so the engine's in-memory copy
 * applies it exactly once, only when it is newer than what the copy was loaded from.
 */
const walletColumns = () => ({
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  asset: text('asset').notNull(),
  available: money('available').notNull().default('0'),
  frozen: money('frozen').notNull().default('0'),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The columns of a wallet's ledger: the audit trail its balances can be rebuilt from. */
const walletLedgerColumns = () => ({
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  asset: text('asset').notNull(),
  /** Signed change of the asset's total (available + frozen). */
  amount: money('amount').notNull(),
  /** Signed change of the frozen part: a freeze is amount 0, frozen +x; a release the reverse. */
  frozenAmount: money('frozen_amount').notNull().default('0'),
  /** The asset's total (available + frozen) after this entry. */
  balanceAfter: money('balance_after').notNull(),
  /** Why the balance changed, e.g. 'demo-grant', 'transfer-to-futures'. */
  kind: text('kind').notNull(),
  /** What caused it (an order id, a transfer id, 'register'). */
  reference: text('reference').notNull(),
  createdAt: createdAt(),
});

/** What each user holds per asset in the spot wallet. Every change is also written to ledger_entries. */
export const balances = pgTable('balances', walletColumns(), (table) => [
  primaryKey({ columns: [table.userId, table.asset] }),
  check('balances_available_not_negative', sql`${table.available} >= 0`),
  check('balances_frozen_not_negative', sql`${table.frozen} >= 0`),
]);

/** Append-only history of spot balance changes. */
export const ledgerEntries = pgTable('ledger_entries', walletLedgerColumns(), (table) => [
  index('ledger_entries_user_asset').on(table.userId, table.asset, table.id),
]);

/** Activity and UTM statistics events (GET /open/activity/statistics). */
export const activityStatistics = pgTable('activity_statistics', {
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
  event: text('event').notNull(),
  requestSource: text('request_source').notNull(),
  type: text('type'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
  createdAt: createdAt(),
});

/**
 * One-minute candles of each market, the source every longer interval is aggregated from.
 * `open_time` is the bar's start in ms since the epoch (UTC, minute-aligned): a plain integer so
 * buckets of any interval are `open_time - open_time % interval`.
 */
export const marketCandles = pgTable(
  'market_candles',
  {
    symbol: text('symbol')
      .notNull()
      .references(() => spotMarkets.symbol, { onDelete: 'cascade' }),
    openTime: bigint('open_time', { mode: 'number' }).notNull(),
    open: money('open').notNull(),
    high: money('high').notNull(),
    low: money('low').notNull(),
    close: money('close').notNull(),
    /** Base-asset volume. */
    volume: money('volume').notNull(),
    /** Quote-asset volume (sum of price times quantity), for 24 h tickers. */
    quoteVolume: money('quote_volume').notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.openTime] })],
);

/** Recent trades of each market (the engine keeps the last ones per market, older ones are pruned). */
export const marketTrades = pgTable(
  'market_trades',
  {
    symbol: text('symbol')
      .notNull()
      .references(() => spotMarkets.symbol, { onDelete: 'cascade' }),
    /** The market's trade sequence, continued across restarts. */
    id: bigint('id', { mode: 'number' }).notNull(),
    price: money('price').notNull(),
    quantity: money('quantity').notNull(),
    /** The taker's side. */
    side: text('side').notNull(),
    /** ms since the epoch. */
    time: bigint('time', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.id] })],
);

/** Notices for one user (order fills, announcements); `read_at` null means unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'order-filled' or 'announcement'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('notifications_user_unread').on(table.userId, table.readAt)],
);

/**
 * Announcements and courses, one id sequence for both (the id is in the public URL). The text of
 * each locale lives in content_translations; kind-specific columns are checked against the kind.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    /** 'announcement', 'course' or 'help' (a help-centre article). */
    kind: text('kind').notNull(),
    /** 'draft' or 'published'; only published items reach the public API. */
    status: text('status').notNull().default('draft'),
    /** Announcements: one of the contracts' event classes. */
    eventClass: text('event_class'),
    /** Courses: 'research' or 'web3', a level and a reading time in minutes. */
    track: text('track'),
    level: text('level'),
    readingMinutes: integer('reading_minutes'),
    /** Help articles: the topic's address (`/help/<slug>`), one article per slug. */
    slug: text('slug'),
    /** Set on first publication (or by the operator); kept when an item is unpublished and published again. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    coverImageUrl: text('cover_image_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('content_items_kind', sql`${table.kind} in ('announcement', 'course', 'help')`),
    check('content_items_status', sql`${table.status} in ('draft', 'published')`),
    check(
      'content_items_kind_fields',
      sql`(${table.kind} = 'announcement' and ${table.eventClass} is not null and ${table.track} is null
          and ${table.slug} is null)
        or (${table.kind} = 'course' and ${table.eventClass} is null and ${table.track} is not null
          and ${table.level} is not null and ${table.readingMinutes} is not null and ${table.slug} is null)
        or (${table.kind} = 'help' and ${table.eventClass} is null and ${table.track} is null
          and ${table.slug} is not null)`,
    ),
    check('content_items_published_time', sql`${table.status} = 'draft' or ${table.publishedAt} is not null`),
    index('content_items_public_list').on(table.kind, table.status, table.publishedAt),
    uniqueIndex('content_items_help_slug').on(table.slug).where(sql`${table.kind} = 'help'`),
  ],
);

/** One locale's text of a content item; the body is Markdown, rendered and sanitized when read. */
export const contentTranslations = pgTable(
  'content_translations',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Null: this locale shows the en_US body (which always exists). */
    bodyMarkdown: text('body_markdown'),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.locale] }),
    check('content_translations_english_body', sql`${table.locale} <> 'en_US' or ${table.bodyMarkdown} is not null`),
  ],
);

/** "Submit a request" from the help centre's contact page: kept for support to answer by e-mail. */
export const helpRequests = pgTable(
  'help_requests',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    email: text('email').notNull(),
    /** One of the contracts' help topics, or 'other'. */
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The page's locale: support answers in that language. */
    locale: text('locale').notNull(),
    /** The signed-in account that sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('help_requests_newest').on(table.createdAt)],
);

/**
 * Tracking events from the web client's analytics receiver (/sync_js). Raw as received: a
 * `track_update` or `track_overwrite` row is kept next to the event it changes (same event name and
 * extra_id), and analysis applies it (update merges its properties into the latest earlier row,
 * overwrite replaces them); the receiver never rewrites a stored row.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    /** The client's event id: a retry or the pagehide beacon may deliver an event twice, it is kept once. */
    uuid: text('uuid').notNull().unique(),
    eventName: text('event_name').notNull(),
    /** 'track', 'track_update' or 'track_overwrite'. */
    type: text('type').notNull(),
    distinctId: text('distinct_id').notNull(),
    accountId: text('account_id'),
    /** track_update / track_overwrite: which earlier event of this name they change. */
    extraId: text('extra_id'),
    /** First-time events: only the first per (event name, first_check_id) is kept. */
    firstCheckId: text('first_check_id'),
    properties: jsonb('properties').notNull(),
    /** When it happened on the client clock, ms since the epoch (untrusted: kept as sent). */
    clientTime: bigint('client_time', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The `siteid` tracking property: 'web' or 'H5'. */
    siteId: text('site_id'),
    userAgent: text('user_agent'),
  },
  (table) => [
    check('analytics_events_type', sql`${table.type} in ('track', 'track_update', 'track_overwrite')`),
    uniqueIndex('analytics_events_first_time')
      .on(table.eventName, table.firstCheckId)
      .where(sql`${table.firstCheckId} is not null`),
    index('analytics_events_name_received').on(table.eventName, table.receivedAt),
    index('analytics_events_received').on(table.receivedAt),
  ],
);

/**
 * The platform's own accounts: `liquidity` is the simulated market makers' inventory (the
 * counterparty when a user trades with simulated liquidity), `fees` what trading fees collected,
 * `insurance` the futures insurance fund (covers liquidation shortfalls, takes their surpluses),
 * `earn` holds earn subscriptions and pays their interest, `rewards` pays task bonuses and fee
 * coupons.
 */
export const systemBalances = pgTable(
  'system_balances',
  {
    account: text('account').notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.account, table.asset] }),
    check('system_balances_account', sql`${table.account} in ('liquidity', 'fees', 'insurance', 'earn', 'rewards')`),
    check('system_balances_not_negative', sql`${table.amount} >= 0`),
  ],
);

/** The system accounts' side of each movement, so every trade's entries sum to zero per asset. */
export const systemLedgerEntries = pgTable(
  'system_ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    account: text('account').notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('system_ledger_entries_account_asset').on(table.account, table.asset, table.id)],
);

/**
 * Spot orders. `seq` is the arrival order (an amend that loses time priority gives a new one);
 * `bookSeq` the order's place in its book's time priority, which the book is rebuilt in after a
 * restart. Quantities and prices are decimal strings on the market's grid; `frozen` is what the order still
 * holds of the asset it spends.
 */
export const spotOrders = pgTable(
  'spot_orders',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    /**
     * The engine's counter, taken in sequencer order when the order joins its book's queue (placed,
     * triggered, or sent to the back by an amend) and written by the batch writer; unlike `seq`,
     * it orders several such arrivals of one commit as the engine saw them.
     */
    bookSeq: bigint('book_seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientOrderId: text('client_order_id'),
    symbol: text('symbol')
      .notNull()
      .references(() => spotMarkets.symbol),
    side: text('side').notNull(),
    type: text('type').notNull(),
    /** The limit price; null for a market order. */
    price: money('price'),
    quantity: money('quantity').notNull(),
    filledQuantity: money('filled_quantity').notNull().default('0'),
    /** Sum of price x quantity over the fills. */
    filledQuote: money('filled_quote').notNull().default('0'),
    frozen: money('frozen').notNull().default('0'),
    /** open, filled or cancelled. */
    status: text('status').notNull(),
    /** user, self-trade, market-remainder, no-liquidity; null unless cancelled. */
    cancelReason: text('cancel_reason'),
    /** 1 when placed, +1 with every change: the client keeps the newer of an answer and a push. */
    version: integer('version').notNull().default(1),
    /** Stops (docs/spot-order-types.md): the trigger price (a trailing stop's, as it stands) and its direction. */
    stopPrice: money('stop_price'),
    triggerDirection: text('trigger_direction'),
    /** Trailing stops: the distance (one of the two) and the best trade price seen since placing. */
    trailingAmount: money('trailing_amount'),
    trailingPercent: money('trailing_percent'),
    trailingBest: money('trailing_best'),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    /** Both legs of an OCO carry the limit leg's id. */
    ocoGroup: uuid('oco_group'),
    /** GTC, IOC or FOK; null for orders without a limit price. */
    timeInForce: text('time_in_force'),
    postOnly: boolean('post_only').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('spot_orders_client_order_id').on(table.userId, table.clientOrderId),
    uniqueIndex('spot_orders_book_seq').on(table.bookSeq),
    index('spot_orders_untriggered').on(table.symbol, table.seq).where(sql`${table.status} = 'untriggered'`),
    index('spot_orders_user_status').on(table.userId, table.status, table.seq),
    index('spot_orders_open').on(table.symbol, table.seq).where(sql`${table.status} = 'open'`),
    check('spot_orders_side', sql`${table.side} in ('buy', 'sell')`),
    check('spot_orders_type', sql`${table.type} in ('limit', 'market', 'stop-limit', 'stop-market', 'trailing-stop')`),
    check('spot_orders_status', sql`${table.status} in ('untriggered', 'open', 'filled', 'cancelled')`),
    check('spot_orders_frozen_not_negative', sql`${table.frozen} >= 0`),
  ],
);

/** One user's side of one trade: what the user's order got, paid and was charged. */
export const spotFills = pgTable(
  'spot_fills',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => spotOrders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    side: text('side').notNull(),
    role: text('role').notNull(),
    price: money('price').notNull(),
    quantity: money('quantity').notNull(),
    quoteAmount: money('quote_amount').notNull(),
    fee: money('fee').notNull(),
    feeAsset: text('fee_asset').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('spot_fills_user').on(table.userId, table.id),
    index('spot_fills_order').on(table.orderId),
    check('spot_fills_role', sql`${table.role} in ('maker', 'taker')`),
  ],
);

/** A signed-in user's favourite pairs, in the order they were added. */
export const favouriteMarkets = pgTable(
  'favourite_markets',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol')
      .notNull()
      .references(() => spotMarkets.symbol, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.symbol] })],
);

/** Applications to the affiliate (KOL) programme, reviewed by operators. */
export const affiliateApplications = pgTable(
  'affiliate_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Normalized (lower case); one application per address. */
    email: text('email').notNull().unique(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    languages: jsonb('languages').$type<string[]>().notNull(),
    /** [{ platform, handle, followers }]. */
    channels: jsonb('channels').$type<{ platform: string; handle: string; followers: number }[]>().notNull(),
    plan: text('plan').notNull(),
    /** The interface language the applicant used: replies go out in it. */
    locale: text('locale').notNull(),
    /** received, approved or rejected. */
    status: text('status').notNull().default('received'),
    /** The signed-in account that applied, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('affiliate_applications_status').on(table.status, table.createdAt),
    check('affiliate_applications_status', sql`${table.status} in ('received', 'approved', 'rejected')`),
  ],
);

/**
 * USDT-margined linear perpetuals, one per listed spot base: the index price comes from
 * `indexSymbol`'s spot market. Sizes are in the base asset; `riskTiers` ascend by notional
 * (server/src/futures/risk-tiers.ts: maintenance margin rate and maximum leverage per bracket).
 */
export const futuresContracts = pgTable(
  'futures_contracts',
  {
    symbol: text('symbol').primaryKey(),
    base: text('base').notNull(),
    /** The settlement and margin asset. */
    quote: text('quote').notNull(),
    indexSymbol: text('index_symbol')
      .notNull()
      .references(() => spotMarkets.symbol),
    tickSize: money('tick_size').notNull(),
    lotSize: money('lot_size').notNull(),
    minNotional: money('min_notional').notNull(),
    pricePrecision: integer('price_precision').notNull(),
    amountPrecision: integer('amount_precision').notNull(),
    riskTiers: jsonb('risk_tiers')
      .$type<{ maxNotional: string; maintenanceMarginRate: string; maxLeverage: number }[]>()
      .notNull(),
    makerFee: numeric('maker_fee', { precision: 10, scale: 8 }).notNull().default('0.0002'),
    takerFee: numeric('taker_fee', { precision: 10, scale: 8 }).notNull().default('0.0005'),
    displayOrder: integer('display_order').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('futures_contracts_base_quote').on(table.base, table.quote)],
);

/** A signed-in user's favourite futures contracts (the contract switcher's stars), in the order they were added. */
export const favouriteContracts = pgTable(
  'favourite_contracts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol')
      .notNull()
      .references(() => futuresContracts.symbol, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.symbol] })],
);

/** A user's futures wallet per margin asset: `available` is free, `frozen` held by open orders. */
export const futuresBalances = pgTable('futures_balances', walletColumns(), (table) => [
  primaryKey({ columns: [table.userId, table.asset] }),
  check('futures_balances_available_not_negative', sql`${table.available} >= 0`),
  check('futures_balances_frozen_not_negative', sql`${table.frozen} >= 0`),
]);

/** Append-only history of futures wallet changes (transfers, margin, fees, PnL, funding). */
export const futuresLedgerEntries = pgTable('futures_ledger_entries', walletLedgerColumns(), (table) => [
  index('futures_ledger_entries_user_asset').on(table.userId, table.asset, table.id),
]);

/** A user's leverage and margin mode per contract; a contract without a row uses 10x cross. */
export const futuresSettings = pgTable(
  'futures_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol')
      .notNull()
      .references(() => futuresContracts.symbol, { onDelete: 'cascade' }),
    leverage: integer('leverage').notNull(),
    marginMode: text('margin_mode').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.symbol] }),
    check('futures_settings_margin_mode', sql`${table.marginMode} in ('cross', 'isolated')`),
    check('futures_settings_leverage', sql`${table.leverage} >= 1`),
  ],
);

/**
 * One-way positions, one row per user and contract, kept at size 0 once closed. `margin` is the
 * isolated margin held (in the wallet's frozen); for a cross position, its initial margin at entry.
 */
export const futuresPositions = pgTable(
  'futures_positions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol')
      .notNull()
      .references(() => futuresContracts.symbol, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    size: money('size').notNull(),
    entryPrice: money('entry_price').notNull(),
    margin: money('margin').notNull(),
    marginMode: text('margin_mode').notNull(),
    leverage: integer('leverage').notNull(),
    realizedPnl: money('realized_pnl').notNull().default('0'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.symbol] }),
    index('futures_positions_open').on(table.symbol).where(sql`${table.size} > 0`),
    check('futures_positions_side', sql`${table.side} in ('long', 'short')`),
    check('futures_positions_size_not_negative', sql`${table.size} >= 0`),
    check('futures_positions_margin_not_negative', sql`${table.margin} >= 0`),
  ],
);

/**
 * Futures orders: `seq` is the arrival order the book is rebuilt in; `frozen` what the order still
 * reserves of the wallet (initial margin and fee of what it would open).
 */
export const futuresOrders = pgTable(
  'futures_orders',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientOrderId: text('client_order_id'),
    symbol: text('symbol')
      .notNull()
      .references(() => futuresContracts.symbol),
    side: text('side').notNull(),
    type: text('type').notNull(),
    price: money('price'),
    triggerPrice: money('trigger_price'),
    triggerBy: text('trigger_by'),
    /** rise: fires when the trigger price is reached from below; fall: from above. */
    triggerDirection: text('trigger_direction'),
    quantity: money('quantity').notNull(),
    filledQuantity: money('filled_quantity').notNull().default('0'),
    filledNotional: money('filled_notional').notNull().default('0'),
    fee: money('fee').notNull().default('0'),
    realizedPnl: money('realized_pnl').notNull().default('0'),
    frozen: money('frozen').notNull().default('0'),
    timeInForce: text('time_in_force').notNull(),
    postOnly: boolean('post_only').notNull(),
    reduceOnly: boolean('reduce_only').notNull(),
    closePosition: boolean('close_position').notNull(),
    liquidation: boolean('liquidation').notNull(),
    marginMode: text('margin_mode').notNull(),
    leverage: integer('leverage').notNull(),
    status: text('status').notNull(),
    cancelReason: text('cancel_reason'),
    /** 1 when placed, +1 with every change. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('futures_orders_client_order_id').on(table.userId, table.clientOrderId),
    index('futures_orders_user_status').on(table.userId, table.status, table.seq),
    index('futures_orders_live').on(table.seq).where(sql`${table.status} in ('open', 'untriggered')`),
    check('futures_orders_side', sql`${table.side} in ('buy', 'sell')`),
    check('futures_orders_status', sql`${table.status} in ('untriggered', 'open', 'filled', 'cancelled')`),
    check('futures_orders_frozen_not_negative', sql`${table.frozen} >= 0`),
  ],
);

/** One user's side of one futures trade. */
export const futuresFills = pgTable(
  'futures_fills',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => futuresOrders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    side: text('side').notNull(),
    role: text('role').notNull(),
    price: money('price').notNull(),
    quantity: money('quantity').notNull(),
    fee: money('fee').notNull(),
    realizedPnl: money('realized_pnl').notNull(),
    liquidation: boolean('liquidation').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('futures_fills_user').on(table.userId, table.id), index('futures_fills_order').on(table.orderId)],
);

/** Each funding round paid, once per contract and funding time: a restart never pays one twice. */
export const futuresFundingRounds = pgTable(
  'futures_funding_rounds',
  {
    symbol: text('symbol')
      .notNull()
      .references(() => futuresContracts.symbol, { onDelete: 'cascade' }),
    fundingTime: timestamp('funding_time', { withTimezone: true }).notNull(),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    markPrice: money('mark_price').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.fundingTime] })],
);

/* ---------------------------------------------------------------- task centre and rewards ---- */

/**
 * Tasks operators define (the task centre). A user's progress is never stored: it is computed from
 * what the user did (server/src/rewards/progress.ts). The reward is USDT: a bonus credited on claim,
 * or a fee coupon (`coupon_valid_days` set) that rebates the fees of the user's next spot fills.
 */
export const rewardTasks = pgTable(
  'reward_tasks',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** USDT for spot-volume, courses for read-course, 1 for the rest. */
    target: money('target').notNull(),
    windowDays: integer('window_days'),
    courseId: bigint('course_id', { mode: 'number' }).references(() => contentItems.id, { onDelete: 'set null' }),
    rewardKind: text('reward_kind').notNull(),
    rewardAmount: money('reward_amount').notNull(),
    rewardAsset: text('reward_asset').notNull(),
    couponValidDays: integer('coupon_valid_days'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    displayOrder: integer('display_order').notNull().default(0),
    /** The operator's own texts per locale ({ en_US: { title, description }, ... }); null: the clients' texts. */
    texts: jsonb('texts').$type<Record<string, { title: string; description: string }>>(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'reward_tasks_kind',
      sql`${table.kind} in ('sign-up', 'enable-2fa', 'first-spot-trade', 'spot-volume', 'first-futures-trade', 'read-course', 'subscribe-earn')`,
    ),
    check('reward_tasks_reward_kind', sql`${table.rewardKind} in ('fee-coupon', 'bonus')`),
    check(
      'reward_tasks_coupon_days',
      sql`(${table.rewardKind} = 'fee-coupon') = (${table.couponValidDays} is not null)`,
    ),
    check('reward_tasks_amounts', sql`${table.rewardAmount} > 0 and ${table.target} > 0`),
  ],
);

/** A user's claim of a task's reward: the unique (task, user) key makes each claim happen exactly once. */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => rewardTasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reward as it was when claimed. */
    rewardKind: text('reward_kind').notNull(),
    rewardAmount: money('reward_amount').notNull(),
    rewardAsset: text('reward_asset').notNull(),
    couponValidDays: integer('coupon_valid_days'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reward_claims_task_user').on(table.taskId, table.userId),
    index('reward_claims_user').on(table.userId, table.id),
  ],
);

/** A fee coupon a claim created: rebates fills made from `created_at` until `expires_at`, up to `amount`. */
export const feeCoupons = pgTable(
  'fee_coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: bigint('claim_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => rewardClaims.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: text('task_id').notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    used: money('used').notNull().default('0'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('fee_coupons_user').on(table.userId, table.expiresAt),
    check('fee_coupons_used', sql`${table.used} >= 0 and ${table.used} <= ${table.amount}`),
  ],
);

/** One rebate of one spot fill's fee from a coupon: the fill id as key rebates a fill at most once. */
export const feeCouponUses = pgTable(
  'fee_coupon_uses',
  {
    fillId: bigint('fill_id', { mode: 'number' })
      .primaryKey()
      .references(() => spotFills.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => feeCoupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    asset: text('asset').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('fee_coupon_uses_coupon').on(table.couponId),
    check('fee_coupon_uses_amount', sql`${table.amount} > 0`),
  ],
);

/** Courses a user read (the course page records it): the read-course task counts them. */
export const courseReads = pgTable(
  'course_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);

// --- Earn (issue #16): savings products paid from the `earn` system account ---

/** An earn product. APRs are fractions a year; tiers are JSON [{upTo, apr}] of decimal strings. */
export const earnProducts = pgTable(
  'earn_products',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    asset: text('asset').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    tiers: jsonb('tiers').$type<{ upTo: string | null; apr: string }[]>().notNull(),
    termDays: integer('term_days'),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount'),
    quotaTotal: money('quota_total'),
    /** Principal held in live positions and in subscriptions under way. */
    quotaUsed: money('quota_used').notNull().default('0'),
    perUserQuota: money('per_user_quota'),
    earlyRedemption: boolean('early_redemption').notNull(),
    autoRenewAllowed: boolean('auto_renew_allowed').notNull(),
    status: text('status').notNull().default('open'),
    underlying: text('underlying'),
    indexSymbol: text('index_symbol'),
    rangeLow: money('range_low'),
    rangeHigh: money('range_high'),
    baseApr: numeric('base_apr', { precision: 20, scale: 10 }),
    highApr: numeric('high_apr', { precision: 20, scale: 10 }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    maturesAt: timestamp('matures_at', { withTimezone: true }),
    observedLow: money('observed_low'),
    observedHigh: money('observed_high'),
    observedAt: timestamp('observed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('earn_products_type', sql`${table.type} in ('flexible', 'fixed', 'sharkfin')`),
    check('earn_products_status', sql`${table.status} in ('open', 'paused', 'closed')`),
    check('earn_products_quota_used', sql`${table.quotaUsed} >= 0`),
  ],
);

/**
 * A user's holding in a product. `opening`: its first subscription is under way (never shown).
 * A flexible product has at most one live position per user.
 */
export const earnPositions = pgTable(
  'earn_positions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => earnProducts.id),
    type: text('type').notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull().default('0'),
    status: text('status').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    maturesAt: timestamp('matures_at', { withTimezone: true }),
    /** The end of the last hour accrued: the job's catch-up starts here. */
    accruedTo: timestamp('accrued_to', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    renewedFrom: uuid('renewed_from'),
    createdAt: createdAt(),
  },
  (table) => [
    index('earn_positions_user').on(table.userId, table.status),
    index('earn_positions_live').on(table.status).where(sql`${table.status} in ('pending', 'active')`),
    uniqueIndex('earn_positions_one_flexible')
      .on(table.userId, table.productId)
      .where(sql`${table.type} = 'flexible' and ${table.status} in ('opening', 'active')`),
    check('earn_positions_status', sql`${table.status} in ('opening', 'pending', 'active', 'redeemed', 'settled')`),
    check('earn_positions_amount', sql`${table.amount} >= 0`),
  ],
);

/**
 * Interest accrued: one row per position and hour (`hour`), or per position and term (`term`, a
 * sharkfin's settlement). The key makes the job idempotent: a period is accrued once, whatever
 * restarts. Paid rows have `paid_at`; a fixed position redeemed early forfeits its unpaid rows.
 */
export const earnAccruals = pgTable(
  'earn_accruals',
  {
    positionId: uuid('position_id')
      .notNull()
      .references(() => earnPositions.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    /** The principal the period earned on. */
    principal: money('principal').notNull(),
    apr: numeric('apr', { precision: 20, scale: 10 }).notNull(),
    amount: money('amount').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    forfeited: boolean('forfeited').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.positionId, table.periodStart] }),
    index('earn_accruals_unpaid').on(table.positionId).where(sql`${table.paidAt} is null and not ${table.forfeited}`),
    check('earn_accruals_kind', sql`${table.kind} in ('hour', 'term')`),
  ],
);

/** What happened to a user's earn positions; a subscription is `pending` until its debit committed. */
export const earnHistory = pgTable(
  'earn_history',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => earnPositions.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    asset: text('asset').notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    pending: boolean('pending').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('earn_history_user').on(table.userId, table.id),
    index('earn_history_position').on(table.positionId, table.at),
    index('earn_history_pending').on(table.id).where(sql`${table.pending}`),
    check('earn_history_kind', sql`${table.kind} in ('subscribe', 'redeem', 'interest', 'settle', 'renew', 'forfeit')`),
  ],
);

/**
 * Price alerts on spot pairs and futures contracts (docs/price-alerts.md). The thresholds are computed once, when the
 * alert is set; `fired_at` is written by one conditional update, so an alert fires exactly once,
 * and `delivered_at` once its notice and e-mail went out (a restart delivers the fired ones still
 * without it).
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A spot pair, or a futures contract when `market` is 'futures' (checked against the listing when set). */
    symbol: text('symbol').notNull(),
    /** 'spot' or 'futures' (a perpetual contract). */
    market: text('market').notNull().default('spot'),
    /** What the alert watches: 'last' (trade price) or 'mark' (futures only). */
    priceSource: text('price_source').notNull().default('last'),
    /** 'above', 'below' or 'move'. */
    condition: text('condition').notNull(),
    /** The target of above/below. */
    price: money('price'),
    /** The move of 'move' ("5.25" is 5.25 %) and its direction ('up', 'down', 'either'). */
    percent: numeric('percent', { precision: 5, scale: 2 }),
    direction: text('direction'),
    referencePrice: money('reference_price').notNull(),
    upperPrice: money('upper_price'),
    lowerPrice: money('lower_price'),
    createdAt: createdAt(),
    firedAt: timestamp('fired_at', { withTimezone: true }),
    firedPrice: money('fired_price'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('price_alerts_user').on(table.userId, table.createdAt),
    index('price_alerts_active').on(table.market, table.symbol).where(sql`${table.firedAt} is null`),
    index('price_alerts_undelivered')
      .on(table.id)
      .where(sql`${table.firedAt} is not null and ${table.deliveredAt} is null`),
    check('price_alerts_condition', sql`${table.condition} in ('above', 'below', 'move')`),
    check('price_alerts_market', sql`${table.market} in ('spot', 'futures')`),
    check(
      'price_alerts_price_source',
      sql`${table.priceSource} = 'last' or (${table.priceSource} = 'mark' and ${table.market} = 'futures')`,
    ),
    check('price_alerts_direction', sql`${table.direction} is null or ${table.direction} in ('up', 'down', 'either')`),
    check('price_alerts_threshold', sql`${table.upperPrice} is not null or ${table.lowerPrice} is not null`),
  ],
);

/**
 * What operators did through the operator API (docs/operator-audit-log.md): one row per change,
 * written in the change's own transaction. The operator API has one shared bearer token, so `who`
 * is the token's fingerprint plus the caller's address and user agent. `before`/`after` are the
 * changed rows as JSON, with secrets and document-store keys redacted.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `<target type>.<verb>`, e.g. 'announcement.publish', 'kyc-application.approve'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The first 16 hex digits of a SHA-256 of the operator token: names the token, never reveals it. */
    operatorTokenId: text('operator_token_id').notNull(),
    address: text('address').notNull(),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('operator_audit_log_action').on(table.action, table.id),
    index('operator_audit_log_target').on(table.targetType, table.targetId, table.id),
    index('operator_audit_log_at').on(table.at),
  ],
);
