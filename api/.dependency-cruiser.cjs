// The api's import rules, checked by `npm test` (scripts/test.ts, stage "boundaries"):
// - each module under src/modules has one public face, its index.ts; another module, a plugin or the db code
//   imports nothing else of it. app.ts, the composition root, also registers each module's route plugins
//   (routes.ts, me-routes.ts), which are not part of the public face;
// - src/lib is what every module uses, so it imports no module and nothing of the composition root;
// - no import cycles, at file level here and at module level in scripts/api-module-cycles.ts.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-public-face',
      comment: 'Import another module through its index.ts, never one of its files.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/[^/]+/',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'outside-uses-public-face',
      comment: 'Code outside the modules (plugins, db, cli, config) also goes through a module index.ts.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/modules/', '^src/app[.]ts$'] },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index[.]ts$' },
    },
    {
      name: 'app-registers-route-plugins',
      comment:
        "app.ts, the composition root, registers each module's route plugins (routes.ts, me-routes.ts, admin-routes.ts) and " +
        'otherwise uses index.ts; the plugins are not part of a public face, so no module can reach another ' +
        "module's routes (and through them the app context).",
      severity: 'error',
      from: { path: '^src/app[.]ts$' },
      to: {
        path: '^src/modules/[^/]+/',
        pathNot: '^src/modules/[^/]+/(index|routes|me-routes|admin-routes)[.]ts$',
      },
    },
    {
      name: 'lib-is-a-leaf',
      comment: 'src/lib is shared by every module: it imports no module, plugin or composition-root file.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(modules|plugins|db)/|^src/(app|server|config|context)\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle of imports; break it by moving what both sides need into src/lib or behind a port.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
  },
};
