import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** One item of an envelope: its header line and its payload (parsed when it is JSON). */
export interface EnvelopeItem {
  header: { type?: string; length?: number } & Record<string, unknown>;
  payload: unknown;
}

export interface Envelope {
  project: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** The fields of a Sentry event the tests read; everything else stays as received. */
export interface SentryEvent extends Record<string, unknown> {
  event_id?: string;
  platform?: string;
  release?: string;
  environment?: string;
  transaction?: string;
  tags?: Record<string, string>;
  request?: { url?: string };
  exception?: { values?: { type?: string; value?: string }[] };
  sdk?: { name?: string };
}

/**
 * Parses Sentry's envelope format: a header line, then per item a header line and a payload that
 * is either `length` bytes (when the item header says so) or the rest of the line.
 */
export function parseEnvelope(body: Buffer, project = ''): Envelope {
  let offset = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const stop = end === -1 ? body.length : end;
    const text = body.subarray(offset, stop);
    offset = stop + 1;
    return text;
  };
  const header = JSON.parse(line().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = line();
    if (headerLine.length === 0) continue;
    const itemHeader = JSON.parse(headerLine.toString('utf8')) as EnvelopeItem['header'];
    let raw: Buffer;
    if (typeof itemHeader.length === 'number') {
      raw = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      raw = line();
    }
    let payload: unknown = raw;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      // Binary attachments stay as bytes.
    }
    items.push({ header: itemHeader, payload });
  }
  return { project, header, items };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    case 'br':
      return brotliDecompressSync(body);
    default:
      return body;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface SentryReceiver {
  /** A DSN pointing at this receiver for `project`. */
  dsn(project?: string): string;
  envelopes(): Envelope[];
  /** Every error event received so far. */
  events(): SentryEvent[];
  /** Resolves with the first event `matches` accepts, waiting up to `timeoutMs`. */
  waitForEvent(matches: (event: SentryEvent) => boolean, timeoutMs?: number): Promise<SentryEvent>;
  close(): Promise<void>;
}

/**
 * A stand-in for Sentry's ingestion on loopback: accepts POST /api/<project>/envelope/ (gzip and
 * the other encodings the SDKs use), records the envelopes and answers like Sentry, with the CORS
 * headers the browser SDK needs to post from the page's origin.
 */
export async function startSentryReceiver(): Promise<SentryReceiver> {
  const received: Envelope[] = [];
  const cors = (response: ServerResponse) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  };
  const server = createServer((request, response) => {
    cors(response);
    const project = /^\/api\/([^/]+)\/envelope\/?(?:\?|$)/.exec(request.url ?? '')?.[1];
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'POST' || !project) {
      response.writeHead(404).end();
      return;
    }
    readBody(request)
      .then((body) => {
        const envelope = parseEnvelope(decode(body, request.headers['content-encoding']), project);
        received.push(envelope);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ id: envelope.header.event_id ?? null }));
      })
      .catch((error: unknown) => {
        response.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const events = () =>
    received.flatMap((envelope) =>
      envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload as SentryEvent),
    );

  return {
    dsn: (project = '42') => `http://e2epublickey@127.0.0.1:${port}/${project}`,
    envelopes: () => [...received],
    events,
    async waitForEvent(matches, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events().find(matches);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `no matching Sentry event within ${timeoutMs} ms; received:\n${JSON.stringify(events(), null, 1)}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
