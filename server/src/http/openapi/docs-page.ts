import { createHash } from 'node:crypto';
import type { OpenApiDocument } from './document.ts';
import { openApiPaths } from './document.ts';
import { signingSectionHtml } from './signing-section.ts';

type JsonSchema = Record<string, unknown>;
type Operation = {
  tags: string[];
  summary: string;
  description?: string;
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; description?: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  'x-api-key-permission'?: string;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Escapes, then shows `code` spans as <code>: the only markup descriptions use. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** A short type label: `string (date-time)`, `"buy" | "sell"`, `integer 1–100`, `array of object`. */
export function typeLabel(schema: JsonSchema | boolean): string {
  if (typeof schema === 'boolean') return schema ? 'any' : 'nothing';
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(typeLabel).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  if (type === 'array' && Array.isArray(schema.prefixItems)) {
    return `[${(schema.prefixItems as JsonSchema[]).map(typeLabel).join(', ')}]`;
  }
  if (type === 'array') return `array of ${typeLabel((schema.items ?? {}) as JsonSchema)}`;
  const facts: string[] = [];
  if (typeof schema.format === 'string') facts.push(schema.format);
  // zod's int() bounds every integer by the safe range: not worth a word.
  const bound = (value: unknown) =>
    typeof value === 'number' && Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;
  const min = bound(schema.minimum ?? schema.minLength ?? schema.minItems);
  const max = bound(schema.maximum ?? schema.maxLength ?? schema.maxItems);
  if (min !== undefined || max !== undefined) facts.push(`${min ?? ''}–${max ?? ''}`);
  if (typeof schema.pattern === 'string' && !schema.format) facts.push(`/${schema.pattern}/`);
  return facts.length > 0 ? `${type} (${facts.join(', ')})` : type;
}

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** The fields of an object schema, nested ones with dotted names (`orders[].price`), 5 levels deep. */
export function fieldRows(schema: JsonSchema | boolean, prefix = '', depth = 0): FieldRow[] {
  const rows: FieldRow[] = [];
  if (typeof schema === 'boolean') return rows;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants && !schema.properties) {
    variants.forEach((variant, index) => {
      const nested = fieldRows(variant, prefix, depth);
      if (nested.length === 0) return;
      rows.push({
        name: `${prefix || ''}(form ${index + 1})`,
        type: typeLabel(variant),
        required: false,
        description: '',
      });
      rows.push(...nested);
    });
    return rows;
  }
  if (schema.type === 'array' && schema.items && depth < 5) {
    return fieldRows(schema.items as JsonSchema, `${prefix}[]`, depth + 1);
  }
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties || depth >= 5) return rows;
  const required = new Set((schema.required ?? []) as string[]);
  for (const [name, property] of Object.entries(properties)) {
    const fullName = prefix ? `${prefix}.${name}` : name;
    const defaultNote = 'default' in property ? ` Default: ${JSON.stringify(property.default)}.` : '';
    rows.push({
      name: fullName,
      type: typeLabel(property),
      required: required.has(name),
      description: `${typeof property.description === 'string' ? property.description : ''}${defaultNote}`.trim(),
    });
    const inner = property.type === 'array' ? (property.items as JsonSchema | undefined) : property;
    const innerPrefix = property.type === 'array' ? `${fullName}[]` : fullName;
    if (inner) rows.push(...fieldRows(inner, innerPrefix, depth + 1).filter((row) => row.name !== innerPrefix));
  }
  return rows;
}

function fieldTable(rows: FieldRow[], caption: string): string {
  if (rows.length === 0) return '';
  const body = rows
    .map(
      (row) =>
        `<tr><td><code>${escapeHtml(row.name)}</code>${row.required ? ' <span class="req">required</span>' : ''}</td><td>${escapeHtml(row.type)}</td><td>${prose(row.description)}</td></tr>`,
    )
    .join('');
  return `<table><caption>${caption}</caption><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead><tbody>${body}</tbody></table>`;
}

const authLabels: Record<string, string> = {
  sessionCookie: 'session',
  sessionToken: 'session',
  futuresToken: 'futures token',
  operatorToken: 'operator token',
  apiKey: 'signed API key',
};

function accessLine(operation: Operation): string {
  const schemes = new Set((operation.security ?? []).flatMap((requirement) => Object.keys(requirement)));
  const labels = [...new Set([...schemes].map((scheme) => authLabels[scheme]).filter(Boolean))];
  const permission = operation['x-api-key-permission'];
  const text =
    labels.length === 0
      ? 'Public'
      : labels
          .map((label) => (label === 'signed API key' ? `signed API key with "${permission}"` : label))
          .join(', or ');
  return `<p class="access"><strong>Access:</strong> ${escapeHtml(text)}</p>`;
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const parameters = (operation.parameters ?? []).map((parameter) => ({
    name: `${parameter.name} (${parameter.in})`,
    type: typeLabel(parameter.schema),
    required: parameter.required,
    description: parameter.description ?? '',
  }));
  const requestContent = Object.entries(operation.requestBody?.content ?? {})[0];
  const [successStatus, success] = Object.entries(operation.responses).find(([status]) => status.startsWith('2')) ?? [];
  const successContent = Object.entries(success?.content ?? {})[0];
  const errors = Object.entries(operation.responses).filter(([status]) => !status.startsWith('2'));
  return `<section class="op" id="${escapeHtml(operation.operationId)}" aria-labelledby="${escapeHtml(operation.operationId)}-h">
<h3 id="${escapeHtml(operation.operationId)}-h"><span class="verb verb-${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>
<p class="summary">${prose(operation.summary)}</p>
${operation.description ? `<p>${prose(operation.description).replace(/\n\n/g, '</p><p>')}</p>` : ''}
${accessLine(operation)}
${fieldTable(parameters, 'Parameters')}
${requestContent ? fieldTable(fieldRows(requestContent[1].schema), `Request body (${escapeHtml(requestContent[0])})`) : ''}
<p><strong>${escapeHtml(successStatus ?? '200')}</strong>${successContent ? ` <code>${escapeHtml(successContent[0])}</code>` : ' (no body)'}</p>
${successContent ? fieldTable(fieldRows(successContent[1].schema), 'Response body') : ''}
${
  errors.length > 0
    ? `<table class="errors"><caption>Errors (body: ApiError)</caption><thead><tr><th scope="col">Status</th><th scope="col">When</th></tr></thead><tbody>${errors
        .map(([status, error]) => `<tr><td>${escapeHtml(status)}</td><td>${prose(error.description)}</td></tr>`)
        .join('')}</tbody></table>`
    : ''
}
</section>`;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1d2129;--muted:#5b6270;--line:#d9dce3;--card:#f6f7f9;--accent:#1665d8;--get:#0f7b4f;--post:#1665d8;--patch:#9a5b00;--delete:#b42318}
@media (prefers-color-scheme:dark){:root{--bg:#0f1216;--fg:#e6e8eb;--muted:#a3a9b4;--line:#2b313a;--card:#171b21;--accent:#6aa6ff;--get:#4cc38a;--post:#6aa6ff;--patch:#f0b44c;--delete:#ff7a70}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--accent)}a:focus-visible,summary:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--card);padding:8px}
.layout{display:grid;grid-template-columns:minmax(0,16rem) minmax(0,1fr);gap:2rem;max-width:80rem;margin:0 auto;padding:1.5rem}
nav{position:sticky;top:1rem;align-self:start;max-height:calc(100vh - 2rem);overflow:auto;font-size:.92rem}
nav ul{list-style:none;padding-left:0;margin:.25rem 0}nav li{margin:.2rem 0}
h1{font-size:1.8rem;margin:.2rem 0}h2{margin-top:2.5rem;border-bottom:1px solid var(--line);padding-bottom:.3rem}h3{font-size:1.05rem;margin:0 0 .4rem;overflow-wrap:anywhere}
.op{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:1rem;margin:1rem 0}
.verb{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;padding:0 .4rem;color:#fff;font-size:.8rem;font-weight:700}
.verb-get{background:var(--get)}.verb-post{background:var(--post)}.verb-patch,.verb-put{background:var(--patch)}.verb-delete{background:var(--delete)}
.verb-get,.verb-post,.verb-patch,.verb-put,.verb-delete{color:var(--bg)}
code{font:.9em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}pre{background:var(--card);border:1px solid var(--line);border-radius:6px;padding:.8rem;overflow:auto}
table{border-collapse:collapse;width:100%;margin:.6rem 0;font-size:.9rem;display:block;overflow-x:auto}caption{text-align:left;font-weight:600;padding:.2rem 0}
th,td{border-top:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}th{color:var(--muted);font-weight:600}
.req{color:var(--muted);font-size:.8em}.summary{font-weight:600;margin:.2rem 0}.access{color:var(--muted)}
@media (max-width:760px){.layout{grid-template-columns:1fr;padding:1rem}nav{position:static;max-height:none}}
`;

/** The content hash the page's Content-Security-Policy allows its one inline style by. */
export const docsStyleHash = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

/** The reference page: the whole document as readable HTML, no script, no outside resource. */
export function docsPageHtml(document: OpenApiDocument): string {
  const byTag = new Map<string, { method: string; path: string; operation: Operation }[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item) as [string, Operation][]) {
      const tag = operation.tags[0] ?? 'Other';
      const list = byTag.get(tag) ?? [];
      list.push({ method, path, operation });
      byTag.set(tag, list);
    }
  }
  const tagId = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const nav = document.tags
    .map(
      (tag) =>
        `<li><a href="#${tagId(tag.name)}">${escapeHtml(tag.name)}</a> <span class="access">(${byTag.get(tag.name)?.length ?? 0})</span></li>`,
    )
    .join('');
  const sections = document.tags
    .map(
      (tag) =>
        `<section aria-labelledby="${tagId(tag.name)}"><h2 id="${tagId(tag.name)}">${escapeHtml(tag.name)}</h2><p>${prose(tag.description)}</p>${(
          byTag.get(tag.name) ?? []
        )
          .map(({ method, path, operation }) => operationHtml(method, path, operation))
          .join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<div class="layout">
<nav aria-label="Contents">
<p><strong>${escapeHtml(document.info.title)}</strong> ${escapeHtml(document.info.version)}</p>
<ul>
<li><a href="#overview">Overview</a></li>
<li><a href="#authentication">Authentication</a></li>
<li><a href="#signed-requests">Signed requests (API keys)</a></li>
<li><a href="#errors">Errors</a></li>
</ul>
<ul>${nav}</ul>
</nav>
<main id="main">
<h1>${escapeHtml(document.info.title)} reference</h1>
<section id="overview" aria-labelledby="overview-h">
<h2 id="overview-h">Overview</h2>
<p>${prose(document.info.description)}</p>
<p>The machine-readable form of this page is the OpenAPI 3.1 document at <a href="${openApiPaths.document}"><code>${openApiPaths.document}</code></a>; both are generated from the same zod schemas the server validates requests with. Bodies are JSON (<code>content-type: application/json</code>). Amounts and prices are decimal strings (<code>"0.015"</code>), never numbers; times are ISO 8601 or milliseconds since the epoch where a field says so.</p>
</section>
<section id="authentication" aria-labelledby="authentication-h">
<h2 id="authentication-h">Authentication</h2>
<ul>
<li><strong>Session (browsers)</strong>: login or register with <code>delivery: "cookie"</code> sets the httpOnly <code>vela_session</code> cookie. Calls that change something must carry an <code>Origin</code> header of this site (the CSRF rule); a cross-site request gets 403.</li>
<li><strong>Session token (native apps, scripts)</strong>: login with <code>delivery: "token"</code> answers a token; send it as <code>X-Authorization: &lt;token&gt;</code>. No CSRF rule applies. A session ends at logout, expiry or when revoked; then every call answers 401.</li>
<li><strong>Futures token</strong>: <code>POST /futuresapi/v1/token</code> mints a short-lived token for the <code>thirdAppToken</code> header of futures calls.</li>
<li><strong>Signed API-key requests</strong>: for programs trading on their own; see below.</li>
<li><strong>Operator API</strong>: <code>Authorization: Bearer &lt;OPERATOR_TOKEN&gt;</code>; the operator API does not exist (404) when the server has no OPERATOR_TOKEN.</li>
</ul>
</section>
${signingSectionHtml()}
<section id="errors" aria-labelledby="errors-h">
<h2 id="errors-h">Errors</h2>
<p>Every error answer has the same JSON body: <code>{ "code": 400, "error": "Bad Request", "message": "…", "fields": { "quantity": "…" }, "reason": "insufficient-balance" }</code>. <code>fields</code> names each input at fault; <code>reason</code> is a stable machine-readable cause where a call defines them. 429 answers carry <code>Retry-After</code> (seconds). A 5xx never carries internal details.</p>
</section>
${sections}
</main>
</div>
</body>
</html>
`;
}
