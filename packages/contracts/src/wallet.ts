import { z } from 'zod';
import { decimalString } from './markets.ts';

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
