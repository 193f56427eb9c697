import { z } from 'zod';
import { FUTURES_API_BASE } from './futures.ts';
import { type Balance, balanceSchema } from './trading.ts';

/**
 * The futures wallet and the transfers between it and the spot wallet. Every call needs a
 * session; the transfer follows the CSRF Origin rule. Futures are margined in USDT only. Paths are
 * relative to the futures base URL (`/futuresapi`, or a futuresapi host), as the client calls them.
 */
export const futuresAccountCallPaths = {
  /** GET: the futures wallet per margin asset (→ FuturesAccount). */
  account: '/v1/account',
  /** POST: move funds between the spot and futures wallets (TransferRequest → TransferResponse). GET: history (→ TransferList). */
  transfers: '/v1/transfers',
} as const;

/** The same calls as the server routes them, under the futures base. */
export const futuresAccountPaths = {
  account: `${FUTURES_API_BASE}${futuresAccountCallPaths.account}`,
  transfers: `${FUTURES_API_BASE}${futuresAccountCallPaths.transfers}`,
} as const;

export const FUTURES_MARGIN_ASSETS = ['USDT'] as const;

/** Decimal places a transfer amount may have: the wallets' precision for USDT. */
export const TRANSFER_DECIMALS = 8;

export const transferDirectionSchema = z.enum(['to-futures', 'to-spot'], {
  error: 'direction must be "to-futures" or "to-spot"',
});
export type TransferDirection = z.infer<typeof transferDirectionSchema>;

export const transferRequestSchema = z
  .object({
    direction: transferDirectionSchema,
    asset: z.enum(FUTURES_MARGIN_ASSETS, { error: 'asset: futures are margined in USDT' }),
    amount: z
      .string()
      .regex(
        new RegExp(`^(0|[1-9]\\d{0,17})(\\.\\d{1,${TRANSFER_DECIMALS}})?$`),
        `amount: a positive decimal with at most ${TRANSFER_DECIMALS} decimals`,
      )
      .refine((amount) => /[1-9]/.test(amount), 'amount must be above zero'),
  })
  .strict();
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const transferSchema = z.object({
  id: z.string(),
  direction: transferDirectionSchema,
  asset: z.string(),
  amount: z.string(),
  createdAt: z.string(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** The transfer, with both wallets' balance of the asset right after it. */
export const transferResponseSchema = z.object({
  transfer: transferSchema,
  spot: balanceSchema,
  futures: balanceSchema,
});
export type TransferResponse = z.infer<typeof transferResponseSchema>;

export const futuresAccountSchema = z.object({ balances: z.array(balanceSchema) });
export type FuturesAccount = { balances: Balance[] };

export const transferHistoryQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    before: z
      .string()
      .regex(/^\d{1,18}$/, 'before: a cursor from nextBefore')
      .optional(),
  })
  .strict();
export type TransferHistoryQuery = z.infer<typeof transferHistoryQuerySchema>;

export const transferListSchema = z.object({ transfers: z.array(transferSchema), nextBefore: z.string().nullable() });
export type TransferList = z.infer<typeof transferListSchema>;
