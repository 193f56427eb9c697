import type {
  AdjustMarginRequest,
  ClosePositionRequest,
  FuturesOrder,
  FuturesSettings,
  LeverageRequest,
  MarginModeRequest,
  PlaceFuturesOrderRequest,
  PlaceFuturesOrderResponse,
  PositionTpslRequest,
} from '@vela/contracts/futures-trading';

/**
 * The futures API's writes. The engine instance runs them in its trading sequence; other instances
 * forward them over the bus (order-relay.ts). Refusals are thrown as Refusal (refusal.ts).
 */
export interface FuturesCommands {
  placeFutures(userId: string, request: PlaceFuturesOrderRequest): Promise<PlaceFuturesOrderResponse>;
  cancelFutures(userId: string, orderId: string): Promise<FuturesOrder>;
  cancelAllFutures(userId: string, symbol?: string): Promise<FuturesOrder[]>;
  closePosition(userId: string, request: ClosePositionRequest): Promise<PlaceFuturesOrderResponse>;
  /** Answers once the margin is moved; the caller reads the position view. */
  adjustMargin(userId: string, request: AdjustMarginRequest): Promise<void>;
  /** The position's TP/SL orders after the change (untriggered). */
  setPositionTpsl(userId: string, request: PositionTpslRequest): Promise<FuturesOrder[]>;
  setLeverage(userId: string, request: LeverageRequest): Promise<FuturesSettings>;
  setMarginMode(userId: string, request: MarginModeRequest): Promise<FuturesSettings>;
}
