import type { FuturesFormField } from './order-draft.ts';

export type FuturesFormErrorKey =
  | 'futuresForm.errors.priceRequired'
  | 'futuresForm.errors.priceInvalid'
  | 'futuresForm.errors.priceTick'
  | 'futuresForm.errors.triggerRequired'
  | 'futuresForm.errors.triggerInvalid'
  | 'futuresForm.errors.triggerTick'
  | 'futuresForm.errors.triggerAtMarket'
  | 'futuresForm.errors.sizeRequired'
  | 'futuresForm.errors.sizeInvalid'
  | 'futuresForm.errors.sizeMin'
  | 'futuresForm.errors.sizeLot'
  | 'futuresForm.errors.valueTooSmall'
  | 'futuresForm.errors.belowMinNotional'
  | 'futuresForm.errors.noMarkPrice'
  | 'futuresForm.errors.takeProfitInvalid'
  | 'futuresForm.errors.takeProfitTick'
  | 'futuresForm.errors.stopLossInvalid'
  | 'futuresForm.errors.stopLossTick'
  | 'futuresForm.errors.longTakeProfitAbove'
  | 'futuresForm.errors.longStopLossBelow'
  | 'futuresForm.errors.shortTakeProfitBelow'
  | 'futuresForm.errors.shortStopLossAbove'
  | 'futuresForm.errors.insufficientMargin'
  | 'futuresForm.errors.positionLimit'
  | 'futuresForm.errors.reduceOnlyNoPosition';

/** Where a message shows: under a field, or on one side's button. */
export type FuturesMessagePlace = FuturesFormField | 'side';

/** An i18n key and its placeholder values: the form shows `t(key, values)` at `field`. */
export interface FuturesFormError {
  readonly field: FuturesMessagePlace;
  readonly key: FuturesFormErrorKey;
  readonly values: Readonly<Record<string, string>>;
}

export function formError(
  field: FuturesMessagePlace,
  key: FuturesFormErrorKey,
  values: Record<string, string> = {},
): FuturesFormError {
  return { field, key, values };
}
