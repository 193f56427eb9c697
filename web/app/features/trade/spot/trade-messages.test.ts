import { localeCodes } from '@vela/contracts/locales';
import { tradingErrorCodes } from '@vela/contracts/trading';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { readMessages } from '../../../i18n/read-messages.node.ts';
import type { TradingFailureCode } from '../../../lib/trading/trading-failure.ts';
import type { OrderFormErrorKey } from './model/order-form.ts';

const formErrors = [
  'trade.errors.priceRequired',
  'trade.errors.priceInvalid',
  'trade.errors.pricePositive',
  'trade.errors.priceTick',
  'trade.errors.amountRequired',
  'trade.errors.amountInvalid',
  'trade.errors.amountMin',
  'trade.errors.amountLot',
  'trade.errors.noMarketPrice',
  'trade.errors.notionalMin',
  'trade.errors.insufficientBalance',
] as const;
const failures = [...tradingErrorCodes, 'network', 'rate-limited', 'unknown'] as const;

function lookup(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('trade messages', () => {
  it('name every form error and every order API failure the screen can show', () => {
    expectTypeOf<(typeof formErrors)[number]>().toEqualTypeOf<OrderFormErrorKey>();
    expectTypeOf<(typeof failures)[number]>().toEqualTypeOf<TradingFailureCode>();
    for (const locale of localeCodes) {
      const messages = readMessages(locale);
      const missing = [...formErrors, ...failures.map((code) => `trade.serverErrors.${code}`)].filter(
        (key) => typeof lookup(messages, key) !== 'string',
      );
      expect(missing, locale).toEqual([]);
    }
  });
});
