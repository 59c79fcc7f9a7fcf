// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers (README, "Folders"): src/data (facts) → src/lib (pure logic) →
// components → pages; Node-only build code in config/ and plugins/.
const nodeOnly = {
  regex: '^(@site/|(\\.\\./)+)(config|plugins)(/|$)',
  message:
    'Browser code may import config/ and plugins/ for types only (`import type`): they are Node-only build code.',
};
const aboveLib = {
  regex:
    '^(@site/src/|(\\.\\./)+)(components|pages|theme|hooks|clientModules|legacy)(/|$)|^@theme(-original)?/',
  message:
    'src/lib is pure logic: it imports src/data and other src/lib modules, never a component, page, hook, theme file, config or plugin.',
};
const outsideData = {
  regex: '^(\\.\\./|@site/(?!src/data/))',
  message:
    'src/data holds facts only: it imports other src/data files and nothing from src/lib, components, pages, config/ or plugins/. Put the logic that writes sentences from the facts in src/lib.',
};

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
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {patterns: [{...nodeOnly, allowTypeImports: true}]},
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {patterns: [{...nodeOnly, allowTypeImports: false}, aboveLib]},
      ],
    },
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: {'@typescript-eslint/no-restricted-imports': ['error', {patterns: [outsideData]}]},
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
