#!/usr/bin/env node
// `npm start`: build what is needed (shared types, server, web app), then run the server with the
// embedded database under ./data. The server prints the URL once it listens.
import { spawnSync, spawn } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/server/dist/server.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
