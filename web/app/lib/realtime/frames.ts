/**
 * The feed socket's wire format (spec sections 3, 4 and 7) and the rules that sort what arrives.
 *
 * Out: `{event, params}` text frames: `ping` (params `{ts}`, ms since epoch), `sub` / `unsub`,
 * `login` (params `{token}`) / `logout`.
 *
 * In: `{event, channel, biz, type, base, pairCode, data}`, every field optional:
 * - `{event: 'pong', ...}` answers a ping;
 * - an acknowledgement of sub / unsub / login / logout carries `channel` and `data.result`
 *   (true = accepted). Anything with a `channel` whose `data.result` is not `true` is a
 *   subscription failure, so a data push must not carry `channel`;
 * - a data push carries `biz` (e.g. spot, futures), `type` (e.g. depth, ticker) and `data`, whose
 *   `result` (if any) is not a boolean. It is published under the topic `${biz}.${type}`.
 * `data` may arrive as a JSON string; it is parsed (a string that is not JSON stays a string).
 */

export type SubscriptionParams = Readonly<Record<string, unknown>>;

export type OutboundEvent = 'ping' | 'sub' | 'unsub' | 'login' | 'logout';

export interface OutboundFrame {
  event: OutboundEvent;
  params: SubscriptionParams;
}

/** A received frame after normalisation: `data` parsed, futures `base` filled from `pairCode`. */
export interface FeedMessage {
  event?: string;
  channel?: string;
  biz?: string;
  type?: string;
  base?: string;
  pairCode?: string;
  data: unknown;
}

/** The topic a data push is published under: biz and type joined by a dot, e.g. `spot.depth`. */
export type FeedTopic = `${string}.${string}`;

/**
 * The join is `${biz}.${type}` (e.g. `spot.depth`, `futures.ticker`). A dot, because neither the
 * biz nor the type values use one, and it reads as "type within biz"; the event emitter's own
 * names (connectOk, subfail, ...) have no dot, so topics never collide with them.
 */
export function feedTopic(biz: string, type: string): FeedTopic {
  return `${biz}.${type}`;
}

export type ClassifiedFrame =
  | { kind: 'pong' }
  | { kind: 'subfail'; message: FeedMessage }
  /** An accepted acknowledgement: nothing to publish. */
  | { kind: 'ack'; message: FeedMessage }
  | { kind: 'data'; topic: FeedTopic; message: FeedMessage }
  /** Not JSON, not an object, or a data frame without biz or type. */
  | { kind: 'ignored'; reason: string };

export function pingFrame(ts: number): OutboundFrame {
  return { event: 'ping', params: { ts } };
}

export function encodeFrame(frame: OutboundFrame): string {
  return JSON.stringify(frame);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}

/** A `data` field sent as a JSON string becomes its value; any other string is kept as it is. */
export function parsePayload(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  const parsed = parseJson(data);
  return parsed.ok ? parsed.value : data;
}

/** Normalises a decoded frame: string fields kept only when non-empty strings, data parsed. */
export function toFeedMessage(frame: Record<string, unknown>): FeedMessage {
  const biz = text(frame.biz);
  const pairCode = text(frame.pairCode);
  // Spec 4: for futures messages the lower-cased pairCode becomes base.
  const base = biz === 'futures' && pairCode !== undefined ? pairCode.toLowerCase() : text(frame.base);
  const message: FeedMessage = { data: parsePayload(frame.data) };
  const fields = {
    event: text(frame.event),
    channel: text(frame.channel),
    biz,
    type: text(frame.type),
    base,
    pairCode,
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) message[key as keyof typeof fields] = value;
  }
  return message;
}

function resultOf(data: unknown): unknown {
  return isRecord(data) ? data.result : undefined;
}

/** Sorts one received text frame by the spec 4 rules ("Socket message handling"). */
export function classifyFrame(raw: unknown): ClassifiedFrame {
  if (typeof raw !== 'string') return { kind: 'ignored', reason: 'binary frame' };
  const parsed = parseJson(raw);
  if (!parsed.ok) return { kind: 'ignored', reason: 'invalid JSON' };
  if (!isRecord(parsed.value)) return { kind: 'ignored', reason: 'not an object' };
  const message = toFeedMessage(parsed.value);
  if (message.event === 'pong') return { kind: 'pong' };
  const result = resultOf(message.data);
  // Vela's feed marks payload frames with event 'push' (packages/contracts/src/feed.ts); they may
  // name their channel and are data, not acknowledgements.
  if (message.channel !== undefined && message.event !== 'push') {
    return result === true ? { kind: 'ack', message } : { kind: 'subfail', message };
  }
  if (typeof result === 'boolean') return { kind: 'ignored', reason: 'result without channel' };
  if (message.biz === undefined || message.type === undefined) {
    return { kind: 'ignored', reason: 'data frame without biz or type' };
  }
  return { kind: 'data', topic: feedTopic(message.biz, message.type), message };
}
