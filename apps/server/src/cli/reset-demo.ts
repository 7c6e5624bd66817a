import { DataDirLockedError } from '../lib/db.js';
import { resetDemo } from '../modules/demo/reset-demo.js';
import { runCommand } from './run-command.js';

const USAGE =
  'Usage: npm run demo:reset\nReplaces the /demo organisations and accounts with a fresh copy.';

runCommand(
  'demo:reset',
  async (app, config) => {
    if (process.argv.slice(2).some((arg) => arg === '-h' || arg === '--help')) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
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
  },
  (error) =>
    error instanceof DataDirLockedError
      ? 'A running server resets the demo by itself (every DEMO_RESET_HOURS). To reset it now, stop the server, run npm run demo:reset, and start it again.\n'
      : undefined,
);
