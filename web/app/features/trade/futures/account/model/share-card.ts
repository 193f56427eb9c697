import { returnOnEquity } from '@vela/contracts/futures-margin';
import type { FuturesPosition } from '@vela/contracts/futures-trading';
import type { TFunction } from 'i18next';
import { formatPrice } from '../../../shared/model/format.ts';
import { formatSignedRatio, signClass } from '../../form/model/money-format.ts';

/**
 * What a PnL share card shows, and all it is given: the contract, side, leverage, entry and mark
 * price and the ROE at the mark. No size, margin, PnL amount or balance reaches it, so none can be
 * drawn: a shared card tells how a trade went, not how much money is behind it.
 */
export interface ShareCard {
  /** "BTCUSDT Perpetual". */
  readonly title: string;
  readonly side: FuturesPosition['side'];
  /** "Long 20×". */
  readonly sideText: string;
  readonly roeLabel: string;
  /** "+12.34%". */
  readonly roe: string;
  readonly tone: 'up' | 'down' | undefined;
  /** Label and value, in order: entry price, mark price. */
  readonly prices: readonly (readonly [string, string])[];
  /** The card in one sentence: the image's text alternative. */
  readonly description: string;
}

export function shareCardOf(
  position: Pick<FuturesPosition, 'side' | 'leverage' | 'entryPrice' | 'size'>,
  contract: { readonly code: string; readonly pricePrecision: number },
  markPrice: string,
  t: TFunction,
  tag: string,
): ShareCard {
  // The size divides out of the ROE (PnL over initial margin): it is read, never shown.
  const roeFraction = returnOnEquity(position.side, position.size, position.entryPrice, markPrice, position.leverage);
  const roe = formatSignedRatio(roeFraction.toFixed(), tag);
  const side = t(`futuresAccount.positionSides.${position.side}`);
  const entry = formatPrice(position.entryPrice, contract, tag);
  const mark = formatPrice(markPrice, contract, tag);
  return {
    title: `${contract.code} ${t('futuresAccount.perpetual')}`,
    side: position.side,
    sideText: `${side} ${position.leverage}×`,
    roeLabel: t('futuresAccount.roe'),
    roe,
    tone: signClass(roeFraction.toFixed()),
    prices: [
      [t('futuresAccount.entryPrice'), entry],
      [t('futuresAccount.markPrice'), mark],
    ],
    description: t('futuresAccount.shareImage', {
      contract: contract.code,
      side,
      leverage: position.leverage,
      roe,
      entry,
      mark,
    }),
  };
}
