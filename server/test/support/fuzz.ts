import fc from 'fast-check';

/**
 * Shared pieces of the fuzz suites (docs/fuzzing.md): the budget, replaying a failure, and the
 * generators of odd input. `FUZZ_SCALE` multiplies every suite's number of runs (1 in `npm test`,
 * more in `npm run fuzz`); `FUZZ_SEED` (and `FUZZ_PATH`) replay the run a failure printed.
 */
export const fuzzScale = Math.max(1, Number(process.env.FUZZ_SCALE) || 1);

/** fast-check parameters: `runs` scaled by FUZZ_SCALE, with the replay seed and path when given. */
export function fuzzParameters<T>(runs: number): fc.Parameters<T> {
  const seed = process.env.FUZZ_SEED;
  const path = process.env.FUZZ_PATH;
  return {
    numRuns: Math.ceil(runs * fuzzScale),
    ...(seed ? { seed: Number(seed) } : {}),
    // A failure's report names its seed and path: `FUZZ_SEED=<seed> FUZZ_PATH=<path>` replays that case.
    ...(path ? { path } : {}),
  };
}

/** A test's timeout for a budget of `seconds` at scale 1 (plus start-up), growing with FUZZ_SCALE. */
export function fuzzTimeout(seconds: number): number {
  return (30 + seconds * fuzzScale) * 1000;
}

/** Percent-encodes every byte of `text` that is not unreserved: any string becomes a valid URL piece. */
export function encodeAll(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

/** Strings people and scanners send where an id, a symbol or a number is expected. */
export const oddTexts = [
  '',
  ' ',
  '.',
  '..',
  '../../etc/passwd',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%00',
  '\u0000',
  '\uD800',
  '😀',
  'ｂｔｃ＿ｕｓｄｔ',
  'BTC_USDT',
  'btc_usdt',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '9'.repeat(40),
  '-1',
  '0.1e-400',
  '1,000',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'a'.repeat(5000),
] as const;

/** A value of the wrong kind, an extreme number or a huge string: what replaces a field when mutating. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    -0,
    1e21,
    Number.MAX_SAFE_INTEGER + 2,
    5e-324,
    [],
    {},
    [[[]]],
    RAW_1E309_MARKER(),
    '1e309',
    'NaN',
    '-0.00000000000000000000000000001',
    '99999999999999999999999999999999999999.99',
  ),
  fc.constantFrom(...oddTexts),
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Placeholder for the bare number 1e309 (no JSON.stringify can write it): swapped in by `jsonText`. */
function RAW_1E309_MARKER(): string {
  return '\u0001raw:1e309\u0001';
}
const PROTO_KEY_MARKER = '\u0001key:__proto__\u0001';

/** JSON text of `value`, with the markers above turned into the raw text JSON.stringify cannot write. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll(JSON.stringify(RAW_1E309_MARKER()), '1e309')
    .replaceAll(JSON.stringify(PROTO_KEY_MARKER), '"__proto__"');
}

type JsonSchema = Record<string, unknown>;

/** Values of the shape a JSON Schema (as z.toJSONSchema writes it) describes: the "valid-shaped" input. */
export function shapedValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(choices) && choices.length > 0) return fc.oneof(...choices.map((s) => shapedValue(s, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0)
    return shapedValue(schema.allOf[0] as JsonSchema, depth + 1);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...(schema.type as string[]).map((type) => shapedValue({ ...schema, type }, depth + 1)));
  }
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({
        min: typeof schema.minimum === 'number' ? Math.max(schema.minimum, -1e9) : -10,
        max: typeof schema.maximum === 'number' ? Math.min(schema.maximum, 1e9) : 1_000_000,
      });
    case 'number':
      return fc.double({
        min: typeof schema.minimum === 'number' ? schema.minimum : -1e6,
        max: typeof schema.maximum === 'number' ? schema.maximum : 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = typeof schema.minItems === 'number' ? Math.min(schema.minItems, 3) : 0;
      const maxLength = Math.max(minLength, typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 4) : 3);
      return fc.array(shapedValue(schema.items as JsonSchema | undefined, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const keys = Object.keys(properties);
      if (keys.length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const required = ((schema.required ?? []) as string[]).filter((key) => keys.includes(key));
      return fc.record(Object.fromEntries(keys.map((key) => [key, shapedValue(properties[key], depth + 1)])), {
        requiredKeys: required,
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 64) : 24;
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= Math.max(maxLength, 200));
    } catch {
      // An expression fast-check cannot read: plain strings below.
    }
  }
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }),
    fc.constantFrom('BTC_USDT', 'ETH_USDT', 'BTC', 'USDT', '1', '0.5', '100.25'),
  );
}

/** Replaces the value at one random place (or adds a stray key, a `__proto__` key) in a valid-shaped value. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), oddValue, fc.constantFrom('replace', 'proto', 'constructor', 'stray'))
    .map(([value, pick, odd, how]) => mutate(value, pick, odd, how));
}

function mutate(original: unknown, pick: number, odd: unknown, how: string): unknown {
  // fast-check reuses generated values while shrinking: change a copy.
  const value = structuredClone(original);
  const places = containers(value);
  if (places.length === 0) return odd;
  const target = places[pick % places.length] as Record<string, unknown> | unknown[];
  if (Array.isArray(target)) {
    if (target.length === 0) target.push(odd);
    else target[pick % target.length] = odd;
    return value;
  }
  const keys = Object.keys(target);
  if (how === 'proto') target[PROTO_KEY_MARKER] = { isAdmin: true, polluted: odd };
  else if (how === 'constructor') Object.assign(target, { constructor: { prototype: { isAdmin: true } } });
  else if (how === 'stray' || keys.length === 0) target[`stray${pick % 7}`] = odd;
  else target[keys[pick % keys.length] as string] = odd;
  return value;
}

function containers(value: unknown, found: unknown[] = []): unknown[] {
  if (value && typeof value === 'object') {
    found.push(value);
    for (const inner of Object.values(value)) containers(inner, found);
  }
  return found;
}

/** Bodies no schema describes: nesting 5,000 deep, 100 KB strings, over the 256 KiB limit, not JSON. */
export const nastyBodies: readonly string[] = [
  '',
  'null',
  '[]',
  '"text"',
  '1e309',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  JSON.stringify({ account: 'x'.repeat(100_000), password: 'y'.repeat(100_000), symbol: 'z'.repeat(100_000) }),
  JSON.stringify({ blob: 'x'.repeat(300 * 1024) }),
  '{"price": 1e309, "quantity": -1e309, "amount": 1e-400}',
  '{',
  '{"a":1,}',
  '\u0000\u0001\u0002',
  '\uFEFF{}',
];

/** Content types a body may claim, the right one most often. */
export const contentTypes = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'application/xml',
      'application/octet-stream',
      'application/csp-report',
      'image/png',
      ';;;',
      'application/json; boundary=',
      '*/*',
    ),
  },
);

/** Cookie headers: none, real-looking, broken encodings, thousands of pairs, odd names. */
export function cookieHeaders(validSession: string): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: fc.constant(validSession) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'vela_session=%E0%A4%A',
        'vela_session=',
        'vela_session',
        '=;=;;=',
        `vela_session=${'a'.repeat(8000)}`,
        'vela_session="quoted"; userId=-1; correctionToken=1',
        'vela_session=__proto__; __proto__=x; constructor=y',
        'vela_session=\u00ff\u00fe',
        Array.from({ length: 500 }, (_, i) => `c${i}=${i}`).join('; '),
        `${validSession}; vela_session=other`,
        `locale=../../etc; vela_lang=xx_YY; theme=%00`,
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((text) => `vela_session=${headerValue(text)}`) },
  );
}

/** Accept-Language as browsers send it, and not. */
export const acceptLanguages = fc.oneof(
  fc.constantFrom(
    undefined,
    'ja-JP,ja;q=0.9,en;q=0.8',
    'zh-TW',
    '*',
    'q=0.5',
    ';q=',
    'en;q=NaN, fr;q=-1, de;q=1e309',
    'xx-YY-ZZ-WW-VV',
    ',,,,',
    'a'.repeat(10_000),
    '\u00e9\u00e8',
    Array.from({ length: 300 }, (_, i) => `l${i};q=0.${i % 10}`).join(','),
  ),
  fc.string({ maxLength: 40 }),
);

/** Header values Node accepts (no CR/LF/NUL; latin-1 only), from any string. */
export function headerValue(text: string): string {
  return text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}
