import {
  DEFAULT_KEY_RATE_LIMIT,
  DEFAULT_RECV_WINDOW_MS,
  FUTURE_TOLERANCE_MS,
  MAX_KEY_RATE_LIMIT,
  MAX_RECV_WINDOW_MS,
} from '@vela/contracts/api-keys';
import { apiKeyRouteGrants } from '../../accounts/api-key-routes.ts';

/** A Markdown table cell: pipes escaped. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/** Copies of the examples in docs/api-keys.md (which its test runs); openapi.test.ts checks they stay equal. */
export const signingExamples = {
  'curl-hmac': {
    title: 'curl, HMAC-SHA256 (openssl)',
    code: `TS=$(date +%s%3N)
BODY='{"symbol":"BTC_USDT","side":"sell","type":"limit","price":"990000","quantity":"0.001"}'
SIG=$(printf '%s' "\${TS}POST/api/v1/spot/orders\${BODY}" \\
  | openssl dgst -sha256 -hmac "$VELA_API_SECRET" | sed 's/^.*= //')
curl -sS -X POST "$VELA_URL/api/v1/spot/orders" \\
  -H "X-VELA-APIKEY: $VELA_API_KEY" -H "X-VELA-TIMESTAMP: $TS" -H "X-VELA-SIGNATURE: $SIG" \\
  -H 'content-type: application/json' --data "$BODY"`,
  },
  'curl-ed25519': {
    title: 'curl, Ed25519 (openssl)',
    code: `TS=$(date +%s%3N)
TARGET='/api/v1/spot/orders?symbol=BTC_USDT'
printf '%s' "\${TS}GET\${TARGET}" > vela-request.txt
SIG=$(openssl pkeyutl -sign -inkey "$VELA_PRIVATE_KEY_FILE" -rawin -in vela-request.txt | openssl base64 -A)
curl -sS "$VELA_URL$TARGET" \\
  -H "X-VELA-APIKEY: $VELA_API_KEY" -H "X-VELA-TIMESTAMP: $TS" -H "X-VELA-SIGNATURE: $SIG"`,
  },
  node: {
    title: 'Node.js 20+ (HMAC or Ed25519), vela-signed.mjs',
    code: `import { createHmac, createPrivateKey, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';

const { VELA_URL, VELA_API_KEY, VELA_API_SECRET, VELA_PRIVATE_KEY_FILE } = process.env;
const privateKey = VELA_API_SECRET ? undefined : createPrivateKey(readFileSync(VELA_PRIVATE_KEY_FILE));

function signature(text) {
  if (VELA_API_SECRET) return createHmac('sha256', VELA_API_SECRET).update(text).digest('hex');
  return sign(null, Buffer.from(text), privateKey).toString('base64');
}

/** One signed call; \`pathAndQuery\` exactly as it goes on the wire. */
async function vela(method, pathAndQuery, body) {
  const timestamp = String(Date.now());
  const payload = body === undefined ? '' : JSON.stringify(body);
  const response = await fetch(VELA_URL + pathAndQuery, {
    method,
    headers: {
      'X-VELA-APIKEY': VELA_API_KEY,
      'X-VELA-TIMESTAMP': timestamp,
      'X-VELA-SIGNATURE': signature(timestamp + method + pathAndQuery + payload),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    body: payload || undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(\`\${response.status} \${answer.reason ?? ''} \${answer.message}\`);
  return answer;
}

const placed = await vela('POST', '/api/v1/spot/orders', {
  symbol: 'BTC_USDT', side: 'sell', type: 'limit', price: '990000', quantity: '0.001',
});
console.log('placed', placed.order.id, placed.order.status);
const { orders } = await vela('GET', '/api/v1/spot/orders?symbol=BTC_USDT');
console.log('open orders', orders.map((order) => order.id).join(' '));`,
  },
} as const;

/** Refused signed requests, as docs/api-keys.md lists them. */
const refusals: [status: number, reason: string, why: string][] = [
  [400, 'signature-headers-missing', 'a header is missing, or the timestamp / window is not a whole number of ms'],
  [
    401,
    'timestamp-outside-window',
    `older than the window, or more than ${FUTURE_TOLERANCE_MS} ms ahead of the server's clock`,
  ],
  [401, 'unknown-key', 'no such key (or deleted)'],
  [401, 'key-expired', 'past its expiry'],
  [401, 'bad-signature', 'the signature does not match the signed string'],
  [401, 'replayed', 'this exact signed request was already received: sign every request anew'],
  [403, 'address-not-allowed', "the client address is not in the key's allowlist"],
  [403, 'permission-missing', 'the key lacks the permission the call needs'],
  [403, 'not-open-to-api-keys', 'the call does not accept keys (account management)'],
  [429, 'rate-limited', "the key's requests a minute are used up (see Retry-After)"],
  [503, 'replay-guard-unavailable', 'the replay check (Redis) is unreachable; nothing was done'],
];

/**
 * The "Signed requests" section of the reference page (Markdown, in the document's description):
 * the scheme in docs/api-keys.md's words (that file is the longer guide), its tested examples, and
 * the calls a key reaches from the API-key route table itself.
 */
export function signingSectionMarkdown(): string {
  const grants = apiKeyRouteGrants().map(([route, permission]) => `| \`${cell(route)}\` | ${permission} |`);
  const refused = refusals.map(([status, reason, why]) => `| ${status} | \`${reason}\` | ${cell(why)} |`);
  const examples = Object.values(signingExamples).flatMap(({ title, code }) => [
    `**${title}**`,
    '',
    '```',
    code,
    '```',
    '',
  ]);
  return [
    '## Signed requests (API keys)',
    '',
    `Programs trade with an API key, made under Account → API keys with a label, permissions (\`read\`, \`spot-trade\`, \`futures-trade\`), an optional IP allowlist, an optional expiry and a rate limit (requests a minute, 1 to ${MAX_KEY_RATE_LIMIT}, default ${DEFAULT_KEY_RATE_LIMIT}). Two kinds:`,
    '',
    '- **HMAC-SHA256**: Vela makes the secret and shows it once; it is stored encrypted. Signature: `hex(HMAC_SHA256(key = UTF-8 bytes of the secret, message = signed string))` (64 hex characters).',
    '- **Ed25519**: you (or your browser, with WebCrypto) make the pair and keep the private key; Vela stores only the public key. Signature: `base64(Ed25519_sign(private key, signed string))` (RFC 8032, 88 characters).',
    '',
    'Send four headers (names are case-insensitive):',
    '',
    '| Header | Value |',
    '| --- | --- |',
    '| `X-VELA-APIKEY` | the key id shown on the account page, `vk_` + 32 hex digits |',
    '| `X-VELA-TIMESTAMP` | when you signed, in milliseconds since the Unix epoch, decimal |',
    `| \`X-VELA-RECV-WINDOW\` | optional: how many ms after the timestamp the request stays good; default ${DEFAULT_RECV_WINDOW_MS}, at most ${MAX_RECV_WINDOW_MS} |`,
    '| `X-VELA-SIGNATURE` | the signature of the string below |',
    '',
    'The signed string is these four parts joined with nothing between them:',
    '',
    '```',
    'timestamp + METHOD + pathAndQuery + body',
    '```',
    '',
    '- `timestamp`: the X-VELA-TIMESTAMP value exactly as sent;',
    '- `METHOD`: upper case, `GET` or `POST`;',
    '- `pathAndQuery`: the request target exactly as sent on the request line: the path, then `?` and the query string when there is one; bytes as sent, nothing re-ordered, re-encoded or decoded;',
    '- `body`: the request body exactly as sent (UTF-8); empty for a request without a body.',
    '',
    'Example: signing at `1700000000000` the order `POST /api/v1/spot/orders` with body `{"symbol":"BTC_USDT","side":"buy","type":"limit","price":"50000","quantity":"0.01"}` signs `1700000000000POST/api/v1/spot/orders{"symbol":"BTC_USDT","side":"buy","type":"limit","price":"50000","quantity":"0.01"}`.',
    '',
    'A signature is remembered for as long as its timestamp could still pass, on every instance when REDIS_URL is set, so a replay is refused whichever instance receives it; retrying a request means signing it again. Key-signed requests carry no cookie, so the CSRF rule does not apply to them. Public calls need no key.',
    '',
    'When a signed request is refused (the error’s `reason`):',
    '',
    '| Status | reason | Why |',
    '| --- | --- | --- |',
    ...refused,
    '',
    'Examples (they read `VELA_URL`, `VELA_API_KEY`, and `VELA_API_SECRET` or `VELA_PRIVATE_KEY_FILE` from the environment; `date +%s%3N` is GNU date):',
    '',
    ...examples,
    'Calls a key reaches, and the permission each needs:',
    '',
    '| Call | Permission |',
    '| --- | --- |',
    ...grants,
  ].join('\n');
}
