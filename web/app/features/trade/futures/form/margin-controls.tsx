import type { MarginMode } from '@vela/contracts/futures-trading';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuturesFailure } from '../../../../lib/trading/futures-failure.ts';
import { useAppStore } from '../../../../state/app-store.tsx';
import { Segmented } from '../../shared/form/segmented.tsx';
import { useFuturesTerminal } from '../futures-context.tsx';
import { futuresCalls } from './futures-calls.ts';
import { clampLeverage, parseLeverage } from './model/leverage.ts';
import { refusalMessageKey } from './model/refusal-message.ts';

/** A leverage picked on the slider is saved once the hand rests, not at every step of a drag. */
const SAVE_AFTER_MS = 400;

/**
 * Cross or isolated, and the leverage (slider and input, 1 to the contract's maximum, the tier's
 * maximum for the order's size beside it), saved per contract by the settings calls and
 * remembered on this device (PREV_LEVERAGE) for a visitor and for contracts never set.
 */
export function MarginControls({
  leverage,
  marginMode,
  tierMax,
}: {
  /** The leverage in force (saved, or remembered). */
  leverage: number;
  marginMode: MarginMode;
  /** The most the position the order would make may use. */
  tierMax: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { contract, account } = useFuturesTerminal();
  const signedIn = useAppStore((state) => state.user !== null);
  const setPreviousLeverage = useAppStore((state) => state.setPreviousLeverage);
  const [text, setText] = useState(String(leverage));
  const [failure, setFailure] = useState<FuturesFailure | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const max = contract.maxLeverage;

  useEffect(() => setText(String(leverage)), [leverage]);

  const typed = parseLeverage(text, max);
  useEffect(() => {
    if (typed === undefined || typed === leverage) return;
    const timer = setTimeout(async () => {
      setFailure(undefined);
      if (!signedIn || !account) {
        setPreviousLeverage(typed);
        return;
      }
      const result = await (await futuresCalls()).setLeverage({ symbol: contract.symbol, leverage: typed });
      if (result.ok) {
        account.applySettings(result.value);
        setPreviousLeverage(result.value.leverage);
      } else {
        setFailure(result.failure);
        setText(String(leverage));
      }
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [typed, leverage, signedIn, account, contract.symbol, setPreviousLeverage]);

  const changeMode = async (next: MarginMode) => {
    if (next === marginMode || !account) return;
    setFailure(undefined);
    setBusy(true);
    const result = await (await futuresCalls()).setMarginMode({ symbol: contract.symbol, marginMode: next });
    setBusy(false);
    if (result.ok) account.applySettings(result.value);
    else setFailure(result.failure);
  };

  const shown = typed ?? clampLeverage(leverage, max);
  return (
    <div className="futures-form__margin">
      <Segmented<MarginMode>
        className="futures-form__choice"
        label={t('futuresForm.marginMode')}
        value={marginMode}
        onChange={changeMode}
        disabled={!signedIn || busy}
        options={[
          { value: 'cross', text: t('futuresForm.cross') },
          { value: 'isolated', text: t('futuresForm.isolated') },
        ]}
      />
      <div className="futures-form__leverage">
        <label htmlFor={`${id}-leverage`}>{t('futuresForm.leverage')}</label>
        <span className="futures-form__leverage-input">
          <input
            className="text-box"
            id={`${id}-leverage`}
            inputMode="numeric"
            value={text}
            onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 3))}
            onBlur={() => setText(String(shown))}
            aria-invalid={typed === undefined}
            aria-describedby={`${id}-leverage-note`}
            data-testid="futures-leverage"
          />
          <span aria-hidden="true">×</span>
        </span>
        <input
          type="range"
          className="futures-form__slider"
          min={1}
          max={max}
          step={1}
          value={shown}
          onChange={(event) => setText(event.target.value)}
          aria-label={t('futuresForm.leverageSlider')}
          aria-valuetext={t('futuresForm.leverageValue', { leverage: shown })}
        />
        <p id={`${id}-leverage-note`} className="futures-form__note" data-testid="futures-tier-max">
          {tierMax > 0 ? t('futuresForm.tierMax', { leverage: tierMax }) : t('futuresForm.aboveCap')}
        </p>
      </div>
      {failure && (
        <p className="order-form__error" role="alert">
          {t(refusalMessageKey(failure))}
        </p>
      )}
    </div>
  );
}
