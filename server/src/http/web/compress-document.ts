import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export type DocumentEncoding = 'br' | 'gzip';

/** Documents and route data (`.data`, turbo-stream) are text; everything else passes untouched. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml))/;

/** Brotli when the client takes it, else gzip; none when it takes neither (or refuses them with q=0). */
export function documentEncoding(acceptEncoding: string | undefined): DocumentEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * The server-rendered response, compressed as it streams: every chunk React writes is flushed at
 * once, so the browser still gets the document's head before the rest is rendered. Brotli runs at
 * a middle quality, the usual trade-off for content compressed on every request.
 */
export function compressDocument(response: Response, acceptEncoding: string | undefined): Response {
  const encoding = documentEncoding(acceptEncoding);
  const type = response.headers.get('content-type') ?? '';
  if (!encoding || !response.body || response.headers.has('content-encoding') || !COMPRESSIBLE_TYPE.test(type)) {
    return response;
  }
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  // pipeline, not pipe: a render that fails or a client that goes away ends both streams instead of
  // leaving an unhandled 'error' event to take the process down.
  const body = pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), compressor, () => {});
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  headers.append('vary', 'Accept-Encoding');
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
