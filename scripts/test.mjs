// npm test: every check and test, in order of speed. Installs Debian's Chromium for the browser tests when it is
// missing and this user may (root with apt-get); browsers are never downloaded from anywhere else.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    console.error(`Browser tests need Debian's Chromium at ${CHROMIUM}: run  sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian\'s Chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null', { stdio: 'inherit' });
}

const steps = [
  ['typecheck', 'node_modules/typescript/bin/tsc', ['-p', 'tsconfig.json']],
  ['lint', 'node_modules/eslint/bin/eslint.js', ['--max-warnings', '0', '.']],
  ['unit, machine and server tests', 'node_modules/vitest/vitest.mjs', ['run']],
  ['build', 'node_modules/vite/bin/vite.js', ['build', '--logLevel', 'warn']],
  ['browser tests', 'node_modules/@playwright/test/cli.js', ['test']],
];

ensureChromium();
let passed = 0;
for (const [name, bin, args] of steps) {
  console.log(`\n▶ ${name}`);
  const run = spawnSync(process.execPath, [path.join(root, bin), ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (run.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    console.log(`${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed++;
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
