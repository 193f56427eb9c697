import { localeCodes } from '@vela/contracts/locales';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { MarketUnits } from '../../market/units.ts';
import type { MarketRules } from './market-rules.ts';
import { stopNotice, stopNoticeTexts } from './notify-stops.ts';

const rules: MarketRules = {
  symbol: 'ETH_USDT',
  base: 'ETH',
  quote: 'USDT',
  units: new MarketUnits('0.01', '0.0001'),
  minNotional: new Big(5),
  makerFee: new Big(0),
  takerFee: new Big(0),
};

/** Every key path of a text tree, sorted. */
const shape = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => shape(inner, `${prefix}${key}.`))
    : [prefix];

describe('stop order notices', () => {
  it('have every text of the English file in every locale, with the same placeholders', () => {
    const english = stopNoticeTexts.en_US;
    for (const locale of localeCodes) {
      const texts = stopNoticeTexts[locale];
      expect(shape(texts).sort(), locale).toEqual(shape(english).sort());
      for (const key of ['triggeredBody', 'cancelledBody'] as const) {
        const names = (text: string) => [...text.matchAll(/{(\w+)}/g)].map((match) => match[1]).sort();
        expect(names(texts[key]), `${locale} ${key}`).toEqual(names(english[key]));
      }
    }
  });

  it('say what triggered, or why it could not run', () => {
    const notice = { userId: 'u', symbol: 'ETH_USDT', side: 'sell', quantity: '0.5', stopPrice: '2950' } as const;
    expect(stopNotice('en_US', { ...notice, outcome: 'triggered' }, rules, 1)).toEqual({
      kind: 'order-filled',
      title: 'Stop order triggered',
      body: 'Sell 0.5 ETH (ETH/USDT): the price reached 2950 USDT',
      time: 1,
    });
    expect(stopNotice('ja_JP', { ...notice, outcome: 'insufficient-balance' }, rules, 1).body).toBe(
      'ETH/USDT：売り 0.5 ETH、ストップ 2950 USDT：発動時に利用可能残高が不足していました',
    );
  });
});
