import { localeCodes } from '@vela/contracts/locales';
import { describe, expect, it } from 'vitest';
import type { FiredAlert } from './alert-store.ts';
import { alertMessage } from './alert-texts.ts';

// 2026-12-07 04:13:05 UTC: 13:13 in Tokyo, 23:13 the evening before in New York.
const firedAt = Date.UTC(2026, 11, 7, 4, 13, 5);
const alert: FiredAlert = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  symbol: 'BTC_USDT',
  market: 'spot',
  priceSource: 'last',
  condition: 'above',
  price: '95500',
  percent: null,
  direction: null,
  referencePrice: '95000',
  status: 'fired',
  createdAt: firedAt - 60_000,
  firedAt,
  firedPrice: '96000',
};

describe('alertMessage', () => {
  it('writes the time in the user’s zone and names it, in every language', () => {
    for (const locale of localeCodes) {
      const { body, mailText } = alertMessage({ locale, timeZone: 'Asia/Tokyo' }, alert, 'https://vela.test/a');
      expect(body, locale).toContain('2026/12/07 13:13:05 UTC+9');
      expect(body, locale).not.toMatch(/\(UTC\)|（UTC）/);
      expect(mailText, locale).toContain('2026/12/07 13:13:05 UTC+9');
    }
  });

  it('writes another zone as that zone, the day it is there', () => {
    const { body } = alertMessage({ locale: 'en_US', timeZone: 'America/New_York' }, alert, 'https://vela.test/a');
    expect(body).toContain('traded at 96,000 on 2026/12/06 23:13:05 UTC-5.');
    const mark = alertMessage({ locale: 'ja_JP', timeZone: 'UTC' }, { ...alert, priceSource: 'mark' }, '/a');
    expect(mark.body).toContain('2026/12/07 04:13:05 UTC');
  });
});
