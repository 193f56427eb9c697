import { openApiPaths } from '@vela/contracts/operations/reference';
import { signingSectionMarkdown } from './signing-section.ts';

/**
 * The document's description (Markdown): what the reference page shows before the calls, its
 * sections in the sidebar.
 */
export function apiDescription(): string {
  return [
    'The REST API of the Vela exchange: public market data, the account, the spot and futures order APIs and the operator API. Every error answer is an `ApiError`. Amounts and prices are decimal strings.',
    '',
    `The machine-readable form of this page is the OpenAPI 3.1 document at [\`${openApiPaths.document}\`](${openApiPaths.document}); each route declares it with the zod schemas its handler parses and answers with. Bodies are JSON (\`content-type: application/json\`). Amounts and prices are decimal strings (\`"0.015"\`), never numbers; times are ISO 8601 or milliseconds since the epoch where a field says so.`,
    '',
    '## Authentication',
    '',
    '- **Session (browsers)**: login or register with `delivery: "cookie"` sets the httpOnly `vela_session` cookie. Calls that change something must carry an `Origin` header of this site (the CSRF rule); a cross-site request gets 403.',
    '- **Session token (native apps, scripts)**: login with `delivery: "token"` answers a token; send it as `X-Authorization: <token>`. No CSRF rule applies. A session ends at logout, expiry or when revoked; then every call answers 401.',
    '- **Futures token**: `POST /futuresapi/v1/token` mints a short-lived token for the `thirdAppToken` header of futures calls.',
    '- **Signed API-key requests**: for programs trading on their own; see below.',
    '- **Operator API**: `Authorization: Bearer <OPERATOR_TOKEN>`; the operator API does not exist (404) when the server has no OPERATOR_TOKEN.',
    '',
    signingSectionMarkdown(),
    '',
    '## Errors',
    '',
    'Every error answer has the same JSON body: `{ "code": 400, "error": "Bad Request", "message": "…", "fields": { "quantity": "…" }, "reason": "insufficient-balance" }`. `fields` names each input at fault; `reason` is a stable machine-readable cause where a call defines them. 429 answers carry `Retry-After` (seconds). A 5xx never carries internal details.',
  ].join('\n');
}
