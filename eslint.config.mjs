// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'static/js/vendor/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'shots/',
      // Builds and generated files of parallel local builds (DOCUSAURUS_GENERATED_FILES_DIR_NAME).
      'build-*/',
      '.docusaurus-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: {react: {version: 'detect'}},
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  {
    // Our widget glue runs as classic scripts in the browser, beside jQuery.
    files: ['static/js/**/*.js'],
    languageOptions: {sourceType: 'script', globals: {...globals.browser, ...globals.jquery}},
  },
  {
    files: ['tests/**', 'plugins/**/*.test.ts'],
    languageOptions: {globals: {...globals.jest}},
  },
);
