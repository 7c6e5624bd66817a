// Builds the shared package, the server and the web app unless nothing they are built from has
// changed since the last successful build. The fingerprint is every source file's path, size and
// modification time (node_modules, build output and test results left out), kept in
// node_modules/.cache so a fresh install always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STAMP = path.join(root, 'node_modules', '.cache', 'ias', 'build-stamp');
const INPUT_DIRS = ['packages', 'apps'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'coverage',
  'e2e',
]);
/** What the build must have left for the server to start. */
const OUTPUTS = [
  'apps/server/dist/server.js',
  'apps/web/dist/index.html',
  'packages/shared/dist/index.js',
];

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile() && !entry.name.endsWith('.tsbuildinfo')) yield full;
  }
}

export function sourcesFingerprint() {
  const hash = createHash('sha256');
  const files = [
    ...INPUT_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
    ...INPUT_DIRS.flatMap((dir) => [...walk(path.join(root, dir))]),
  ].sort();
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const lastBuild = () => (existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : undefined);
const outputsExist = () => OUTPUTS.every((file) => existsSync(path.join(root, file)));

/** Returns 'skipped' or 'built'; exits the process with the build's status when it fails. */
export function buildIfChanged({ force = false } = {}) {
  const before = sourcesFingerprint();
  if (!force && before === lastBuild() && outputsExist()) return 'skipped';
  // Always a production build, even when called from a test runner that set NODE_ENV=test
  // (React's development build would otherwise ship).
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(path.dirname(STAMP), { recursive: true });
  // The fingerprint from before the build: a file edited while it ran is built next time.
  writeFileSync(STAMP, `${before}\n`);
  return 'built';
}

// `node scripts/build-if-changed.mjs`: the same, from the command line.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(buildIfChanged() === 'skipped' ? 'Nothing changed since the last build.' : 'Built.');
}
