import { useTranslation } from 'react-i18next';

/** The warning of a stop-limit whose limit is past its stop (limitBeyondStop), for the side it concerns. */
export function StopLimitWarning({ side }: { side: 'buy' | 'sell' }) {
  const { t } = useTranslation();
  return (
    <p className="field__hint order-form__warning" role="status" data-testid="stop-limit-warning">
      {t(side === 'buy' ? 'trade.form.limitBelowStop' : 'trade.form.limitAboveStop')}
    </p>
  );
}
