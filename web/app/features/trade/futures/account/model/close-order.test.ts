import { describe, expect, it } from 'vitest';
import { btcPerpetual } from '../../form/model/test-contract.ts';
import { evaluateClose } from './close-order.ts';

const position = { symbol: 'BTC_USDT', side: 'long' as const, size: '0.1' };
const close = (type: 'market' | 'limit', price: string, quantity: string) =>
  evaluateClose({ type, price, quantity, position, contract: btcPerpetual });

describe('closing a position', () => {
  it('closes the whole of it by the close call', () => {
    expect(close('market', '', '0.1').close).toEqual({
      kind: 'close',
      request: { symbol: 'BTC_USDT', type: 'market' },
    });
    expect(close('limit', '61000', '0.1').close).toEqual({
      kind: 'close',
      request: { symbol: 'BTC_USDT', type: 'limit', price: '61000' },
    });
  });

  it('closes a part by a reduce-only order on the other side', () => {
    expect(close('limit', '61000', '0.05').close).toEqual({
      kind: 'order',
      request: {
        symbol: 'BTC_USDT',
        side: 'sell',
        type: 'limit',
        quantity: '0.05',
        reduceOnly: true,
        price: '61000',
        timeInForce: 'GTC',
      },
    });
    expect(close('market', '', '0.05').close).toEqual({
      kind: 'order',
      request: { symbol: 'BTC_USDT', side: 'sell', type: 'market', quantity: '0.05', reduceOnly: true },
    });
  });

  it('checks the price and the quantity', () => {
    const keys = (type: 'market' | 'limit', price: string, quantity: string) =>
      close(type, price, quantity).errors.map((error) => [error.field, error.key]);
    expect(keys('limit', '', '0.1')).toEqual([['price', 'futuresForm.errors.priceRequired']]);
    expect(keys('limit', '61000.05', '0.1')).toEqual([['price', 'futuresForm.errors.priceTick']]);
    expect(keys('market', '', '0.2')).toEqual([['quantity', 'futuresAccount.errors.quantityAbovePosition']]);
    expect(keys('market', '', '0.0001')).toEqual([['quantity', 'futuresForm.errors.sizeMin']]);
    expect(close('market', '', '').close).toBeUndefined();
  });
});
