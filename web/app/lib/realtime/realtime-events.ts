/**
 * The events the real-time client emits (spec 7, names kept exactly as the spec gives them,
 * `connectHttp_1m` included), and their payloads. Feed data is not an event: it is published under
 * its topic (`${biz}.${type}`, see feedTopic in frames.ts) straight to the push receivers
 * (HeartbeatManager.onPush: the channel layer), with no emitter between the socket and the channels.
 * - connectHttp: screens refresh over REST while the socket is reconnecting, at most once per 30 s;
 * - connectHttp_1m: its slower sibling, at most once per 60 s.
 */
import type { FeedMessage } from './frames.ts';

export interface ConnectionEvents {
  connectOk: { url: string };
  connectClose: { url: string; code: number; reason: string };
  /** `url` is the socket URL, or the token path when fetching the feed token failed. */
  connectError: { url: string; error: unknown };
  connectHttp: { url: string; at: number };
  connectHttp_1m: { url: string; at: number };
  subfail: FeedMessage;
}

export type RealtimeEvents = ConnectionEvents;
