import {
  amendOrderRequestSchema,
  cancelAllRequestSchema,
  orderSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from '@vela/contracts/trading';
import { z } from 'zod';
import { type CommandsOf, commandTable } from '../command-table.ts';
import type { SpotDesk } from './desk.ts';

/** The spot order API's writes, forwarded from instances without the engine (order-relay.ts). */
export const spotCommands = commandTable<SpotDesk>()({
  place: { input: { request: placeOrderRequestSchema }, reply: placeOrderResponseSchema },
  cancel: { input: { orderId: z.string() }, reply: orderSchema },
  amend: { input: { orderId: z.string(), request: amendOrderRequestSchema }, reply: placeOrderResponseSchema },
  cancelAll: { input: { symbol: cancelAllRequestSchema.shape.symbol }, reply: z.array(orderSchema) },
});

export type SpotCommands = CommandsOf<typeof spotCommands>;
