import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressDocument, documentEncoding } from './compress-document.ts';

const html = `<!DOCTYPE html><html><body>${'<p>Vela</p>'.repeat(2000)}</body></html>`;
const documentResponse = (headers: Record<string, string> = {}) =>
  new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

describe('documentEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%j -> %j', (header, expected) => {
    expect(documentEncoding(header)).toBe(expected);
  });
});

describe('compressDocument', () => {
  it('compresses a document with brotli, keeping status and headers', async () => {
    const response = compressDocument(documentResponse({ 'set-cookie': 'theme=dark' }), 'gzip, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('set-cookie')).toBe('theme=dark');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(html);
  });

  it('falls back to gzip', async () => {
    const response = compressDocument(documentResponse(), 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(html);
  });

  it('sends every chunk as soon as it is written', async () => {
    let push: (text: string) => void = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    const response = compressDocument(new Response(stream, { headers: { 'content-type': 'text/html' } }), 'gzip');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    push('<head>shell</head>');
    const first = await reader.read();
    expect(gunzipSync(Buffer.from(first.value as Uint8Array), { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe(
      '<head>shell</head>',
    );
    await reader.cancel();
  });

  it('ends the compressed body with the error when rendering fails half way, never crashing', async () => {
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<html><body>'));
        setTimeout(() => controller.error(new Error('render aborted')), 10);
      },
    });
    const response = compressDocument(new Response(failing, { headers: { 'content-type': 'text/html' } }), 'br');
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it('stops reading the render when the client goes away', async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('<p>more</p>'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const response = compressDocument(new Response(endless, { headers: { 'content-type': 'text/html' } }), 'gzip');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    await expect.poll(() => cancelled).toBe(true);
  });

  it('leaves alone what it cannot or should not compress', () => {
    const plain = documentResponse();
    expect(compressDocument(plain, 'identity')).toBe(plain);
    const image = new Response('png', { headers: { 'content-type': 'image/png' } });
    expect(compressDocument(image, 'br')).toBe(image);
    const encoded = documentResponse({ 'content-encoding': 'gzip' });
    expect(compressDocument(encoded, 'br')).toBe(encoded);
    const empty = new Response(null, { status: 304, headers: { 'content-type': 'text/html' } });
    expect(compressDocument(empty, 'br')).toBe(empty);
  });
});
