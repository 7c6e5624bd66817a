#!/usr/bin/env node
// `npm start`: build what is needed (shared types, server, web app) — nothing when no source changed
// since the last build — then run the server with the embedded database under ./data. The server
// prints the URL once it listens.
// `npm start -- --no-build` runs what was built last; `npm start -- --build` rebuilds regardless.
//
// The server runs in this process, not in a child: Ctrl+C in a terminal (and systemd's stop)
// signals every process of the group, so a parent that forwarded signals to a child delivered
// each one twice. One process receives each signal once, and `kill <pid>` reaches the server.
//
// npm 11 runs a script as `sh -c '<script> <args>'` and forwards SIGINT and SIGTERM only to that
// shell (@npmcli/run-script's signal manager). dash does not exec the command: SIGTERM kills the
// shell, npm then exits, and this process was left running; SIGINT is held by the shell until its
// command exits, so it stopped nothing. The start script in package.json is therefore
// `exec node scripts/start.mjs`: the shell becomes this process, the one npm signals. And when
// the process that started this one is gone anyway (npm or a shell killed), it stops as if sent
// SIGTERM, finishing requests in flight, rather than run on unsupervised.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIfChanged } from './build-if-changed.mjs';

const entry = new URL('../apps/server/dist/server.js', import.meta.url);

if (!process.argv.includes('--no-build')) {
  const outcome = buildIfChanged({ force: process.argv.includes('--build') });
  if (outcome === 'skipped') {
    console.log(
      'Nothing changed since the last build: starting it (`npm start -- --build` rebuilds).',
    );
  }
}
if (!existsSync(entry)) {
  console.error(`${fileURLToPath(entry)} is missing: run \`npm start\` without --no-build.`);
  process.exit(1);
}
await import(entry.href);

const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  process.kill(process.pid, 'SIGTERM');
}, 250);
orphaned.unref();
