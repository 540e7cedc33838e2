// knip: unused files, exports and dependencies, run by `npm test` after lint (scripts/test.ts). Entries are
// folder-level patterns per workspace (knip's webpack, jest, playwright and eslint plugins add the configs'
// own entries), so moved or added modules need no edit here.
import type { KnipConfig } from 'knip';

/**
 * Not imported by name in every app: scripts/webpack/federation.ts reads an app's dependencies from its
 * package.json as the Module Federation shared singletons (requiredVersion), so an app lists them even when its
 * own code never imports one.
 */
const FEDERATION_SINGLETONS = /^(react-dom|@reduxjs\/toolkit|react-redux|styled-components|react-toastify)$/;

const app = (entry: string[]) => ({
  entry,
  project: ['src/**/*.{ts,tsx}'],
  ignoreDependencies: [FEDERATION_SINGLETONS],
});

const config: KnipConfig = {
  // An export also used in its own file is part of that module's surface (constants its tests import, types of
  // its parameters); only exports nobody uses are dead.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: [
        'scripts/*.ts',
        'scripts/__tests__/*.test.ts',
        'scripts/cluster/__tests__/*.test.ts',
        'scripts/bench-jobs/*.ts',
      ],
      project: ['scripts/**/*.ts', 'eslint-rules/*.mjs'],
    },
    shared: {
      // package.json's exports are entries already; jest.config.js names these as <rootDir>/../shared/…, which knip's jest plugin does not resolve.
      entry: ['src/testing/*.{cjs,ts}'],
      project: ['src/**/*.{ts,tsx,cjs}'],
      // Written by `npm run api:types` from the OpenAPI document: it exports the whole document's types, used or not.
      ignore: ['src/api/generated/**'],
    },
    ui: {
      entry: [],
      project: ['src/**/*.{ts,tsx}'],
    },
    shell: app(['federation.config.ts']),
    // Each remote's one exposed module (federation.config.ts exposes './routes').
    'mfe-*': app(['federation.config.ts', 'src/routes.tsx']),
    api: {
      // A module's index.ts is its public face (api/.dependency-cruiser.cjs): kept even when no module imports it yet.
      entry: [
        'src/cli/*.ts',
        'src/modules/*/index.ts',
        'scripts/*.{mjs,ts}',
        'bench/*.ts',
        'test/**/*.test.ts',
      ],
      project: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'scripts/*.{mjs,ts}'],
    },
    e2e: {
      entry: ['tests/**/*.spec.ts'],
      project: ['**/*.ts'],
    },
  },
  // Jest resolves `<rootDir>/../shared/src/testing/…` (jest.config.js) and `@jest-environment` docblocks against
  // each project's rootDir; knip resolves them from the file. The files are entries of `shared` above.
  ignoreUnresolved: [
    /src\/testing\/(jsdomEnvironment\.cjs|jestSetup\.ts|fileStub\.ts|federationRuntimeMock\.ts)$/,
  ],
};

export default config;
