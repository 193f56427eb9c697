// Bundles the server into dist/main.js: workspace packages (TypeScript sources) are bundled in,
// everything from node_modules stays an import so native/wasm packages load as published.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@vela/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
