// @ts-check
import docusaurus from '@docusaurus/eslint-plugin';
import js from '@eslint/js';
import jest from 'eslint-plugin-jest';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
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
const nodeModules = {
  regex: '^(node:|(fs|path|os|child_process|crypto|url|util)$)',
  message: 'Browser code cannot use Node modules; build-time work belongs in plugins/.',
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
    // Rules that read the types: promises left floating or passed where a
    // function's result is ignored (an async onSubmit), `any` leaking out.
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
  },
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
        {patterns: [{...nodeOnly, allowTypeImports: true}, nodeModules]},
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', '__dirname', '__filename', 'require', 'global'].map((name) => ({
          name,
          message:
            'Node globals are not there in the browser: build-time work belongs in plugins/.',
        })),
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {patterns: [{...nodeOnly, allowTypeImports: false}, nodeModules, aboveLib]},
      ],
    },
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {patterns: [outsideData, nodeModules]}],
    },
  },
  {
    // Our widget glue runs as classic scripts in the browser, beside jQuery.
    files: ['static/js/**/*.js'],
    languageOptions: {sourceType: 'script', globals: {...globals.browser, ...globals.jquery}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      // plugins/inline-translations writes each message into its component by id.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='translate'] > ObjectExpression > Property[key.name='id'][value.type!='Literal']",
          message:
            'Write the id of translate() as a plain string: the build writes each message into its component by id (plugins/inline-translations).',
        },
        {
          selector:
            "JSXOpeningElement[name.name='Translate'] > JSXAttribute[name.name='id'][value.type!='Literal']",
          message:
            'Write the id of <Translate> as a plain string: the build writes each message into its component by id (plugins/inline-translations).',
        },
      ],
    },
  },
  {
    files: ['tests/**', 'plugins/**/*.test.ts'],
    rules: {
      // Tests read JSON reports and values from the page, typed `any`: a wrong
      // shape fails the assertion that reads it.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `await act(async () => …)` is how a test lets React finish what a click started.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['tests/unit/**', 'plugins/**/*.test.ts'],
    ...jest.configs['flat/recommended'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      // Helpers named expect… assert.
      'jest/expect-expect': ['error', {assertFunctionNames: ['expect', 'expect*']}],
      // Tests walk every page or entry of the data; what they check depends on it.
      'jest/no-conditional-expect': 'off',
    },
  },
  {
    files: ['tests/e2e/**'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/expect-expect': ['error', {assertFunctionPatterns: ['^expect']}],
      // Tests walk every route of every locale; what they check depends on the page.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      // A test may skip itself when the build lacks what it needs, saying why.
      'playwright/no-skipped-test': ['error', {allowConditional: true}],
      // Waiting a fixed time needs a reason in an eslint-disable comment beside it.
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-focused-test': 'error',
    },
  },
);
