// The house rules of ARCHITECTURE.md ("Layout", "Rules of the house") as dependency rules, checked by
// dependency-cruiser in `npm run lint` (alone: `npm run lint:deps`). Paths are relative to the
// directory the cruise runs from, the repository root. tools/dependency-rules/ proves that every
// rule bites on a deliberately bad import and that the tree passes.
// Known violations that cannot be fixed yet are listed in .dependency-cruiser-known-violations.json.
const path = require('node:path');

const app = '^web/app/';
const react = '(^|/)node_modules/(react|react-dom|react-i18next|react-router|@react-router/[^/]+)/';
const serverOnly = ['\\.server\\.tsx?$', '(^|/)\\.server/'];
// Modules that only run on the server (or in Node): route and layout modules (React Router keeps
// their loaders, and what only the loaders import, out of the browser bundle), the document root,
// `.server` and `.node` modules, tests.
const serverSide = [
  `${app}routes/`,
  `${app}layouts/`,
  `${app}root\\.tsx$`,
  ...serverOnly,
  '\\.node\\.tsx?$',
  '\\.test\\.tsx?$',
];

const server = '^server/src/';
// The composition root: the process (main.ts), the engine wiring and the seeding it runs.
const composition = `${server}(main|engine-runtime|seeding)\\.ts$`;
const infra = `${server}(infra|db)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-react-in-realtime-analytics',
      severity: 'error',
      comment:
        'Realtime and analytics code never imports React, directly or through another module: it runs outside ' +
        'the component tree, and components read it through stores and selectors.',
      from: { path: `${app}lib/(realtime|analytics)/` },
      to: { path: react, reachable: true },
    },
    {
      name: 'no-server-from-web',
      severity: 'error',
      comment:
        'web/ talks to server/ only over HTTP and WebSocket through packages/contracts: it never imports server code.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment: 'A feature never imports another feature: move the shared piece to ui/, lib/ or state/.',
      from: { path: `${app}features/([^/]+)/` },
      to: { path: `${app}features/`, pathNot: `${app}features/$1/` },
    },
    {
      name: 'no-feature-from-shared',
      severity: 'error',
      comment:
        'The shared layers (ui/, lib/, state/, i18n/) serve features, routes and layouts and never import them: ' +
        'a piece they need is shared, so it moves to ui/, lib/ or state/.',
      from: { path: `${app}(ui|lib|state|i18n)/` },
      to: { path: `${app}(features|routes|layouts)/` },
    },
    {
      name: 'no-ui-or-state-from-lib',
      severity: 'error',
      comment: 'lib/ sits under the components and the stores: it never imports ui/ or state/.',
      from: { path: `${app}lib/` },
      to: { path: `${app}(ui|state)/` },
    },
    {
      name: 'server-http-from-top-only',
      severity: 'error',
      comment:
        'Server layers (ARCHITECTURE.md: main -> http -> domains -> infra): only http/ itself and the composition ' +
        'root (main.ts and the modules it wires with) import from http/. Domain code throws a Refusal that http/ ' +
        'maps to a status; the documentation generator (docs-reference/, a test) reads the route table.',
      from: { path: `${server}`, pathNot: [`${server}http/`, composition, `${server}docs-reference/`] },
      to: { path: `${server}http/` },
    },
    {
      name: 'server-main-from-none',
      severity: 'error',
      comment: 'The composition root (main.ts and what it wires with) sits on top: nothing in server/src imports it.',
      from: { path: `${server}`, pathNot: composition },
      to: { path: composition },
    },
    {
      name: 'server-infra-no-domain',
      severity: 'error',
      comment:
        'Infrastructure (infra/, db/) serves every domain and imports none: a seed, a listener or a query that ' +
        'needs a domain is wired in by the composition root or lives in the domain.',
      from: { path: infra },
      to: { path: `${server}[^/]+/`, pathNot: infra },
    },
    {
      name: 'server-no-folder-cycle',
      severity: 'error',
      comment:
        'No two folders of server/src import each other, directly or around a ring (a folder counts the modules ' +
        'of its subfolders): move what both need down a layer, or pass it in from above.',
      scope: 'folder',
      from: { path: `${server}` },
      to: { circular: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles, type-only and dynamic imports included: move what both sides need into its own module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-only-from-server-side',
      severity: 'error',
      comment:
        'A `.server` module is imported (beyond its types) only by server-side modules: routes and layouts (for ' +
        'their loaders), root, other `.server` and `.node` modules, tests. Anywhere else it would reach the browser.',
      from: { path: '^web/', pathNot: serverSide },
      to: { path: serverOnly, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'An import that cannot be resolved slips past every rule above: fix it, or the resolution options below.',
      from: {},
      // `./+types/<route>` are React Router's generated route types (`npm run typegen`), which tsc finds
      // through `rootDirs`; type-only, and not there before typegen has run.
      to: { couldNotResolve: true, pathNot: '(^|/)\\+types/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)\\.react-router/', '(^|/)build/', '(^|/)dist/'] },
    // Type-only imports count: a cycle or a server import through types is still a coupling.
    tsPreCompilationDeps: true,
    // The web app's compiler options (module resolution "Bundler", `.ts` extensions in imports).
    tsConfig: { fileName: path.join(__dirname, 'web/tsconfig.json') },
    enhancedResolveOptions: {
      // `@vela/contracts/<name>` resolves through the workspace package's `exports` to its `.ts` source.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
