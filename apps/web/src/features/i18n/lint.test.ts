// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

// The lint rule against hard-coded English runs with `npm test` too, on the converted folders
// listed in eslint.config.js (I18N_CONVERTED).
it('converted folders render no hard-coded English', { timeout: 60_000 }, async () => {
  const eslint = new ESLint({ cwd: root });
  const results = await eslint.lintFiles([
    'apps/web/src/features/i18n',
    'apps/web/src/features/auth/components',
    'apps/web/src/features/profile/components/language-card.tsx',
  ]);
  const findings = results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === 'i18n/no-literal-text')
      .map(
        (message) => `${path.relative(root, result.filePath)}:${message.line} ${message.message}`,
      ),
  );
  expect(findings).toEqual([]);
});
