/**
 * The events the real-time client emits (spec 7, names kept exactly as the spec gives them,
 * `connectHttp_1m` included), and their payloads. Feed data is emitted under its topic
 * (`${biz}.${type}`, see feedTopic in frames.ts).
 */
import type { FeedMessage, FeedTopic } from './frames.ts';

export const CONNECT_OK = 'connectOk';
export const CONNECT_CLOSE = 'connectClose';
export const CONNECT_ERROR = 'connectError';
/** Screens refresh over REST: the socket is reconnecting and at most one such signal per 30 s. */
export const CONNECT_HTTP = 'connectHttp';
/** The slower sibling of connectHttp: at most one per 60 s. */
export const CONNECT_HTTP_1M = 'connectHttp_1m';
export const SUBFAIL = 'subfail';
/** Emitted by the layout on screen-size changes (spec 7); the real-time client never emits it. */
export const SCREENSIZE = 'screensize';

export interface ConnectionEvents {
  connectOk: { url: string };
  connectClose: { url: string; code: number; reason: string };
  /** `url` is the socket URL, or the token path when fetching the feed token failed. */
  connectError: { url: string; error: unknown };
  connectHttp: { url: string; at: number };
  connectHttp_1m: { url: string; at: number };
  subfail: FeedMessage;
}

export type RealtimeEvents = ConnectionEvents & { [topic: FeedTopic]: FeedMessage };
