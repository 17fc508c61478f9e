import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'server/migrations/', '.tmp*'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // The compiler already reports unknown names, with the types' knowledge of globals.
      'no-undef': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The browser takes the API's types from the server's schemas, never its code: nothing of the server
    // (nor zod) ships in the bundle. Values both sides share live in contract/.
    files: ['src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', 'zod', 'zod/**', 'drizzle-orm', 'drizzle-orm/**', 'fastify', '@fastify/**'],
              allowTypeImports: true,
              message: 'The web imports only types from the server (import type); shared values come from contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server never runs the web's code: what both need (page paths, access rules, dates, the first paint's
    // words, limits) lives in contract/.
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/',
              message: 'The server imports nothing of the web (src/); shared values and words live in contract/.',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
