import { useTranslation } from 'react-i18next';

/**
 * USDT / USDC / BTC: which quote asset's pairs the spot tabs list. Native radio buttons, so it is
 * one tab stop and the arrow keys choose, as a trader's keyboard expects.
 */
export function QuoteFilter({
  quotes,
  quote,
  onSelect,
}: {
  quotes: readonly string[];
  /** null: every quote asset. */
  quote: string | null;
  onSelect(quote: string | null): void;
}) {
  const { t } = useTranslation();
  const choices: { value: string | null; label: string }[] = [
    { value: null, label: t('marketList.allQuotes') },
    ...quotes.map((value) => ({ value, label: value })),
  ];
  return (
    <fieldset className="quote-filter">
      <legend className="visually-hidden">{t('marketList.quoteFilter')}</legend>
      {choices.map((choice) => (
        <label key={choice.value ?? ''} className="quote-filter__choice">
          <input
            type="radio"
            name="market-quote"
            value={choice.value ?? ''}
            checked={choice.value === quote}
            onChange={() => onSelect(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
