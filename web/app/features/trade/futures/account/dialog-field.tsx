import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalRule } from '../../../../lib/inputs/rules.ts';
import { FilteredInput } from '../../../../ui/filtered-input.tsx';
import { formatAmount, formatPrice } from '../../shared/model/format.ts';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { formatUsdt } from '../form/model/money-format.ts';
import type { ShownContract } from './column-view.ts';
import type { AccountError } from './model/account-messages.ts';

/** A decimal field of a dialog with its label and messages. */
export function DialogField({
  id,
  label,
  value,
  decimals,
  onChange,
  errors,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  decimals: number;
  onChange: (value: string) => void;
  /** Its messages, in the user's language. */
  errors: readonly string[];
  testId?: string;
}) {
  const rule = useMemo(() => decimalRule(decimals), [decimals]);
  return (
    <div className="order-form__field">
      <label htmlFor={id}>{label}</label>
      <FilteredInput
        className="text-box"
        id={id}
        rule={rule}
        value={value}
        onValueChange={onChange}
        autoComplete="off"
        aria-invalid={errors.length > 0}
        aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
        data-testid={testId}
      />
      {errors.length > 0 && (
        <p id={`${id}-error`} className="order-form__error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

/**
 * The text of a dialog's message, its values shown as the screen shows them: prices at the
 * contract's precision, sizes at its amount precision, USDT amounts with cents.
 */
export function useAccountErrorText(contract: ShownContract): (error: AccountError) => string {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  return ({ key, values }) => {
    const shown: Record<string, string> = { ...values };
    if (values.price !== undefined) shown.price = formatPrice(values.price, contract, tag);
    if (values.size !== undefined) shown.size = formatAmount(values.size, contract, tag);
    if (values.max !== undefined) shown.max = formatUsdt(values.max, tag);
    return t(key, shown);
  };
}
