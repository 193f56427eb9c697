import { readFileSync, writeFileSync } from 'node:fs';
import { feedChannels } from '@vela/contracts/feed';
import type { z } from 'zod';

const WHO = { public: 'anyone', session: 'signed in', futures: 'signed in or futures token', operator: 'operator' };

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

interface DocumentOperation {
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, unknown>[];
  'x-api-key-permission'?: string;
}

/** The parts of the OpenAPI document the REST reference lists. */
export interface ReferenceDocument {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, DocumentOperation>>;
}

/** Who may call, as the operation's security says it. */
function whoOf(operation: DocumentOperation): keyof typeof WHO {
  const schemes = new Set((operation.security ?? []).flatMap((requirement) => Object.keys(requirement)));
  if (schemes.has('operatorToken')) return 'operator';
  if (schemes.has('futuresToken')) return 'futures';
  if (schemes.has('sessionCookie')) return 'session';
  return 'public';
}

/** The REST reference's route tables: one per tag of the OpenAPI document, its operations in document order. */
export function restTables(document: ReferenceDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1'),
      operation,
    })),
  );
  return document.tags
    .map((tag) => {
      const rows = operations
        .filter(({ operation }) => operation.tags.includes(tag.name))
        .map(({ method, path, operation }) => {
          const onlyWhen = /Only when (.*)\.$/.exec(operation.description ?? '')?.[1];
          const who = onlyWhen ? `${WHO[whoOf(operation)]}; only with ${onlyWhen}` : WHO[whoOf(operation)];
          const key = operation['x-api-key-permission'] ?? '';
          return `| ${method} | \`${path}\` | ${who} | ${key} | ${cell(operation.summary)} |`;
        });
      return [
        `### ${tag.name}`,
        '',
        cell(tag.description),
        '',
        '| Method | Path | Who may call | API-key permission | What it does |',
        '| --- | --- | --- | --- | --- |',
        ...rows,
      ].join('\n');
    })
    .join('\n\n');
}

function paramNames(schema: z.ZodType): string {
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  return Object.entries(shape)
    .filter(([name]) => name !== 'channel')
    .map(([name, field]) => (field.safeParse(undefined).success ? `\`${name}\`?` : `\`${name}\``))
    .join(', ');
}

/** The feed reference's channel table, from the contracts' channel table. */
export function feedTable(): string {
  const rows = Object.entries(feedChannels).map(([channel, spec]) => {
    const pushes = Object.entries(spec.pushes as Record<string, { kind: string; payload: object }>)
      .map(([type, push]) => `\`${type}\` (${push.kind}; ${Object.keys(push.payload).join(', ')})`)
      .join(', ');
    const params = paramNames(spec.params as z.ZodType) || 'none';
    return `| \`${channel}\` | ${params} | ${spec.private ? 'yes: after `login`' : 'no'} | ${spec.sockets.join(', ')} | ${pushes} |`;
  });
  return [
    '| Channel | Params besides `channel` (`?` optional) | Private | Sockets | Push types (kind; sockets) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in a document. */
export function withGenerated(document: string, name: string, body: string): string {
  const start = `<!-- ${name}:start (generated: npm run docs:reference) -->`;
  const end = `<!-- ${name}:end -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the document has no ${name} block`);
  return `${document.slice(0, from + start.length)}\n\n${body}\n\n${document.slice(to)}`;
}

/**
 * Checks that a generated block of `docs/<file>` is current; `npm run docs:reference` (UPDATE_DOCS=1)
 * rewrites it instead.
 */
export function checkGenerated(file: string, name: string, body: string): void {
  const url = new URL(`../../../docs/${file}`, import.meta.url);
  const document = readFileSync(url, 'utf8');
  const expected = withGenerated(document, name, body);
  if (process.env.UPDATE_DOCS === '1') writeFileSync(url, expected);
  else if (document !== expected) throw new Error(`docs/${file} is stale: run npm run docs:reference`);
}
