import type { GridSuggestion } from '@vela/contracts/grid';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../ui/retry-alert.tsx';
import { gridCalls } from './grid-api.ts';
import { useGridFormat } from './use-grid-format.ts';

type SuggestionState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; suggestion: GridSuggestion };

/** The suggestion for `symbol`, read again when the market changes (an answer for an older market is dropped). */
function useSuggestion(symbol: string) {
  const [state, setState] = useState<SuggestionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt reads the suggestion again on retry
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void gridCalls.suggestion(symbol).then((answer) => {
      if (current) setState(answer.ok ? { status: 'ready', suggestion: answer.value } : { status: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [symbol, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}

/** The parameters drawn from the market's last 7 days, and the one click that fills them in. */
export function SuggestionCard({
  symbol,
  quote,
  onUse,
}: {
  symbol: string;
  quote: string;
  onUse(suggestion: GridSuggestion): void;
}) {
  const { t } = useTranslation();
  const format = useGridFormat();
  const { state, retry } = useSuggestion(symbol);
  return (
    <div
      className="grid-suggestion"
      data-testid="grid-suggestion"
      aria-live="polite"
      aria-busy={state.status === 'loading'}
    >
      <h3>{t('grid.suggestion.title')}</h3>
      {state.status === 'loading' && <p className="grid-muted">{t('grid.suggestion.loading')}</p>}
      {state.status === 'failed' && (
        <RetryAlert
          className="grid-suggestion__error"
          message={t('grid.suggestion.failed')}
          retryLabel={t('grid.retry')}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && (
        <>
          <p data-testid="grid-suggestion-text">
            {t('grid.suggestion.text', {
              lower: format.amount(state.suggestion.lowerPrice),
              upper: format.amount(state.suggestion.upperPrice),
              quote,
              grids: state.suggestion.gridCount,
              low: format.rate(state.suggestion.profitPerGridLow),
              high: format.rate(state.suggestion.profitPerGridHigh),
            })}
          </p>
          <p className="grid-muted">
            {t('grid.suggestion.minInvestment', { amount: format.amount(state.suggestion.minInvestment), quote })}
          </p>
          <button
            type="button"
            className="button"
            onClick={() => onUse(state.suggestion)}
            data-testid="grid-use-suggested"
          >
            {t('grid.suggestion.use')}
          </button>
        </>
      )}
    </div>
  );
}
