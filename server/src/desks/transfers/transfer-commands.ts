import { transferRequestSchema, transferResponseSchema } from '@vela/contracts/futures-account';
import { type CommandsOf, commandTable } from '../command-table.ts';
import type { TransfersDesk } from './desk.ts';

/** Transfers between a user's spot and futures wallets, forwarded like the orders (order-relay.ts). */
export const transferCommands = commandTable<TransfersDesk>()({
  transfer: { input: { request: transferRequestSchema }, reply: transferResponseSchema },
});

export type TransferCommands = CommandsOf<typeof transferCommands>;
