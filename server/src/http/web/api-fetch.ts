import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A fetch-shaped function that sends the request through the app's own HTTP pipeline in-process
 * (fastify.inject): server-side rendering uses the very routes, validation and hooks a browser
 * reaches, without a loopback socket.
 */
export function apiFetchThrough(app: FastifyInstance) {
  return async (path: string, init: RequestInit = {}): Promise<Response> => {
    if (!path.startsWith('/') || path.startsWith('//'))
      throw new Error(`apiFetch takes a same-origin path, got ${path}`);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init.body;
    if (body !== undefined && body !== null && typeof body !== 'string') {
      throw new Error('apiFetch sends string bodies only (JSON)');
    }
    const options: InjectOptions = {
      method: (init.method ?? 'GET').toUpperCase() as InjectOptions['method'],
      url: path,
      headers,
      ...(body ? { payload: body } : {}),
    };
    const result = await app.inject(options);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(result.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, item);
    }
    const hasBody = ![204, 205, 304].includes(result.statusCode) && options.method !== 'HEAD';
    return new Response(hasBody ? result.rawPayload : null, { status: result.statusCode, headers: responseHeaders });
  };
}
