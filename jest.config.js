// One Jest run for every front-end package (api tests use node's runner: see docs/decisions/build-and-test.md §11).
const frontEnd = [
  'shared',
  'ui',
  'shell',
  'mfe-marketing',
  'mfe-blog',
  'mfe-jobs',
  'mfe-free-tools',
  'mfe-account',
  'mfe-admin',
];

/** @type {import('jest').Config} */
module.exports = {
  projects: frontEnd.map((dir) => ({
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    // jsdom plus Node's fetch, Request, Response and Headers, so RTK Query calls run in component tests.
    testEnvironment: '<rootDir>/../shared/src/testing/jsdomEnvironment.cjs',
    // Resolve packages' Node (CommonJS) builds: under jsdom's default 'browser' condition msw/node (the HTTP
    // fake) resolves to nothing.
    testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(m?js|tsx?|jsx)$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // Compiled like our own code: the few ES-module-only packages MSW depends on, and sanitize-html's parser
    // (htmlparser2 and its dom* helpers, nested under it), which the blog's server-side sanitiser uses.
    transformIgnorePatterns: [
      '/node_modules/(?!(rettime|until-async|@open-draft|sanitize-html|htmlparser2|dom-serializer|domelementtype|domhandler|domutils|entities)/)',
    ],
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      '\\.(png|jpe?g|svg|webp|gif)$': '<rootDir>/../shared/src/testing/fileStub.ts',
      '^@module-federation/enhanced/runtime$': '<rootDir>/../shared/src/testing/federationRuntimeMock.ts',
    },
    setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/jestSetup.ts'],
  })),
};
