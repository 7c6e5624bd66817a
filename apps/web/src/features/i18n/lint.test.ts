// @vitest-environment node
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** The rule's file list from eslint.config.js, so npm test checks exactly what npm run lint does. */
async function convertedFiles(): Promise<string[]> {
  const config = (await import(pathToFileURL(path.join(root, 'eslint.config.js')).href)) as {
    I18N_CONVERTED: string[];
  };
  return config.I18N_CONVERTED;
}

const lint = async (eslint: ESLint, patterns: string[]) =>
  (await eslint.lintFiles(patterns)).flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === 'i18n/no-literal-text')
      .map(
        (message) => `${path.relative(root, result.filePath)}:${message.line} ${message.message}`,
      ),
  );

// The lint rule against hard-coded English runs with `npm test` too, on every file listed in
// eslint.config.js (I18N_CONVERTED).
it('converted folders render no hard-coded English', { timeout: 120_000 }, async () => {
  const eslint = new ESLint({ cwd: root });
  expect(await lint(eslint, await convertedFiles())).toEqual([]);
});

// The rule can fail: the shapes English slipped through before (text props, ?: arms, template
// aria-labels, label tables, toasts) are each reported, and catalogue ids are not.
it('reports English in props, ternaries, templates, label tables and toasts', async () => {
  const eslint = new ESLint({ cwd: root });
  const code = `
    declare const toast: (text: string) => void;
    export function Probe({ isOn, name }: { isOn: boolean; name: string }) {
      const options = [{ value: 'a', label: 'Current' }, { value: 'b', label: 'people.status.active' }];
      toast('Saved');
      return (
        <div className={\`h-full \${isOn ? 'a' : 'b'}\`} aria-label={\`Actions for \${name}\`}>
          {isOn ? 'Importing…' : 'people.done'}
          <p title="Waiting" />
          <Probe description="Try again" confirmLabel={isOn ? 'Remove' : undefined} isOn name={name} />
          {options.length} Plain text
        </div>
      );
    }`;
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, 'apps/web/src/features/people/components/probe.tsx'),
  });
  const texts = result!.messages
    .filter((message) => message.ruleId === 'i18n/no-literal-text')
    .map((message) => /"(.*)"/.exec(message.message)?.[1]);
  expect(texts.sort()).toEqual(
    [
      'Current',
      'Saved',
      'Actions for',
      'Importing…',
      'Waiting',
      'Try again',
      'Remove',
      'Plain text',
    ].sort(),
  );
});
