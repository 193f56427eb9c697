import type { FuturesPosition, PositionTpslRequest } from '@vela/contracts/futures-trading';
import Big from 'big.js';
import { checkPrice, priceKeys } from '../../form/model/field-checks.ts';
import type { FuturesFormError } from '../../form/model/form-messages.ts';
import { protectionErrors } from '../../form/model/protection-checks.ts';
import { type AccountError, asAccountErrors } from './account-messages.ts';

export interface ProtectionEditInput {
  /** Trigger prices as typed; an empty one clears that order. */
  readonly takeProfit: string;
  readonly stopLoss: string;
  readonly position: Pick<FuturesPosition, 'symbol' | 'side' | 'takeProfit' | 'stopLoss'>;
  readonly tickSize: string;
  readonly markPrice: string | undefined;
}

export interface ProtectionEdit {
  readonly errors: readonly AccountError[];
  /** What changes: a price sets, null clears, absent leaves as it is; undefined when nothing would change. */
  readonly request: PositionTpslRequest | undefined;
}

/** The change one trigger makes: a new price, null to clear a set one, nothing when it stays. */
function change(typed: Big | undefined, current: string | null): { value?: string | null } {
  if (typed === undefined) return current === null ? {} : { value: null };
  return current !== null && typed.eq(current) ? {} : { value: typed.toFixed() };
}

/**
 * The position's TP/SL dialog: each trigger on the tick and on its side of the mark (the platform
 * checks against the mark only: a stop-loss may lock in a profit once the price has moved).
 */
export function evaluateProtectionEdit(input: ProtectionEditInput): ProtectionEdit {
  const { position, tickSize } = input;
  const formErrors: FuturesFormError[] = [];
  const takeProfit = checkPrice(input.takeProfit, tickSize, priceKeys.takeProfit, formErrors);
  const stopLoss = checkPrice(input.stopLoss, tickSize, priceKeys.stopLoss, formErrors);
  const mark = input.markPrice === undefined ? undefined : new Big(input.markPrice);
  const protection = { takeProfit: takeProfit.value, stopLoss: stopLoss.value };
  const errors = asAccountErrors([...formErrors, ...protectionErrors(position.side, protection, [mark])]);
  if (errors.length > 0) return { errors, request: undefined };
  const tp = change(takeProfit.value, position.takeProfit);
  const sl = change(stopLoss.value, position.stopLoss);
  if (!('value' in tp) && !('value' in sl)) {
    return {
      errors: [{ field: 'takeProfit', key: 'futuresAccount.errors.protectionRequired', values: {} }],
      request: undefined,
    };
  }
  return {
    errors,
    request: {
      symbol: position.symbol,
      ...('value' in tp ? { takeProfit: tp.value } : {}),
      ...('value' in sl ? { stopLoss: sl.value } : {}),
    },
  };
}

/**
 * The position with a TP/SL change applied: shown as soon as the call answers, before the
 * positions push that follows it.
 */
export function withProtection<P extends Pick<FuturesPosition, 'takeProfit' | 'stopLoss'>>(
  position: P,
  request: PositionTpslRequest,
): P {
  return {
    ...position,
    ...(request.takeProfit === undefined ? {} : { takeProfit: request.takeProfit }),
    ...(request.stopLoss === undefined ? {} : { stopLoss: request.stopLoss }),
  };
}
