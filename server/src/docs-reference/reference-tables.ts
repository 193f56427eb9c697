import { feedChannels } from '@vela/contracts/feed';
import type { z } from 'zod';
import type { OpenApiDomain } from '../http/openapi/entry.ts';

const WHO = { public: 'anyone', session: 'signed in', futures: 'signed in or futures token', operator: 'operator' };

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The REST reference's route tables: one per domain of the OpenAPI route table. */
export function restTables(domains: readonly OpenApiDomain[]): string {
  return domains
    .map((domain) => {
      const rows = domain.routes.map((route) => {
        const who = route.onlyWhen ? `${WHO[route.auth]}; only with ${route.onlyWhen}` : WHO[route.auth];
        return `| ${route.method} | \`${route.path}\` | ${who} | ${route.apiKey ?? ''} | ${cell(route.summary)} |`;
      });
      return [
        `### ${domain.tag}`,
        '',
        cell(domain.description),
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
