import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { projectBoundaries } from './tools/eslint-rules/project-boundaries.mjs';
import { noRestyledPrimitives } from './tools/eslint-rules/no-restyled-primitives.mjs';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-monolithic/**', '**/dist-first-paint/**', '**/node_modules/**', '**/coverage/**', 'data/**', 'reports/**', '**/test-results/**', '**/playwright-report/**', '.nx/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { nordhub: { rules: { 'project-boundaries': projectBoundaries, 'no-restyled-primitives': noRestyledPrimitives } } },
    rules: {
      'nordhub/project-boundaries': 'error',
      'nordhub/no-restyled-primitives': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use named exports; default exports only where the federation runtime needs them.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Config files whose tools read a default export.
    files: ['**/webpack.config.*', '**/playwright.config.ts', '**/playwright.*.config.ts', 'eslint.config.mjs', '**/jest.config.*'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Modules the federation runtime imports by their default export: a runtime plugin, and the
    // remotes' stand-in for the bundler runtime's entry module.
    files: ['tools/federation/bundler-runtime/provide-bundler-runtime-plugin.ts', 'tools/federation/bundler-runtime/bundler-runtime-from-shell.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
