// Code rules that the type checker and the layer rules do not cover (architecture/layers.md).
// Only correctness rules: layout is Prettier's job, so no stylistic rule is enabled here.
// The rules are syntactic on purpose: typescript-eslint's type-aware set needed about 80 s of CPU
// for src and test (a second type check), past the minute the whole lint may take.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      // A built bundle the static-file tests serve, not source.
      'test/fixtures/client/assets/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [tseslint.configs.recommended],
    rules: {
      // A leading underscore names a parameter or binding kept for its position or its type
      // (an interface's signature, a destructured field left out of a copy) and never read.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // React code only: Playwright's fixtures also call a function named `use`, which is no hook.
    files: ['src/client/**/*.{ts,tsx}', 'test/unit/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every axios adapter sends through one helper, so failures read one way in all of them
    // (architecture/layers.md): only that helper may look inside an axios error.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/adapters/http/http-request.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'axios',
              importNames: ['isAxiosError', 'AxiosError'],
              message: 'Send through sendRequest (src/client/adapters/http/http-request.ts) and read its HttpFailure.',
            },
          ],
        },
      ],
    },
  },
);
