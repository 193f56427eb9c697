import { STATISTICS_PATH, statisticsQuerySchema } from '@vela/contracts/statistics';
import { describe, expect, it, vi } from 'vitest';
import { LANDING_COUNTED_KEY, landingStatisticsQuery, sendLandingStatistics } from './landing-statistics.ts';

function sessionStorageFake(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return {
    data,
    getItem: (key: string) => data[key] ?? null,
    setItem: (key: string, value: string) => {
      data[key] = value;
    },
  };
}

describe('landingStatisticsQuery', () => {
  it('is undefined for a landing without utm parameters', () => {
    expect(landingStatisticsQuery('https://vela.example/?ref=abc&utm_type=promo', false)).toBeUndefined();
    expect(landingStatisticsQuery('https://vela.example/?utm_source=', false)).toBeUndefined();
    expect(landingStatisticsQuery('not a url', false)).toBeUndefined();
  });

  it('carries the landing event, PC on desktop, type landing and every utm parameter given', () => {
    const query = landingStatisticsQuery(
      'https://vela.example/ja_JP?utm_source=twitter&utm_medium=social&utm_campaign=spring%20launch&utm_term=btc&utm_content=banner-1',
      false,
    );
    expect(query).toEqual({
      event: 'landing',
      request_source: 'PC',
      type: 'landing',
      utm_source: 'twitter',
      utm_medium: 'social',
      utm_campaign: 'spring launch',
      utm_term: 'btc',
      utm_content: 'banner-1',
    });
    expect(statisticsQuerySchema.safeParse(query).success).toBe(true);
  });

  it('says H5 on mobile and takes the type from utm_type', () => {
    expect(landingStatisticsQuery('https://vela.example/?utm_campaign=x&utm_type=activity', true)).toEqual({
      event: 'landing',
      request_source: 'H5',
      type: 'activity',
      utm_campaign: 'x',
    });
  });

  it('cuts values to what the platform accepts instead of losing the landing', () => {
    const query = landingStatisticsQuery(
      `https://vela.example/?utm_source=${'s'.repeat(300)}&utm_type=${'t'.repeat(80)}`,
      false,
    );
    expect(query?.utm_source).toHaveLength(256);
    expect(query?.type).toHaveLength(64);
  });
});

describe('sendLandingStatistics', () => {
  const href = 'https://vela.example/?utm_source=newsletter';

  it('calls GET /open/activity/statistics once per landing, not again on a reload', async () => {
    const storage = sessionStorageFake();
    const get = vi.fn(async () => ({ code: 0 }));
    expect(await sendLandingStatistics({ href, mobile: false, storage, get })).toBe(true);
    expect(get).toHaveBeenCalledWith(STATISTICS_PATH, {
      event: 'landing',
      request_source: 'PC',
      type: 'landing',
      utm_source: 'newsletter',
    });
    expect(storage.data[LANDING_COUNTED_KEY]).toBe(href);
    expect(await sendLandingStatistics({ href, mobile: false, storage, get })).toBe(false);
    expect(await sendLandingStatistics({ href: `${href}&utm_medium=mail`, mobile: false, storage, get })).toBe(true);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('makes no call without utm parameters', async () => {
    const get = vi.fn(async () => ({}));
    expect(await sendLandingStatistics({ href: 'https://vela.example/', mobile: false, storage: undefined, get })).toBe(
      false,
    );
    expect(get).not.toHaveBeenCalled();
  });

  it('swallows a failed call and a blocked storage', async () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    };
    const get = vi.fn(async () => {
      throw new Error('429 Too Many Requests');
    });
    await expect(sendLandingStatistics({ href, mobile: true, storage, get })).resolves.toBe(true);
    expect(get).toHaveBeenCalledOnce();
  });
});
