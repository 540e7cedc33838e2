import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import featureBoundaries from './eslint-rules/featureBoundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One-way imports: a remote never reaches into the shell or another remote; shared imports no app.
    files: ['mfe-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell/**', '@prohive/shell', '@prohive/shell/*'],
              message: 'Remotes and shared never import the shell.',
            },
            {
              group: ['**/mfe-*/**', '@prohive/mfe-*'],
              message: 'A remote imports only @prohive/shared and libraries.',
            },
            { group: ['**/api/src/**', '@prohive/api'], message: 'Front-end code never imports the api.' },
            {
              group: ['@prohive/ui', '@prohive/ui/*', '**/ui/src/**'],
              message: 'The singleton never imports the UI kit (@prohive/ui imports @prohive/shared).',
            },
          ],
        },
      ],
    },
  },
  {
    // Routing comes from @prohive/shared, which holds the site's one tree-shaken react-router (shared/src/router.ts).
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import routing from '@prohive/shared'." },
            { name: 'react-router-dom', message: "Import routing from '@prohive/shared'." },
          ],
          patterns: [
            {
              group: ['**/shell/**', '@prohive/shell', '@prohive/shell/*'],
              message: 'Remotes and shared never import the shell.',
            },
            {
              group: ['**/mfe-*/**', '@prohive/mfe-*'],
              message: 'A remote imports only @prohive/shared and libraries.',
            },
            { group: ['**/api/src/**', '@prohive/api'], message: 'Front-end code never imports the api.' },
          ],
        },
      ],
    },
  },
  {
    // Inside a remote, features do not import each other; src/components and src/lib hold what they share.
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    plugins: { prohive: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'prohive/feature-boundaries': 'error' },
  },
  {
    // Front-end tests drive the page like one person (user-event's setup API) and do not hide slowness behind
    // longer waits: a slow test is made faster instead.
    files: ['{shell,shared,mfe-*}/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='userEvent'][property.name!='setup']",
          message: 'Use `const user = userEvent.setup()` and call `user.click(...)` etc.',
        },
        {
          selector: "CallExpression[callee.object.name='jest'][callee.property.name='setTimeout']",
          message: 'Make the test faster instead of raising its timeout.',
        },
        {
          selector: 'Property[key.name=/^(asyncUtilTimeout|testTimeout)$/]',
          message: 'Make the test faster instead of raising its timeout.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
