import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// i18n (issue 14): text a person reads comes from the catalogues (apps/web/src/features/i18n/locales),
// never from English written into JSX. Checked only in the folders converted so far; widen
// I18N_CONVERTED as more are converted (then the whole of apps/web/src).
const I18N_CONVERTED = [
  'apps/web/src/features/i18n/**/*.tsx',
  'apps/web/src/features/auth/components/auth-layout.tsx',
  'apps/web/src/features/auth/components/login-form.tsx',
  'apps/web/src/features/auth/components/google-button.tsx',
  'apps/web/src/features/auth/components/forgot-password-form.tsx',
  'apps/web/src/features/auth/components/new-password-form.tsx',
  'apps/web/src/features/auth/components/service-unavailable.tsx',
  'apps/web/src/features/profile/components/language-card.tsx',
  // Kiosk and check-in policies (issue 12): the new components of features that predate catalogues.
  'apps/web/src/features/kiosk/components/kiosk-pin-pad.tsx',
  'apps/web/src/features/kiosk/components/check-in-policies-card.tsx',
  'apps/web/src/features/kiosk/components/kiosk-override.tsx',
  'apps/web/src/features/profile/components/kiosk-pin-card.tsx',
  'apps/web/src/features/attendance/components/correction-allowance.tsx',
  // Workspace features are written with their own catalogues from the start.
  ...[
    'messages',
    'notifications',
    'files',
    'calendar',
    'tasks',
    'tutorials',
    'search',
    'guardians',
    'reminders',
    'charts',
    'exports',
    'biometric',
    'today',
    'integrations',
    'scheduled-reports',
  ].map((feature) => `apps/web/src/features/${feature}/**/*.tsx`),
];
const TEXT_ATTRIBUTES = /^(aria-label|aria-description|title|placeholder|alt|label)$/;
const hasWords = (text) => /\p{L}{2,}/u.test(text);
const i18nPlugin = {
  rules: {
    'no-literal-text': {
      meta: {
        type: 'problem',
        messages: {
          literal: 'Hard-coded text "{{text}}": add it to the catalogues and render it with t().',
        },
      },
      create(context) {
        const report = (node, text) =>
          hasWords(text) &&
          context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
        return {
          JSXText: (node) => report(node, node.value),
          'JSXExpressionContainer > Literal': (node) =>
            typeof node.value === 'string' && report(node, node.value),
          'JSXExpressionContainer > TemplateLiteral': (node) =>
            report(node, node.quasis.map((quasi) => quasi.value.cooked).join(' ')),
          JSXAttribute(node) {
            if (!TEXT_ATTRIBUTES.test(node.name.name) || node.value?.type !== 'Literal') return;
            report(node.value, String(node.value.value));
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through config/env.ts (server) or src/config (web).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Entry points and tooling legitimately read the environment.
    files: [
      'scripts/**',
      'apps/*/scripts/**',
      'bench/**',
      '**/*.config.ts',
      '**/test/**',
      '**/e2e/**',
      '**/*.test.ts',
      'apps/server/src/server.ts',
      'apps/server/src/cli/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: I18N_CONVERTED,
    plugins: { i18n: i18nPlugin },
    rules: { 'i18n/no-literal-text': 'error' },
  },
);
