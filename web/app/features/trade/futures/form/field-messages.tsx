import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../shared/model/format.ts';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { useFuturesTerminal } from '../futures-context.tsx';

/** Messages with a price in them show it as the contract's prices show. */
const priceValues = new Set(['price']);

/** The messages of one field (or of one side), under it; nothing when there are none. */
export function FieldMessages({
  id,
  messages,
}: {
  id: string;
  messages: readonly { key: string; values: Readonly<Record<string, string>> }[];
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { contract } = useFuturesTerminal();
  if (messages.length === 0) return null;
  const text = messages.map(({ key, values }) => {
    const shown = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        priceValues.has(name) ? formatPrice(value, contract, tag) : value,
      ]),
    );
    return t(key, shown);
  });
  return (
    <p id={id} className="order-form__error" data-testid="futures-form-error">
      {text.join(' ')}
    </p>
  );
}
