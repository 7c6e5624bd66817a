import { createOrPromoteAdmin } from '../modules/auth/create-admin.js';
import { runCommand } from './run-command.js';

const USAGE =
  'Usage: npm run create-admin -- <email> <password>\n(the password is needed only when the account does not exist yet)';

const [email, password] = process.argv.slice(2);
if (!email || email.startsWith('-')) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

runCommand('create-admin', async (app, config) => {
  const result = await createOrPromoteAdmin(app.ctx, email, password);
  process.stdout.write(
    result.created
      ? `Created the Admin account ${result.email}. Sign in at ${config.siteUrl}/login\n`
      : `${result.email} is now an Admin.\n`,
  );
  return 0;
});
