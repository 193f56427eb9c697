import { describe, expect, it } from 'vitest';
import { parseVisitorAlerts, visitorAlertView, withoutId } from './visitor-alerts.ts';

const kept = {
  id: 'visitor-1',
  symbol: 'BTC_USDT',
  condition: 'above',
  price: '100000',
  referencePrice: '95000',
  createdAt: 1_790_000_000_000,
};

describe('a visitor’s stored alerts', () => {
  it('reads what the browser kept and leaves out what does not parse', () => {
    const stored = JSON.stringify([
      kept,
      { ...kept, id: 'visitor-2', condition: 'sideways' },
      { ...kept, id: undefined },
      'nonsense',
      {
        id: 'visitor-3',
        symbol: 'ETH_USDT',
        condition: 'move',
        percent: '5',
        direction: 'down',
        referencePrice: '3000',
        createdAt: 1,
      },
    ]);
    expect(parseVisitorAlerts(stored).map((alert) => alert.id)).toEqual(['visitor-1', 'visitor-3']);
    expect(parseVisitorAlerts('{not json')).toEqual([]);
    expect(parseVisitorAlerts(null)).toEqual([]);
    expect(parseVisitorAlerts('{"a":1}')).toEqual([]);
  });

  it('shows a kept alert as an active one, and sends it to the join call without the browser’s id', () => {
    const [alert] = parseVisitorAlerts(JSON.stringify([kept]));
    if (!alert) throw new Error('not parsed');
    expect(visitorAlertView(alert)).toMatchObject({
      id: 'visitor-1',
      status: 'active',
      price: '100000',
      percent: null,
    });
    const { id: _id, ...sent } = kept;
    expect(withoutId(alert)).toEqual(sent);
  });
});
