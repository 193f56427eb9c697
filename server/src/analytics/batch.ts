/**
 * Turns what a tracking client sent (see the wire format at the top of
 * web/app/lib/analytics/sender.ts) into validated events: the batch text of a POST body or the
 * base64url `data` of an image GET, checked by the contract's schema plus what storage needs.
 */
import {
  type AnalyticsBatch,
  type AnalyticsEvent,
  analyticsBatchSchema,
  analyticsEventSchema,
  analyticsNamePattern,
} from '@vela/contracts/analytics';
import { z } from 'zod';
import { InvalidInput, zodFields } from '../refusal.ts';
import { receiverLimits } from './limits.ts';

export interface Problem {
  path: string;
  message: string;
}

const base64Url = /^[A-Za-z0-9_-]+$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The image GET's query; `t` (a cache buster) and anything else is ignored. */
export const imageQuerySchema = z.object({
  data: z
    .string({ error: 'expected the batch as base64url in the data parameter' })
    .min(1, 'expected the batch as base64url in the data parameter')
    .regex(base64Url, 'expected base64url (RFC 4648 section 5, without padding)'),
});

/** The batch text carried by an image GET's `data` parameter. */
export function decodeImageData(data: string): string {
  try {
    return strictUtf8.decode(Buffer.from(data, 'base64url'));
  } catch {
    throw new InvalidInput('invalid input: data does not decode to UTF-8 text', { data: 'not UTF-8 text' });
  }
}

function problemPath(path: readonly (string | number)[]): string {
  return path.length === 0 ? '_' : path.join('.');
}

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL cannot be stored in PostgreSQL text or jsonb, and an unpaired surrogate is not valid in jsonb. */
function unstorable(text: string): boolean {
  return text.includes('\u0000') || unpairedSurrogate.test(text);
}

/**
 * The first reason this parsed JSON cannot be validated and stored: nested deeper than the limit
 * (the schema validator recurses and would overflow its stack), or text PostgreSQL refuses. Walks
 * without recursion for the same reason.
 */
export function shapeProblem(value: unknown): Problem | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const { value: item, path } = next;
    if (path.length > receiverLimits.jsonDepth) {
      return { path: problemPath(path), message: `nested deeper than ${receiverLimits.jsonDepth} levels` };
    }
    if (typeof item === 'string') {
      if (unstorable(item)) {
        return { path: problemPath(path), message: 'text must not contain NUL characters or unpaired surrogates' };
      }
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => void stack.push({ value: entry, path: [...path, index] }));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        if (unstorable(key)) {
          return { path: problemPath(path), message: 'names must not contain NUL characters or unpaired surrogates' };
        }
        stack.push({ value: entry, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/** Limits of the stored columns that the contract leaves open. */
function storageProblems(event: AnalyticsEvent, prefix: (string | number)[]): Problem[] {
  const problems: Problem[] = [];
  const texts: [string, string | undefined][] = [
    ['eventName', event.eventName],
    ['distinctId', event.distinctId],
    ['accountId', event.accountId],
    ['extraId', 'extraId' in event ? event.extraId : undefined],
    ['firstCheckId', 'firstCheckId' in event ? event.firstCheckId : undefined],
  ];
  for (const [field, text] of texts) {
    if (text !== undefined && text.length > receiverLimits.textLength) {
      problems.push({
        path: problemPath([...prefix, field]),
        message: `at most ${receiverLimits.textLength} characters`,
      });
    }
  }
  return problems;
}

/** The JSON text of a batch, parsed; a 400 naming the problem otherwise. */
export function parseJsonText(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidInput('invalid input: the batch is not JSON text', { _: 'expected {"events":[...]} as JSON' });
  }
  const problem = shapeProblem(value);
  if (problem)
    throw new InvalidInput(`invalid input: ${problem.path}: ${problem.message}`, {
      [problem.path]: problem.message,
    });
  return value;
}

function badRequest(problems: Problem[]): InvalidInput {
  const fields = Object.fromEntries(problems.map((problem) => [problem.path, problem.message]));
  const summary = problems.map((problem) => `${problem.path}: ${problem.message}`).join('; ');
  return new InvalidInput(`invalid input: ${summary}`, fields);
}

/** A batch for /sync_js: every event valid, or the whole batch refused (the client validated it already). */
export function parseBatch(text: string): AnalyticsBatch {
  const parsed = analyticsBatchSchema.safeParse(parseJsonText(text));
  if (!parsed.success) {
    throw badRequest(Object.entries(zodFields(parsed.error)).map(([path, message]) => ({ path, message })));
  }
  const problems = parsed.data.events.flatMap((event, index) => storageProblems(event, ['events', index]));
  if (problems.length > 0) throw badRequest(problems);
  return parsed.data;
}

/** One event's verdict from /data_debug. */
export interface DebugResult {
  index: number;
  uuid: string | null;
  /** Whether /sync_js would accept it. */
  valid: boolean;
  errors: Problem[];
  /** What strict mode (spec section 5) would refuse; /sync_js accepts it. */
  warnings: Problem[];
}

export interface DebugReport {
  valid: boolean;
  /** Always false: the debug receiver only checks. */
  stored: false;
  results: DebugResult[];
}

const debugEnvelopeSchema = z.object({
  events: z
    .array(z.unknown())
    .min(1, 'expected 1 to 50 events')
    .max(receiverLimits.maxEvents, 'expected 1 to 50 events'),
});

const strictName = 'expected a letter, then up to 49 letters, digits or underscores';

function strictWarnings(event: AnalyticsEvent): Problem[] {
  const warnings: Problem[] = [];
  if (!analyticsNamePattern.test(event.eventName)) warnings.push({ path: 'eventName', message: strictName });
  for (const name of Object.keys(event.properties)) {
    if (!analyticsNamePattern.test(name)) warnings.push({ path: `properties.${name}`, message: strictName });
  }
  for (const field of ['distinctId', 'accountId'] as const) {
    const id = event[field];
    if (id !== undefined && id.length > 63) warnings.push({ path: field, message: 'user ids are 1 to 63 characters' });
  }
  return warnings;
}

/**
 * What /data_debug answers: a verdict per event, so a developer sees which event is wrong and why.
 * Only an unreadable envelope (not JSON, no 1 to 50 events) is a 400.
 */
export function debugReport(text: string): DebugReport {
  const envelope = debugEnvelopeSchema.safeParse(parseJsonText(text));
  if (!envelope.success) {
    throw badRequest(Object.entries(zodFields(envelope.error)).map(([path, message]) => ({ path, message })));
  }
  const results = envelope.data.events.map((raw, index): DebugResult => {
    const uuid =
      raw !== null && typeof raw === 'object' && 'uuid' in raw && typeof raw.uuid === 'string' ? raw.uuid : null;
    const parsed = analyticsEventSchema.safeParse(raw);
    if (!parsed.success) {
      const errors = Object.entries(zodFields(parsed.error)).map(([path, message]) => ({ path, message }));
      return { index, uuid, valid: false, errors, warnings: [] };
    }
    const errors = storageProblems(parsed.data, []);
    return { index, uuid, valid: errors.length === 0, errors, warnings: strictWarnings(parsed.data) };
  });
  return { valid: results.every((result) => result.valid), stored: false, results };
}
