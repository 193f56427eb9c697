import { z } from 'zod';
import { signedDecimalString } from './market-data.ts';
import { decimalString, marketSymbol } from './markets.ts';
import { balanceSchema } from './trading.ts';

export const WALLET_ACCOUNT_PATH = '/asset/v1/api/wallet/account';

/** Wallet types the platform knows: "1" is the spot wallet, the only one so far. */
export const walletTypeSchema = z.enum(['1'], { error: 'unknown wallet type; expected "1" (spot)' });

export const walletAccountRequestSchema = z.object({
  walletTypeList: z.array(walletTypeSchema).min(1, 'name at least one wallet type'),
});
export type WalletAccountRequest = z.infer<typeof walletAccountRequestSchema>;

/** `data` is the total asset of the listed wallets in USDT, a decimal string (rounded down to 8 places). */
export const walletAccountResponseSchema = z.object({ code: z.literal(200), data: decimalString });
export type WalletAccountResponse = z.infer<typeof walletAccountResponseSchema>;

/**
 * The wallet screen's own calls. Every one needs a session (401 otherwise); the demo deposit
 * follows the CSRF Origin rule.
 */
export const walletPaths = {
  /** GET: every listed asset with the user's balance valued in USDT, the total and today's demo allowance (→ WalletSummary). */
  summary: '/api/v1/wallet/summary',
  /** GET: the user's ledger entries, newest first (LedgerQuery → LedgerPage). */
  ledger: '/api/v1/wallet/ledger',
  /** GET: the entry kinds the user's ledger holds, for the filter (→ LedgerKinds). */
  ledgerKinds: '/api/v1/wallet/ledger/kinds',
  /** POST: credits a fixed demo amount of one asset (DemoDepositRequest → DemoDepositResponse). */
  demoDeposit: '/api/v1/wallet/demo-deposit',
} as const;

export const demoDepositAssets = ['USDT', 'USDC', 'BTC', 'ETH'] as const;
export type DemoDepositAsset = (typeof demoDepositAssets)[number];

/** What one demo deposit credits, per asset: demo money, the only way to add funds. */
export const DEMO_DEPOSIT_AMOUNTS: Readonly<Record<DemoDepositAsset, string>> = {
  USDT: '1000',
  USDC: '1000',
  BTC: '0.01',
  ETH: '0.1',
};

/** Demo deposits per asset per UTC day. */
export const DEMO_DEPOSITS_PER_DAY = 3;

/** The ledger `kind` of a demo deposit (the sign-up grant is 'demo-grant'). */
export const DEMO_DEPOSIT_KIND = 'demo-deposit';

/** `reason` of the 409 answered when today's demo deposits of the asset are used up; nothing changed. */
export const DEMO_DEPOSIT_LIMIT_ERROR = 'demo-deposit-limit';

export const demoDepositRequestSchema = z
  .object({
    asset: z.enum(demoDepositAssets, {
      error: `asset: the demo deposit offers ${demoDepositAssets.join(', ')}`,
    }),
  })
  .strict();
export type DemoDepositRequest = z.infer<typeof demoDepositRequestSchema>;

export const demoAllowanceSchema = z.object({
  asset: z.string(),
  /** What one deposit credits. */
  amount: decimalString,
  remainingToday: z.number().int().min(0),
});
export type DemoAllowance = z.infer<typeof demoAllowanceSchema>;

/** The asset's balance after the deposit, as the private `balances` channel pushes it too. */
export const demoDepositResponseSchema = demoAllowanceSchema.extend({
  balance: balanceSchema,
  /** When today's allowance starts again (next 00:00 UTC, ISO 8601). */
  resetsAt: z.string(),
});
export type DemoDepositResponse = z.infer<typeof demoDepositResponseSchema>;

export const walletAssetSchema = z.object({
  asset: z.string(),
  available: decimalString,
  /** Held by open orders. */
  frozen: decimalString,
  /** available + frozen. */
  total: decimalString,
  /** One unit in USDT: the live market's last price, else its reference price; null when unknown. */
  priceUsdt: decimalString.nullable(),
  /** total x priceUsdt rounded down to 8 places; null without a price. */
  valueUsdt: decimalString.nullable(),
  /** The asset's USDT market (else its first market in another quote), where it is traded; null for USDT and for assets without one. */
  tradeSymbol: marketSymbol.nullable(),
});
export type WalletAsset = z.infer<typeof walletAssetSchema>;

export const walletSummarySchema = z.object({
  /** Every listed asset, held or not, then any other asset the user holds. */
  assets: z.array(walletAssetSchema),
  /** The sum of the assets' valueUsdt, exactly: the total is the sum of the rows. */
  totalUsdt: decimalString,
  demoDeposits: z.object({
    perDay: z.number().int().positive(),
    /** Next 00:00 UTC, ISO 8601. */
    resetsAt: z.string(),
    allowances: z.array(demoAllowanceSchema),
  }),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

const assetCode = z.string().regex(/^[A-Z0-9]{1,16}$/, 'asset: an asset code such as BTC');
const instant = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field}: an ISO 8601 date-time such as 2026-11-21T00:00:00Z` });

/** `from` is inclusive, `to` exclusive; `before` is the previous page's `nextBefore`. */
export const ledgerQuerySchema = z
  .object({
    asset: assetCode.optional(),
    kind: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'kind: a ledger entry kind such as demo-deposit')
      .optional(),
    from: instant('from').optional(),
    to: instant('to').optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    before: z
      .string()
      .regex(/^\d{1,18}$/, 'before: a cursor from the previous page')
      .optional(),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    path: ['to'],
    message: 'to: must not be before from',
  });
export type LedgerQuery = z.input<typeof ledgerQuerySchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  asset: z.string(),
  /** Signed change of the asset's total (available + frozen). */
  amount: signedDecimalString,
  /** Signed change of the frozen part (a freeze: amount 0, frozenAmount +x). */
  frozenAmount: signedDecimalString,
  /** The asset's total after this entry. */
  balanceAfter: decimalString,
  /** Why the balance changed: demo-grant, demo-deposit, and what the order API writes. */
  kind: z.string(),
  /** What caused it (an order id, a transfer id, 'register'). */
  reference: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerPageSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

export const ledgerKindsSchema = z.object({ kinds: z.array(z.string()) });
export type LedgerKinds = z.infer<typeof ledgerKindsSchema>;
