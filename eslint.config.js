import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/.tmp/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']", message: 'No focused tests.' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // DESIGN §2: the web never imports server code; features don't import each other.
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/apps/server/**', '**/server/src/**', '@portal/server'], message: 'The web never imports server code.' },
      ] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [
      { group: ['**/apps/web/**', '**/web/src/**', '@portal/web'], message: 'The server never imports web code.' },
    ] }] },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [
      { group: ['**/apps/**', '@portal/server', '@portal/web'], message: 'The contract imports neither side.' },
    ] }] },
  },
);
