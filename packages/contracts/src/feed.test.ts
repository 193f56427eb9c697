import { describe, expect, it } from 'vitest';
import {
  channelName,
  channelOfPush,
  channelParamsSchema,
  channelRefusal,
  feedChannelList,
  feedChannels,
  futuresOnlyFeedChannels,
  privateFeedChannels,
  pushTypesOf,
} from './feed.ts';

describe('the channel table', () => {
  it('lists every channel of the params schema once', () => {
    const parsed = feedChannelList.map((channel) =>
      channelParamsSchema.options.some((option) => option.shape.channel.value === channel),
    );
    expect(parsed.every(Boolean)).toBe(true);
    expect(feedChannelList).toHaveLength(channelParamsSchema.options.length);
    expect(privateFeedChannels).toEqual(['orders', 'balances', 'positions', 'risk']);
    expect(futuresOnlyFeedChannels).toEqual(['positions', 'risk']);
  });

  it('names a push by the channel its subscribers acked, for every push type', () => {
    expect(channelOfPush('depth.update', { symbol: 'BTC_USDT' })).toEqual({ channel: 'depth', symbol: 'BTC_USDT' });
    const mark = channelOfPush('kline.mark', { symbol: 'BTC_USDT', interval: '1m' });
    expect(mark && channelName(mark)).toBe('kline:BTC_USDT:1m:mark');
    expect(channelOfPush('orders', {})).toEqual({ channel: 'orders' });
    expect(channelOfPush('trades', {})).toBeUndefined();
    expect(channelOfPush('nope', { symbol: 'BTC_USDT' })).toBeUndefined();
    for (const channel of feedChannelList) {
      for (const type of Object.keys(feedChannels[channel].pushes)) {
        expect(channelOfPush(type, { symbol: 'BTC_USDT', interval: '1m' })?.channel).toBe(channel);
      }
    }
  });

  it('gives each socket its push types and refuses what only the other serves', () => {
    expect(pushTypesOf({ channel: 'depth', symbol: 'BTC_USDT' }, 'spot')).toEqual(['depth.snapshot', 'depth.update']);
    expect(pushTypesOf({ channel: 'kline', symbol: 'BTC_USDT', interval: '1m', price: 'mark' }, 'futures')).toEqual([
      'kline.mark',
    ]);
    expect(channelRefusal({ channel: 'positions' }, 'spot')).toBe(
      'positions is a futures channel: subscribe on /ws/futures',
    );
    expect(channelRefusal({ channel: 'kline', symbol: 'BTC_USDT', interval: '1m', price: 'mark' }, 'spot')).toBe(
      'mark-price bars are futures data: subscribe on /ws/futures',
    );
    expect(channelRefusal({ channel: 'kline', symbol: 'BTC_USDT', interval: '1m' }, 'spot')).toBeUndefined();
    expect(channelRefusal({ channel: 'risk' }, 'futures')).toBeUndefined();
  });

  it('checks payloads per socket: spot tickers are Ticker[], futures tickers FuturesTicker[]', () => {
    const spot = feedChannels.tickers.pushes.tickers.payload;
    const ticker = {
      symbol: 'BTC_USDT',
      open: '1',
      high: '1',
      low: '1',
      last: '1',
      volume: '1',
      quoteVolume: '1',
      change: '0',
      changePercent: '0',
      time: 1,
    };
    expect(spot.spot.safeParse([ticker]).success).toBe(true);
    expect(spot.futures.safeParse([ticker]).success).toBe(false);
  });
});
