import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { PublicConfig, SsrLoadContext } from '@vela/contracts/ssr';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { repoRoot, webBuildDir } from '../../paths.ts';
import { apiError } from '../errors.ts';
import { cspNonce } from '../security-headers.ts';
import { apiFetchThrough } from './api-fetch.ts';
import { readBuiltStylesheets } from './built-stylesheets.ts';
import { compressDocument } from './compress-document.ts';
import { isPlainHost, normalisedDocumentUrl } from './document-path.ts';

export type WebMode = 'production' | 'development';

const documentMethods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Mounts the React Router app: its static assets, then every other path rendered on the server.
 * In development Vite serves the modules with hot reload; in production the built bundle is used.
 */
export async function registerWeb(
  app: FastifyInstance,
  { mode, publicConfig }: { mode: WebMode; publicConfig: PublicConfig },
): Promise<void> {
  const loadBuild = mode === 'production' ? await productionBuild(app) : await developmentBuild(app);
  const inlineStylesheets = mode === 'production' ? readBuiltStylesheets(join(webBuildDir, 'client')) : undefined;
  const handleDocument = createRequestHandler(loadBuild, mode);
  const apiFetch = apiFetchThrough(app);

  await app.register(async (scope) => {
    // React Router reads the raw body itself (actions), so this scope leaves every body unparsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: documentMethods,
      url: '/*',
      handler: async (request, reply) => {
        // `//x`, `/\x`: not in-site paths (document-path.ts); the page would only see another host.
        const normalUrl = normalisedDocumentUrl(request.url);
        if (normalUrl !== undefined) {
          return request.method === 'GET' || request.method === 'HEAD'
            ? reply.redirect(normalUrl, 301)
            : reply.callNotFound();
        }
        if (!isPlainHost(request.headers.host)) {
          return reply.status(400).send(apiError(400, 'invalid Host header'));
        }
        const webRequest = createRequest(request.raw, reply.raw);
        const context: SsrLoadContext = {
          apiFetch: (path, init) => apiFetch(path, withForwardedCookies(init, request.headers.cookie)),
          publicConfig,
          cspNonce: cspNonce(reply),
          ...(inlineStylesheets ? { inlineStylesheets } : {}),
        };
        const response = await handleDocument(webRequest, { ...context });
        return reply.send(compressDocument(response, request.headers['accept-encoding']));
      },
    });
  });
}

async function productionBuild(app: FastifyInstance): Promise<ServerBuild> {
  const serverEntry = join(webBuildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing): run "npm run build" or "npm start".`);
  }
  await app.register(fastifyStatic, {
    root: join(webBuildDir, 'client'),
    wildcard: false,
    // The build writes .br and .gz beside every text asset (web/vite-precompress.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      // Files under /assets/ carry a content hash in their name and never change.
      const immutable = filePath.includes(`${join('client', 'assets')}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
}

async function developmentBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({ root: join(repoRoot, 'web'), server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}

function withForwardedCookies(init: RequestInit | undefined, cookie: string | undefined): RequestInit {
  if (!cookie) return init ?? {};
  const headers = new Headers(init?.headers);
  if (!headers.has('cookie')) headers.set('cookie', cookie);
  return { ...init, headers };
}
