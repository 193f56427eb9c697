import type { FuturesPosition } from '@vela/contracts/futures-trading';
import Big from 'big.js';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSignedUsdt, signClass } from '../form/model/money-format.ts';

type Realized = Pick<FuturesPosition, 'closingPnl' | 'fees' | 'funding' | 'netRealizedPnl'>;

/**
 * A position's realized PnL as the trader keeps it (closes, less the trading fees paid, plus the
 * funding), with its parts in a tooltip that shows on hover and on keyboard focus, leaves with the
 * pointer, the focus or Escape, and is the button's description for a screen reader.
 */
export function RealizedPnlCell({ position, contract, tag }: { position: Realized; contract: string; tag: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Only the tooltip closes: not a dialog or the terminal's Escape behind it.
    event.stopPropagation();
    setOpen(false);
  };
  const fees = new Big(position.fees).neg().toFixed();
  const parts = [
    { key: 'closing', label: t('futuresAccount.closingPnl'), value: position.closingPnl },
    { key: 'fees', label: t('futuresAccount.tradingFees'), value: fees },
    { key: 'funding', label: t('futuresAccount.fundingNet'), value: position.funding },
  ];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer over the figure or its tooltip keeps it shown.
    <span
      className="realized-pnl"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className={`realized-pnl__value ${signClass(position.netRealizedPnl) ?? ''}`}
        aria-describedby={id}
        aria-label={t('futuresAccount.realizedOf', {
          contract,
          amount: formatSignedUsdt(position.netRealizedPnl, tag),
        })}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        data-testid="futures-position-realized"
      >
        {formatSignedUsdt(position.netRealizedPnl, tag)}
      </button>
      <span role="tooltip" id={id} className="realized-pnl__parts" hidden={!open} data-testid="futures-realized-parts">
        {parts.map((part) => (
          <span key={part.key} className="realized-pnl__part">
            <span>{part.label}</span>{' '}
            <span className={`num ${signClass(part.value) ?? ''}`}>{formatSignedUsdt(part.value, tag)}</span>
          </span>
        ))}
      </span>
    </span>
  );
}
