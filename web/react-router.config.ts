import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router v8's behaviour, chosen flag by flag (7.18 warns about each one left unset).
  future: {
    // Splits clientLoader / clientAction / HydrateFallback out of route chunks. No route has them
    // (loaders run on the server), so nothing changes now, and a client export added later is split.
    v8_splitRouteModules: true,
    // Builds through Vite's Environment API, where web/vite.config.ts already sets its client options.
    v8_viteEnvironmentApi: true,
    // `/a/b/` asks for `/a/b/_.data` instead of `/a/b.data`, so loaders see the same path on a
    // document and on a data request. Our routes have no trailing slash; nothing reads `.data` URLs.
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: `context` becomes a RouterContextProvider, so server/src/http/web.ts would hand one
    // over and every loader would read the API fetcher with `context.get(...)` instead of
    // `context.apiFetch` (an SsrLoadContext, packages/contracts/src/ssr.ts). Its own change.
    v8_middleware: false,
    // Not yet: loaders would get the raw request, `.data` suffix and `_routes` query included, and
    // 17 modules read the locale and the path from `request.url`; they must move to the `url`
    // argument first.
    v8_passThroughRequests: false,
  },
} satisfies Config;
