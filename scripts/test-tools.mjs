// Finds the programs the browser journeys need: Chromium (CHROME_PATH, else /usr/bin/chromium) and
// ffmpeg (turns fixture photos into a fake camera stream). On a Debian machine running as root a
// missing one is installed from Debian's packages; elsewhere the run stops with what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const isDebianRoot = () =>
  existsSync('/etc/debian_version') &&
  typeof process.getuid === 'function' &&
  process.getuid() === 0;

let updated = false;
function aptInstall(pkg) {
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  console.log(`${pkg} is missing: installing Debian's ${pkg} package (apt-get)...`);
  if (!updated) updated = run(['update', '-qq']);
  return updated && run(['install', '-y', '-qq', pkg]);
}

function stop(message) {
  console.error(message);
  process.exit(1);
}

export function findChromium() {
  const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  if (!process.env.CHROME_PATH && isDebianRoot() && aptInstall('chromium') && existsSync(wanted)) {
    return wanted;
  }
  return stop(
    `Chromium not found at ${wanted}: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.`,
  );
}

export function findFfmpeg() {
  const onPath = () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
  if (onPath()) return;
  if (isDebianRoot() && aptInstall('ffmpeg') && onPath()) return;
  stop(
    'ffmpeg not found: the camera journeys need it (Debian/Ubuntu: sudo apt-get install -y ffmpeg).',
  );
}
