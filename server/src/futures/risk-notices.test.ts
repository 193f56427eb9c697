import type { Notice } from '@vela/contracts/feed';
import { localeCodes } from '@vela/contracts/locales';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import type { Bus } from '../infra/bus/bus.ts';
import type { RiskNotice } from './clearing-types.ts';
import {
  formatPercent,
  notifyRiskNotices,
  type RiskNoticeText,
  ratioPercent,
  riskNotice,
  riskNoticeTexts,
} from './risk-notices.ts';

const sent: { userId: string; notice: Notice }[] = [];
vi.mock('../notify/notifier.ts', () => ({
  notifyUser: async (_db: unknown, _bus: unknown, userId: string, notice: Notice) => {
    sent.push({ userId, notice });
  },
}));

const isolated: RiskNotice = { kind: 'margin-warning', userId: 'u1', symbol: 'BTC_USDT', ratio: '0.81239' };
const cross: RiskNotice = { kind: 'margin-warning', userId: 'u1', symbol: null, ratio: '0.81239' };
const liquidated: RiskNotice = { kind: 'liquidated', userId: 'u1', symbol: 'BTC_USDT', size: '0.5' };

describe('ratioPercent', () => {
  it('is the ratio in percent with two decimals, rounded down', () => {
    expect(ratioPercent('0.81239')).toBe('81.23');
    expect(ratioPercent('0.8123')).toBe('81.23');
    expect(ratioPercent('0.8')).toBe('80.00');
    expect(ratioPercent('0.99999999')).toBe('99.99');
    expect(ratioPercent('0.812399999999999999')).toBe('81.23');
  });
});

describe('formatPercent', () => {
  it("writes the locale's decimal separator and percent sign", () => {
    expect(formatPercent('en_US', '81.23')).toBe('81.23%');
    expect(formatPercent('ja_JP', '81.23')).toBe('81.23%');
    expect(formatPercent('fr_FR', '81.23')).toBe('81,23\u00a0%');
    expect(formatPercent('ru_RU', '81.23')).toBe('81,23\u00a0%');
    expect(formatPercent('es_ES', '81.23')).toBe('81,23\u00a0%');
    expect(formatPercent('uk_UA', '81.23')).toBe('81,23%');
    expect(formatPercent('pt_PT', '81.23')).toBe('81,23%');
    expect(formatPercent('vi_VN', '81.23')).toBe('81,23%');
    expect(formatPercent('tr_TR', '81.23')).toBe('%81,23');
    expect(formatPercent('tr_TR', '100')).toBe('%100');
  });

  it('agrees with Intl for every locale', () => {
    for (const locale of localeCodes) {
      const intl = new Intl.NumberFormat(locale.replace('_', '-'), {
        style: 'percent',
        minimumFractionDigits: 2,
      }).format(0.8123);
      expect(formatPercent(locale, '81.23'), locale).toBe(intl);
    }
  });
});

describe('riskNotice', () => {
  it('has every text in every locale', () => {
    const keys = Object.keys(riskNoticeTexts.en_US).sort();
    expect(Object.keys(riskNoticeTexts).sort()).toEqual([...localeCodes].sort());
    for (const locale of localeCodes) {
      const text = riskNoticeTexts[locale];
      expect(text, locale).toBeDefined();
      expect(Object.keys(text).sort(), locale).toEqual(keys);
      for (const [key, value] of Object.entries(text)) {
        if (key !== 'percent') expect(value, `${locale}.${key}`).toMatch(/\S/);
      }
    }
  });

  it('keeps the placeholders of each text in every locale', () => {
    const placeholders: Record<Exclude<keyof RiskNoticeText, 'percent'>, string[]> = {
      warningTitle: ['{percent}'],
      isolatedWarning: ['{symbol}', '{limit}'],
      crossWarning: ['{limit}'],
      liquidatedTitle: [],
      liquidatedBody: ['{symbol}', '{size}'],
    };
    for (const locale of localeCodes) {
      const text = riskNoticeTexts[locale];
      for (const key of Object.keys(placeholders) as (keyof typeof placeholders)[]) {
        const names = placeholders[key];
        const template = text[key];
        expect((template.match(/{\w+}/g) ?? []).sort(), `${locale}.${key}`).toEqual([...names].sort());
      }
    }
  });

  it.each(localeCodes)('warns of an isolated position in %s with the symbol and the rounded-down percent', (locale) => {
    const notice = riskNotice(locale, isolated, 1_000);
    const percent = formatPercent(locale, '81.23');
    expect(notice.time).toBe(1_000);
    expect(notice.title).toContain(percent);
    expect(notice.body).toContain('BTC/USDT');
    expect(notice.body).toContain(formatPercent(locale, '100'));
    expect(notice.title + notice.body).not.toMatch(/[{}]/);
  });

  it.each(localeCodes)('warns of the cross account in %s without naming a symbol', (locale) => {
    const notice = riskNotice(locale, cross, 1_000);
    expect(notice.title).toContain(formatPercent(locale, '81.23'));
    expect(notice.body).toContain(formatPercent(locale, '100'));
    expect(notice.body).not.toContain('BTC');
    expect(notice.body).not.toBe(riskNotice(locale, isolated, 1_000).body);
    expect(notice.title + notice.body).not.toMatch(/[{}]/);
  });

  it.each(localeCodes)('tells of a liquidation in %s with the symbol and the size in the base asset', (locale) => {
    const notice = riskNotice(locale, liquidated, 1_000);
    expect(notice.title).toMatch(/\S/);
    expect(notice.body).toContain('BTC/USDT');
    expect(notice.body).toContain('0.5 BTC');
    expect(notice.title + notice.body).not.toMatch(/[{}]/);
  });

  it('reads as written in English', () => {
    expect(riskNotice('en_US', isolated, 0)).toEqual({
      kind: 'announcement',
      title: 'Margin ratio at 81.23%',
      body: 'Your BTC/USDT isolated margin position is close to liquidation: positions are liquidated at a margin ratio of 100%. Add margin or reduce the position.',
      time: 0,
    });
    expect(riskNotice('en_US', liquidated, 0).body).toBe('Your BTC/USDT position of 0.5 BTC was liquidated.');
    expect(riskNotice('fr_FR', isolated, 0).title).toBe('Ratio de marge à 81,23\u00a0%');
  });

  it('gives the bare size when the symbol names no base asset', () => {
    const notice = riskNotice('en_US', { ...liquidated, symbol: 'ODD' }, 0);
    expect(notice.body).toBe('Your ODD position of 0.5 was liquidated.');
  });
});

describe('notifyRiskNotices', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  const fakeDb = (rows: { userId: string; msg: string | null; ui: string | null }[]) => {
    const select = vi.fn(() => ({ from: () => ({ where: async () => rows }) }));
    return { db: { select } as unknown as Db, select };
  };
  const bus = {} as Bus;

  it("sends each notice in its user's message language, else the interface language, else English", async () => {
    const { db, select } = fakeDb([
      { userId: 'a', msg: 'ja_JP', ui: 'fr_FR' },
      { userId: 'b', msg: null, ui: 'fr_FR' },
      { userId: 'c', msg: 'xx_XX', ui: null },
    ]);
    await notifyRiskNotices(db, bus, [
      { ...isolated, userId: 'a' },
      { ...liquidated, userId: 'b' },
      { ...cross, userId: 'c' },
      { ...liquidated, userId: 'd' },
    ]);
    expect(select).toHaveBeenCalledTimes(1);
    expect(sent.map((entry) => [entry.userId, entry.notice.title])).toEqual([
      ['a', '証拠金比率が81.23%に達しました'],
      ['b', 'Position liquidée'],
      ['c', 'Margin ratio at 81.23%'],
      ['d', 'Position liquidated'],
    ]);
  });

  it('does not query for an empty batch', async () => {
    const { db, select } = fakeDb([]);
    await notifyRiskNotices(db, bus, []);
    expect(select).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
