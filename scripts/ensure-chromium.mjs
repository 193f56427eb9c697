// Browser tests use Debian's Chromium, never a downloaded browser. Installs it when missing and
// running as root; otherwise explains how to install it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(chromium)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH points at ${chromium}, which does not exist.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error(
      'Chromium is needed for the browser tests and is not installed.\n' +
        'Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)',
    );
    process.exit(1);
  }
  console.log('[e2e] installing Debian chromium (apt-get install -y chromium)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
