import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// i18n (issue 14): text a person reads comes from the catalogues (apps/web/src/features/i18n/locales),
// never from English written into JSX. Checked only in the folders converted so far; widen
// I18N_CONVERTED as more are converted (then the whole of apps/web/src). Exported for the
// catalogue check (features/i18n/lint.test.ts), which runs the rule on exactly these files in npm test.
export const I18N_CONVERTED = [
  'apps/web/src/features/i18n/**/*.tsx',
  'apps/web/src/features/auth/**/*.tsx',
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
    'people',
    'leave',
    'attendance',
    'checkin',
    'dashboard',
    'payroll',
    'reports',
    'records',
    'shell',
    'orgs',
    'kiosk',
    'faces',
    'profile',
    'contact',
    'contacts',
    'status',
    'demo',
    'admin',
    'structure',
  ].map((feature) => `apps/web/src/features/${feature}/**/*.tsx`),
  // The site's frame and the shared components: header, footer, splash, dialogs, spinner.
  ...['layout', 'ui', 'splash'].map((folder) => `apps/web/src/components/${folder}/**/*.tsx`),
  // Every route module (signed-in, sign-in and public pages' frames) and the router's error page.
  'apps/web/src/app/routes/**/*.tsx',
  'apps/web/src/app/route-error.tsx',
  // The pages around them: people, and the requests pages (owners', staff's and members' own).
  'apps/web/src/app/routes/app/owner/people.tsx',
  'apps/web/src/app/routes/app/*/requests.tsx',
  'apps/web/src/app/routes/app/my-requests-page.tsx',
  'apps/web/src/app/routes/app/review-requests-page.tsx',
  ...[
    'review-requests-panel',
    'decide-request-dialog',
    'bulk-decide-dialog',
    'my-requests-panel',
    'my-requests-list',
    'requests-summary-card',
  ].map((file) => `apps/web/src/features/attendance/components/${file}.tsx`),
  // The public pages' sections (issue 14), folder by folder as each page is converted.
  'apps/web/src/features/marketing/components/cta-banner.tsx',
  'apps/web/src/features/marketing/content/check-in-methods.tsx',
  'apps/web/src/features/marketing/content/faq.tsx',
  'apps/web/src/features/marketing/components/legal/cookie-policy.tsx',
  'apps/web/src/features/marketing/components/legal/privacy-policy-part-1.tsx',
  'apps/web/src/features/marketing/components/legal/privacy-policy-part-2.tsx',
  'apps/web/src/features/marketing/components/legal/privacy-toc.ts',
  'apps/web/src/features/marketing/components/legal/terms-of-service.tsx',
  'apps/web/src/features/marketing/components/legal/terms-toc.ts',
  'apps/web/src/features/marketing/components/msg.tsx',
  'apps/web/src/features/marketing/components/document-layout.tsx',
  ...['home', 'pricing', 'features', 'about', 'careers', 'docs', 'demo'].map(
    (page) => `apps/web/src/features/marketing/components/${page}/**/*.tsx`,
  ),
];
// Props that carry words a person reads: the HTML ones and the components' own (title,
// description, hint, confirmLabel, submitLabel, emptyText …).
const TEXT_ATTRIBUTES =
  /^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label|description|hint|heading|caption|message|emptyText|[a-z]+(Label|Text|Title|Description|Placeholder|Hint|Message))$/;
// Object keys of label tables and column definitions ({ value: 'x', label: 'Current' }, header: 'Name').
const TEXT_KEYS =
  /^(label|title|description|header|placeholder|hint|heading|message|emptyText|confirmLabel|submitLabel)$/;
const hasWords = (text) => /\p{L}{2,}/u.test(text);
// A catalogue id written out in full ('people.status.active') is how text is referred to, not text.
const isMessageId = (text) => /^[a-z][\w-]*(\.[\w-]+)+$/.test(text.trim());
// A language's name in itself (a language picker's "English" beside "हिन्दी") reads the same in every language.
const ENDONYMS = new Set(['English']);
/** The string parts of an expression that ends up as text: literals, templates, both arms of ?:, a || b. */
function textParts(node) {
  if (!node) return [];
  if (node.type === 'Literal') return typeof node.value === 'string' ? [[node, node.value]] : [];
  if (node.type === 'TemplateLiteral')
    return [[node, node.quasis.map((quasi) => quasi.value.cooked).join(' ')]];
  if (node.type === 'ConditionalExpression')
    return [...textParts(node.consequent), ...textParts(node.alternate)];
  if (node.type === 'LogicalExpression') return [...textParts(node.left), ...textParts(node.right)];
  return [];
}
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
          !isMessageId(text) &&
          !ENDONYMS.has(text.trim()) &&
          context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
        const reportAll = (expression) =>
          textParts(expression).forEach(([node, text]) => report(node, text));
        return {
          JSXText: (node) => report(node, node.value),
          // {'text'}, {`text ${x}`}, {x ? 'a' : 'b'} as children (attributes are checked below).
          'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer': (node) =>
            reportAll(node.expression),
          JSXAttribute(node) {
            if (node.name.type !== 'JSXIdentifier' || !TEXT_ATTRIBUTES.test(node.name.name)) return;
            if (node.value?.type === 'Literal') report(node.value, String(node.value.value));
            else if (node.value?.type === 'JSXExpressionContainer')
              reportAll(node.value.expression);
          },
          Property(node) {
            const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
            if (!node.computed && typeof key === 'string' && TEXT_KEYS.test(key))
              reportAll(node.value);
          },
          // toast('Saved'), toast.error(`Could not …`)
          CallExpression(node) {
            const callee =
              node.callee.type === 'MemberExpression' ? node.callee.object : node.callee;
            if (callee.type === 'Identifier' && callee.name === 'toast')
              reportAll(node.arguments[0]);
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
    ignores: ['**/*.test.tsx'],
    plugins: { i18n: i18nPlugin },
    rules: { 'i18n/no-literal-text': 'error' },
  },
);
