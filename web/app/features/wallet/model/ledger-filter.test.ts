import { describe, expect, it } from 'vitest';
import wallet from '../../../i18n/features/wallet/en_US.json';
import { emptyLedgerFilter, kindLabelKey, LEDGER_PAGE_SIZE, labelledKinds, ledgerQuery } from './ledger-filter.ts';
import { startOfZonedDay } from './zoned-day.ts';

describe('startOfZonedDay', () => {
  it('finds midnight in the zone', () => {
    expect(startOfZonedDay('2026-11-21', 'UTC')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(startOfZonedDay('2026-11-21', 'Asia/Tokyo')?.toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(startOfZonedDay('2026-11-21', 'America/New_York')?.toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(startOfZonedDay('2026-07-01', 'America/New_York')?.toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it('adds days across a change of clocks and month ends', () => {
    // New York leaves summer time on 2026-11-01.
    expect(startOfZonedDay('2026-10-31', 'America/New_York', 1)?.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfZonedDay('2026-11-01', 'America/New_York', 1)?.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(startOfZonedDay('2026-12-31', 'UTC', 1)?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('refuses what is not a calendar day', () => {
    expect(startOfZonedDay('2026-02-30', 'UTC')).toBeUndefined();
    expect(startOfZonedDay('21/11/2026', 'UTC')).toBeUndefined();
    expect(startOfZonedDay('', 'UTC')).toBeUndefined();
  });
});

describe('ledgerQuery', () => {
  it('asks for a page of everything when nothing is chosen', () => {
    expect(ledgerQuery(emptyLedgerFilter, 'UTC')).toEqual({ ok: true, query: { limit: LEDGER_PAGE_SIZE } });
  });

  it('sends the chosen asset, kind, cursor and the days as instants, the last day included', () => {
    const filter = { asset: 'BTC', kind: 'demo-deposit', fromDay: '2026-11-20', toDay: '2026-11-21' };
    expect(ledgerQuery(filter, 'Asia/Tokyo', '42')).toEqual({
      ok: true,
      query: {
        limit: LEDGER_PAGE_SIZE,
        asset: 'BTC',
        kind: 'demo-deposit',
        from: '2026-11-19T15:00:00.000Z',
        to: '2026-11-21T15:00:00.000Z',
        before: '42',
      },
    });
  });

  it('takes one day as from and to, and refuses a range that ends before it starts', () => {
    const oneDay = ledgerQuery({ ...emptyLedgerFilter, fromDay: '2026-11-21', toDay: '2026-11-21' }, 'UTC');
    expect(oneDay).toMatchObject({
      ok: true,
      query: { from: '2026-11-21T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' },
    });
    expect(ledgerQuery({ ...emptyLedgerFilter, fromDay: '2026-11-22', toDay: '2026-11-21' }, 'UTC')).toEqual({
      ok: false,
      problem: 'range',
    });
  });
});

describe('kindLabelKey', () => {
  it('names the kinds it knows and leaves the others to be shown as written', () => {
    expect(kindLabelKey('demo-deposit')).toBe('wallet.kinds.demo-deposit');
    expect(kindLabelKey('airdrop')).toBeUndefined();
  });

  it('names the grid bot’s movements, and every kind it names has English words', () => {
    expect(kindLabelKey('grid-bot-invest')).toBe('wallet.kinds.grid-bot-invest');
    expect(kindLabelKey('grid-bot-return')).toBe('wallet.kinds.grid-bot-return');
    const words: Record<string, string> = wallet.kinds;
    expect(labelledKinds.filter((kind) => !words[kind])).toEqual([]);
  });
});
