// Finds the Chromium the browser journeys drive: CHROME_PATH, else /usr/bin/chromium. On a Debian
// machine running as root it installs Debian's chromium package when it is missing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function findChromium() {
  const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROME_PATH && isDebian && isRoot) {
    console.log("Chromium is missing: installing Debian's chromium package (apt-get)...");
    const run = (args) =>
      spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (
      run(['update', '-qq']).status === 0 &&
      run(['install', '-y', '-qq', 'chromium']).status === 0 &&
      existsSync(wanted)
    ) {
      return wanted;
    }
  }
  console.error(
    `Chromium not found at ${wanted}: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
