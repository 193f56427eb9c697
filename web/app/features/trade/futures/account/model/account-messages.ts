import type { FuturesFormError, FuturesFormErrorKey } from '../../form/model/form-messages.ts';

export type AccountErrorKey =
  | FuturesFormErrorKey
  | 'futuresAccount.errors.quantityAbovePosition'
  | 'futuresAccount.errors.amountRequired'
  | 'futuresAccount.errors.amountInvalid'
  | 'futuresAccount.errors.amountDecimals'
  | 'futuresAccount.errors.amountAboveMax'
  | 'futuresAccount.errors.protectionRequired';

export type AccountField = 'price' | 'quantity' | 'amount' | 'takeProfit' | 'stopLoss';

/** An i18n key and its placeholder values, shown under `field` of a dialog. */
export interface AccountError {
  readonly field: AccountField;
  readonly key: AccountErrorKey;
  readonly values: Readonly<Record<string, string>>;
}

/** The order form's checks reused in a dialog: their messages, under the dialog's field. */
export function asAccountErrors(errors: readonly FuturesFormError[], field?: AccountField): AccountError[] {
  return errors.map((error) => ({
    field: field ?? (error.field as AccountField),
    key: error.key,
    values: error.values,
  }));
}
