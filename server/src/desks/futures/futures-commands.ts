import {
  adjustMarginRequestSchema,
  closePositionRequestSchema,
  futuresOrderSchema,
  futuresSettingsSchema,
  futuresSymbolFilterSchema,
  leverageRequestSchema,
  marginModeRequestSchema,
  placeFuturesOrderRequestSchema,
  placeFuturesOrderResponseSchema,
  positionTpslRequestSchema,
} from '@vela/contracts/futures-trading';
import { z } from 'zod';
import { type CommandsOf, commandTable, noResult } from '../command-table.ts';
import type { FuturesDesk } from './desk.ts';

/**
 * The futures API's writes. The engine instance runs them in its trading sequence; other instances
 * forward them over the bus (order-relay.ts). Refusals are thrown as Refusal (refusal.ts).
 */
export const futuresCommands = commandTable<FuturesDesk>()({
  placeFutures: { input: { request: placeFuturesOrderRequestSchema }, reply: placeFuturesOrderResponseSchema },
  cancelFutures: { input: { orderId: z.string() }, reply: futuresOrderSchema },
  cancelAllFutures: { input: { symbol: futuresSymbolFilterSchema.shape.symbol }, reply: z.array(futuresOrderSchema) },
  closePosition: { input: { request: closePositionRequestSchema }, reply: placeFuturesOrderResponseSchema },
  adjustMargin: { input: { request: adjustMarginRequestSchema }, reply: noResult },
  setPositionTpsl: { input: { request: positionTpslRequestSchema }, reply: z.array(futuresOrderSchema) },
  setLeverage: { input: { request: leverageRequestSchema }, reply: futuresSettingsSchema },
  setMarginMode: { input: { request: marginModeRequestSchema }, reply: futuresSettingsSchema },
});

export type FuturesCommands = CommandsOf<typeof futuresCommands>;
