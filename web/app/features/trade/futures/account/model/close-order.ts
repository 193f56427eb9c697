import type { OrderSide } from '@vela/contracts/futures-margin';
import type {
  ClosePositionRequest,
  FuturesPosition,
  PlaceFuturesOrderRequest,
  PositionSide,
} from '@vela/contracts/futures-trading';
import Big from 'big.js';
import { checkContracts, checkPrice, priceKeys } from '../../form/model/field-checks.ts';
import type { FuturesFormError } from '../../form/model/form-messages.ts';
import type { ContractRules } from '../../form/model/order-estimate.ts';
import { type AccountError, asAccountErrors } from './account-messages.ts';

export type CloseType = 'market' | 'limit';

export interface CloseInput {
  readonly type: CloseType;
  /** The limit price as typed; a market close ignores it. */
  readonly price: string;
  /** How much to close, in contracts, as typed. */
  readonly quantity: string;
  readonly position: Pick<FuturesPosition, 'symbol' | 'side' | 'size'>;
  readonly contract: Pick<ContractRules, 'tickSize' | 'lotSize'>;
}

/**
 * The whole position closes by the close call (one reduce-only order for all of it); a part by a
 * reduce-only order of that quantity, which the platform caps to the position as it shrinks.
 */
export type CloseRequest =
  | { readonly kind: 'close'; readonly request: ClosePositionRequest }
  | { readonly kind: 'order'; readonly request: Omit<PlaceFuturesOrderRequest, 'clientOrderId'> };

export interface CloseEvaluation {
  readonly errors: readonly AccountError[];
  readonly close: CloseRequest | undefined;
}

/** The side of the order that closes a position of `side`. */
export function closingSide(side: PositionSide): OrderSide {
  return side === 'long' ? 'sell' : 'buy';
}

export function evaluateClose(input: CloseInput): CloseEvaluation {
  const { type, position, contract } = input;
  const formErrors: FuturesFormError[] = [];
  const price = type === 'limit' ? checkPrice(input.price, contract.tickSize, priceKeys.price, formErrors) : undefined;
  const quantity = checkContracts(input.quantity, contract.lotSize, formErrors);
  const errors: AccountError[] = [
    ...asAccountErrors(
      formErrors.filter((error) => error.field === 'price'),
      'price',
    ),
    ...asAccountErrors(
      formErrors.filter((error) => error.field === 'size'),
      'quantity',
    ),
  ];
  if (quantity.valid && quantity.value?.gt(position.size)) {
    errors.push({
      field: 'quantity',
      key: 'futuresAccount.errors.quantityAbovePosition',
      values: { size: position.size },
    });
  }
  if (errors.length > 0 || !quantity.value || (type === 'limit' && !price?.value)) {
    return { errors, close: undefined };
  }
  const limitPrice = price?.value?.toFixed();
  if (quantity.value.eq(new Big(position.size))) {
    const request: ClosePositionRequest =
      limitPrice === undefined
        ? { symbol: position.symbol, type: 'market' }
        : { symbol: position.symbol, type: 'limit', price: limitPrice };
    return { errors, close: { kind: 'close', request } };
  }
  return {
    errors,
    close: {
      kind: 'order',
      request: {
        symbol: position.symbol,
        side: closingSide(position.side),
        type,
        quantity: quantity.value.toFixed(),
        reduceOnly: true,
        ...(limitPrice === undefined ? {} : { price: limitPrice, timeInForce: 'GTC' as const }),
      },
    },
  };
}
