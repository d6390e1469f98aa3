import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The ui/ files the "no app logic" rule applies to: all of them.
const UI_RULE_FILES = '*';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      '.react-router/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser bundle must never pull in server code; types only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          // A chunk holds what its modules import: a library's index would bring all of it
          // into the shared `site` chunk (vite.config.ts).
          paths: [
            {
              name: 'lucide-react',
              allowTypeImports: true,
              message: "Import each icon from 'lucide-react/icons/<name>'.",
            },
            { name: 'radix-ui', message: "Import each primitive from 'radix-ui/<name>'." },
          ],
          patterns: [
            {
              group: ['**/server/**', '../server/*', '../../server/*'],
              allowTypeImports: true,
              message: 'Server code stays out of the client bundle: use the load context.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/app/**'],
              message: 'common/ is isomorphic: it imports neither server/ nor app/.',
            },
          ],
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                "Take z from common/schemas/zod.ts: it keeps zod's compiled parsers (eval) out of the browser.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['common/schemas/zod.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Layers of app/, checked on resolved paths (so `~/…` and `../…` imports count alike).
    files: ['app/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': [
        { type: 'feature', pattern: 'app/features/*', capture: ['feature'] },
        { type: 'ui', pattern: 'app/components/ui' },
        { type: 'component', pattern: 'app/components' },
        { type: 'lib', pattern: 'app/lib' },
        { type: 'app', pattern: 'app' },
        { type: 'common', pattern: 'common' },
        { type: 'server', pattern: 'server' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
              message:
                'Features do not import each other: move what they share to app/lib/ or app/components/.',
            },
            {
              from: { element: { type: 'component' } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'Site-wide components do not import features: move the shared code to app/lib/.',
            },
            // ui/ holds primitives free of app logic: UI libraries, ~/lib/cn and each other only.
            {
              from: { element: { type: 'ui', fileInternalPath: UI_RULE_FILES } },
              disallow: [
                { to: { element: { type: '!ui' } } },
                { to: { module: { origin: 'external' } } },
              ],
              message:
                'app/components/ui/ is free of app logic: it imports React, Radix, cva, lucide-react, ~/lib/cn and other ui/ files only.',
            },
            {
              from: { element: { type: 'ui', fileInternalPath: UI_RULE_FILES } },
              allow: [
                { to: { element: { type: 'lib', fileInternalPath: 'cn.ts' } } },
                {
                  to: {
                    module: {
                      origin: 'external',
                      source: [
                        'react',
                        'radix-ui',
                        'class-variance-authority',
                        'lucide-react',
                        // The carousel, form and toaster primitives wrap these.
                        'sonner',
                        'embla-carousel',
                        'embla-carousel-autoplay',
                        'react-hook-form',
                      ],
                    },
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // Every file name in the code folders is kebab-case ("x.test.ts": only "x" is checked).
    files: ['{app,common,server,scripts,tests,bench}/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/!(+types)/': 'KEBAB_CASE' }],
    },
  },
  {
    // Lets the file-name rules see the files ESLint does not parse (styles, shell scripts).
    files: ['{app,common,server,scripts,tests,bench}/**/*.{css,sh}'],
    processor: 'check-file/eslint-processor-check-file',
  },
);
