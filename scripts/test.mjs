// npm test: every check and test, in order of speed. The browser tests run in Debian's headless build of Chromium
// (package chromium-headless-shell; see playwright.config.ts) and the fleet test behind Debian's HAProxy, both
// installed here when missing and this user may (root with apt-get); browsers are never downloaded from anywhere else.
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';
const HAPROXY = '/usr/sbin/haproxy';

/**
 * Installs what the tests need from Debian's packages when missing and this user may (root with apt-get), in one
 * call: the headless browser (unless CHROMIUM_PATH names another) and HAProxy, the fleet test's balancer.
 */
function ensurePackages() {
  const browser = process.env.CHROMIUM_PATH;
  let missing = [];
  if (!browser && !fs.existsSync(HEADLESS_SHELL)) missing.push('chromium-headless-shell');
  if (!fs.existsSync(HAPROXY)) missing.push('haproxy');
  if (browser && !fs.existsSync(browser)) {
    console.error(`CHROMIUM_PATH names ${browser}, which does not exist`);
    process.exit(1);
  }
  if (!missing.length) return;
  if (process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0) {
    console.log(`Installing Debian's ${missing.join(' ')} for the tests…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} >/dev/null`, { stdio: 'inherit' });
    return;
  }
  // The full browser runs the same tests, a third slower.
  if (fs.existsSync(CHROMIUM)) missing = missing.filter((name) => name !== 'chromium-headless-shell');
  if (!missing.length) return;
  console.error(`The tests need Debian's ${missing.join(' and ')}: run  sudo apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
}

// Each stage's steps run at once (the static checks and the build only read the sources, and each waits on
// I/O at times, so two cores finish them sooner together); the stages run in order, fastest first.
const stages = [
  [
    ['typecheck', 'node_modules/typescript/bin/tsc', ['-p', 'tsconfig.json']],
    ['lint', 'node_modules/eslint/bin/eslint.js', ['--max-warnings', '0', '.']],
    // The formatting (Prettier; `npm run format` writes it).
    ['format', 'node_modules/prettier/bin/prettier.cjs', ['--check', '.', '--log-level', 'warn']],
    ['build', 'node_modules/vite/bin/vite.js', ['build', '--logLevel', 'warn']],
  ],
  // The built site's sizes against their budgets (deterministic, so a check rather than a bench figure).
  [['bundle budgets', 'node_modules/tsx/dist/cli.mjs', ['scripts/check-bundle.ts']]],
  [['unit, machine and server tests', 'node_modules/vitest/vitest.mjs', ['run']]],
  [['browser tests', 'node_modules/@playwright/test/cli.js', ['test']]],
];

/** Runs one step; a step alone in its stage prints as it goes, steps side by side print when each ends. */
function run([name, bin, args], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n▶ ${name}`);
    const child = spawn(process.execPath, [path.join(root, bin), ...args], {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    if (!alone) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const took = `(${name}: ${Math.round((Date.now() - started) / 1000)} s)`;
      console.log(alone ? took : `\n▶ ${name} ${took}\n${output}`);
      resolve({ name, ok: code === 0 });
    });
  });
}

ensurePackages();
let passed = 0;
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = results.filter((r) => !r.ok);
  passed += results.length - failed.length;
  if (failed.length) {
    for (const f of failed) console.error(`\n✗ ${f.name} failed`);
    console.log(`${passed} passed, ${failed.length} failed`);
    process.exit(1);
  }
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
