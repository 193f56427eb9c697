import { balanceSchema } from '@vela/contracts/trading';
import { z } from 'zod';
import { type CommandsOf, commandTable } from '../command-table.ts';
import type { EarnDesk } from './desk.ts';

const debitSchema = z.object({
  asset: z.string().min(1),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  entryKind: z.string().min(1),
  reference: z.string().min(1),
});

/**
 * An earn subscription's spot debit, run where the engine runs like the orders. Unanswered, it
 * may still be made: the subscription stays pending until the ledger settles it
 * (`settleStrandedSubscriptions`).
 */
export const earnCommands = commandTable<EarnDesk>()({
  debitForEarn: {
    input: { debit: debitSchema },
    reply: balanceSchema,
    outcomeUnknown: 'the debit may still be made; the subscription is settled from the ledger',
    pack: ({ userId, ...debit }) => ({ userId, input: { debit } }),
    unpack: (userId, { debit }) => [{ userId, ...(debit as z.infer<typeof debitSchema>) }],
  },
});

export type EarnCommands = CommandsOf<typeof earnCommands>;
