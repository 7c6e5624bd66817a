import { buildApp } from '../app.js';
import { ConfigError, loadConfig, readEnvFile } from '../config/env.js';
import { DataDirLockedError } from '../lib/db.js';
import { resetDemo } from '../modules/demo/reset-demo.js';

const USAGE =
  'Usage: npm run demo:reset\nReplaces the /demo organisations and accounts with a fresh copy.';

async function main(): Promise<number> {
  if (process.argv.slice(2).some((arg) => arg === '-h' || arg === '--help')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const envFile = readEnvFile();
  const config = loadConfig(
    { ...envFile.values, ...process.env, LOG_LEVEL: 'warn' },
    envFile.unknown,
  );
  // Built but never listening: no automatic reset runs alongside this one.
  const app = await buildApp(config);
  try {
    process.stdout.write(`Resetting the demo in ${app.ctx.database.location}…\n`);
    const { summary, tookMs } = await resetDemo(app.ctx);
    const { institute, company } = summary!;
    process.stdout.write(
      `Done in ${(tookMs / 1000).toFixed(1)} s.\n` +
        `  ${institute.name}: ${institute.classes} classes, ${institute.students} students, ${institute.teachers} teachers, ${institute.sessions} timetable periods\n` +
        `  ${company.name}: ${company.employees} employees, ${company.sites} sites, ${company.shifts} shifts\n` +
        `  ${summary!.accounts} demo accounts (every earlier demo session is signed out), ${summary!.attendanceRecords.toLocaleString('en-IN')} attendance records\n` +
        `Try it at ${config.siteUrl}/demo\n`,
    );
    return 0;
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(
        `${error.message}\nA running server resets the demo by itself (every DEMO_RESET_HOURS). To reset it now, stop the server, run npm run demo:reset, and start it again.\n`,
      );
    } else if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(`demo:reset failed: ${(error as Error).stack ?? String(error)}\n`);
    }
    process.exit(1);
  },
);
