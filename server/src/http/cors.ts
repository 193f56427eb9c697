import type { FastifyInstance } from 'fastify';

/**
 * CORS for the app's own pages when the APIs live on other origins (SPOT_API_URL or
 * FUTURES_API_URL on another origin than PUBLIC_URL, see crossOriginApiOrigins): a page of
 * PUBLIC_URL's origin may then call this instance with credentials (its session cookie), and read
 * every answer, errors included. No other origin is admitted, and with same-origin APIs (the
 * default) no header is ever added. The CSRF rule (http/csrf.ts) is unchanged: it already
 * accepts PUBLIC_URL's origin on every instance, which is why every instance must share PUBLIC_URL.
 */
export function registerApiCors(
  app: FastifyInstance,
  { publicUrl, crossOriginApis }: { publicUrl: string; crossOriginApis: readonly string[] },
): void {
  if (crossOriginApis.length === 0) return;
  const appOrigin = new URL(publicUrl).origin;

  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin !== appOrigin) return;
    reply.header('access-control-allow-origin', appOrigin);
    reply.header('access-control-allow-credentials', 'true');
    const preflightMethod = request.headers['access-control-request-method'];
    if (request.method !== 'OPTIONS' || preflightMethod === undefined) return;
    // The request helper's calls are GET and POST, with its own headers (language, deviceId, ...).
    reply.header('access-control-allow-methods', 'GET, POST');
    const asked = request.headers['access-control-request-headers'];
    if (asked) reply.header('access-control-allow-headers', asked);
    reply.header('access-control-max-age', '600');
    return reply.status(204).send();
  });

  // Answers differ by Origin, so no cache may hand one origin's answer to another.
  app.addHook('onSend', async (_request, reply) => {
    const vary = reply.getHeader('vary');
    const listed = String(vary ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase());
    if (!listed.includes('origin')) reply.header('vary', vary ? `${String(vary)}, Origin` : 'Origin');
  });
}
