import { type AnalyticsProperties, analyticsNamePattern } from '@vela/contracts/analytics';

/**
 * Validation rules of spec section 5 (analytics).
 *
 * Every check returns the value to use plus the problems found. `value: undefined` means the input
 * cannot be used in any mode (there is nothing sensible to send); otherwise strict mode rejects the
 * call when there are problems and non-strict mode logs them and goes on (spec: "warns and sends").
 */
export interface Checked<T> {
  value: T | undefined;
  problems: string[];
}

export type AnalyticsErrorCode =
  | 'invalid_event_name'
  | 'invalid_properties'
  | 'invalid_user_id'
  | 'invalid_extra_id'
  | 'invalid_first_check_id'
  | 'invalid_time'
  | 'invalid_super_properties'
  | 'invalid_dynamic_properties'
  | 'invalid_quick_action'
  | 'invalid_instance_name'
  | 'instance_name_taken'
  | 'not_master_instance'
  | 'navigation_unavailable'
  | 'invalid_tracking_state'
  | 'tracking_paused'
  | 'tracking_stopped';

/**
 * Tracking calls never throw: they return this, so the app can ignore it (most will) or show it in
 * development. `ok: false` means the call had no effect, e.g. the event was not collected.
 */
export interface AnalyticsError {
  code: AnalyticsErrorCode;
  message: string;
}
export type AnalyticsResult<T = undefined> = { ok: true; value: T } | { ok: false; error: AnalyticsError };

export const minUserIdLength = 1;
export const maxUserIdLength = 63;

const nameRule = 'must start with a letter and have at most 50 letters, digits or underscores';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export function checkEventName(name: unknown): Checked<string> {
  if (typeof name !== 'string' || name === '') return { value: undefined, problems: ['event name must be a string'] };
  return { value: name, problems: analyticsNamePattern.test(name) ? [] : [`event name "${name}" ${nameRule}`] };
}

/**
 * User ids (account id, distinct id) must be strings of 1 to 63 characters; numbers are converted.
 * An empty or non-string id is unusable in any mode; a too-long one is only a strict-mode error.
 */
export function checkUserId(id: unknown, what: string): Checked<string> {
  const text = typeof id === 'number' && Number.isFinite(id) ? String(id) : id;
  if (typeof text !== 'string' || text.length < minUserIdLength) {
    return { value: undefined, problems: [`${what} must be a non-empty string or a number`] };
  }
  const problems = text.length > maxUserIdLength ? [`${what} must have at most ${maxUserIdLength} characters`] : [];
  return { value: text, problems };
}

/** extraId and firstCheckId identify an event on the receiver: any non-empty string, numbers converted. */
export function checkEventKey(key: unknown, what: string): Checked<string> {
  const text = typeof key === 'number' && Number.isFinite(key) ? String(key) : key;
  if (typeof text !== 'string' || text === '') {
    return { value: undefined, problems: [`${what} must be a non-empty string or a number`] };
  }
  return { value: text, problems: [] };
}

type JsonValue = AnalyticsProperties[string];
const dropped = Symbol('dropped');

/**
 * Turns event or super properties into JSON the wire accepts. Names must follow the name rule
 * (kept with a problem otherwise: non-strict mode sends them); values must be strings, finite
 * numbers, booleans, null, dates (sent as ISO strings), or arrays and plain objects of those.
 * Other values are left out with a problem; `undefined` is left out silently, since optional
 * fields are normal in callers' objects.
 */
export function checkProperties(input: unknown): Checked<AnalyticsProperties> {
  if (input === undefined) return { value: {}, problems: [] };
  if (!isPlainObject(input)) return { value: {}, problems: ['properties must be an object'] };
  const problems: string[] = [];
  // Entries plus fromEntries: a "__proto__" key stays a plain property instead of a prototype.
  const entries: [string, JsonValue][] = [];
  for (const [name, raw] of Object.entries(input)) {
    if (!analyticsNamePattern.test(name)) problems.push(`property name "${name}" ${nameRule}`);
    if (raw === undefined) continue;
    const json = toJson(raw, new Set());
    if (json === dropped) problems.push(`property "${name}" has a value that is not JSON (or refers to itself)`);
    else entries.push([name, json]);
  }
  return { value: Object.fromEntries(entries), problems };
}

function toJson(raw: unknown, ancestors: Set<object>): JsonValue | typeof dropped {
  if (raw === null || typeof raw === 'string' || typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : dropped;
  if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? dropped : raw.toISOString();
  if ((!Array.isArray(raw) && !isPlainObject(raw)) || ancestors.has(raw)) return dropped;
  ancestors.add(raw);
  try {
    if (Array.isArray(raw)) {
      const items: JsonValue[] = [];
      for (const item of raw) {
        const json = toJson(item, ancestors);
        if (json === dropped) return dropped;
        items.push(json);
      }
      return items;
    }
    const entries: [string, JsonValue][] = [];
    for (const [key, item] of Object.entries(raw)) {
      if (item === undefined) continue;
      const json = toJson(item, ancestors);
      if (json === dropped) return dropped;
      entries.push([key, json]);
    }
    return Object.fromEntries(entries);
  } finally {
    ancestors.delete(raw);
  }
}
