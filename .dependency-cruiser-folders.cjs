// The web app's folder-level rule, checked by dependency-cruiser in `npm run lint` (alone:
// `npm run lint:folders`): no import cycle between the folders of web/app. A folder counts with
// what its subfolders import (so `lib/` -> `i18n/` -> `lib/http/` is no cycle, `lib/` -> `i18n/` ->
// `lib/` is). Tests are left out of this cruise: a test reaches the helpers in web/test/support,
// which reach back into the folder they test; that loop is not a coupling of the app's code. The
// module-level rules (the module cycle rule included, tests and all) are .dependency-cruiser.cjs.
// tools/dependency-rules/ proves that the rule bites on a deliberately bad import and that the tree passes.
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        'No import cycle between the folders of web/app (type-only and dynamic imports included): a folder that ' +
        'needs a piece of another folder that needs it back moves the piece to the lower one, or to a folder of its own.',
      from: { path: '^web/app/' },
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: [...base.options.exclude.path, '\\.test\\.tsx?$', '^web/test/'] },
  },
};
