// One Jest run for every front-end package (api tests use node's runner: see docs/decisions.md).
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
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      '\\.(png|jpe?g|svg|webp|gif)$': '<rootDir>/../shared/src/testing/fileStub.ts',
      '^@module-federation/enhanced/runtime$': '<rootDir>/../shared/src/testing/federationRuntimeMock.ts',
    },
    setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/jestSetup.ts'],
  })),
};
