import {
  type ClientFrame,
  clientFrameSchema,
  type FeedPushType,
  feedLimits,
  type ServerFrame,
} from '@vela/contracts/feed';
import { z } from 'zod';

/** The largest frame a client may send; bigger frames close the socket with 1009 (message too big). */
export const MAX_FRAME_BYTES = feedLimits.maxFrameBytes;

const knownEvents = new Set(['ping', 'login', 'logout', 'sub', 'unsub']);
const envelopeSchema = z.object({ event: z.string() });

export type ParsedFrame = { ok: true; frame: ClientFrame } | { ok: false; reason: string };

/** A client's text frame, checked against the contract; the reason says what to fix. */
export function parseClientFrame(raw: string): ParsedFrame {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'invalid JSON' };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, reason: 'expected {event, params}' };
  const { event } = envelope.data;
  if (!knownEvents.has(event)) return { ok: false, reason: `unknown event: ${event.slice(0, 32)}` };
  const parsed = clientFrameSchema.safeParse(json);
  if (parsed.success) return { ok: true, frame: parsed.data };
  return { ok: false, reason: describeProblem(event, json, parsed.error) };
}

function describeProblem(event: string, json: unknown, error: z.ZodError): string {
  const params = (json as { params?: unknown }).params;
  if ((event === 'sub' || event === 'unsub') && isRecord(params) && typeof params.channel === 'string') {
    const issue = error.issues.find((item) => item.path[1] !== 'channel');
    if (!error.issues.some((item) => item.path[1] === 'channel') && issue) {
      return `${event} ${params.channel.slice(0, 32)}: ${issue.path.slice(1).join('.')}: ${issue.message}`;
    }
    return `unknown channel: ${params.channel.slice(0, 32)}`;
  }
  const issue = error.issues[0];
  return `${event}: ${issue ? `${issue.path.join('.') || 'frame'}: ${issue.message}` : 'invalid frame'}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function ackFrame(event: 'sub' | 'unsub' | 'login' | 'logout', channel: string, message?: string): ServerFrame {
  return { event, channel, data: message === undefined ? { result: true } : { result: false, message } };
}

export function errorFrame(message: string): ServerFrame {
  return { event: 'error', data: { result: false, message } };
}

export function pongFrame(pingTs: number | null): ServerFrame {
  return { event: 'pong', data: { ts: Date.now(), pingTs } };
}

/**
 * A data push. It carries no `channel`: clients treat any frame with a channel and no
 * `result: true` as a failed subscription. `base` and `pairCode` name the market when there is one.
 */
export function pushFrame(biz: 'spot' | 'futures', type: FeedPushType, data: unknown, symbol?: string): ServerFrame {
  const frame: ServerFrame = { event: 'push', biz, type, data };
  if (symbol !== undefined) {
    frame.pairCode = symbol;
    frame.base = symbol.split('_')[0]?.toLowerCase();
  }
  return frame;
}
