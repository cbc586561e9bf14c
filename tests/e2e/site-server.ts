import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
// The real built server on a free port with a fresh database, for the browser tests: a copy of a seeded PostgreSQL
// database when PG_TEST_URL names a server, else of a seeded embedded one.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseOpsArgs } from '../../server/ops/parse-args.ts';
import { sendOpsCommand } from '../../server/ops/socket.ts';
import { pgAdmin, pgDatabaseUrl } from '../postgres-admin.ts';
import { RUN_CLOCK_ENV } from './run-clock.ts';
import { callPath, routes } from './call-path.ts';
import { freePort } from '../free-port.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface SiteServer {
  url: string;
  dataDir: string;
  ops(...args: string[]): Promise<string>;
  /** Stops the server cleanly; its data folder is removed unless kept. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/** Where global-setup.ts left a data folder seeded once for the run; each server starts on its own copy. */
export const TEMPLATE_ENV = 'PLAYSTATE_E2E_TEMPLATE';
/** Or, with PG_TEST_URL set, the seeded PostgreSQL database global-setup.ts left; each server gets its own copy. */
export const PG_TEMPLATE_ENV = 'PLAYSTATE_E2E_PG_TEMPLATE';

/** The server's database when it is PostgreSQL: its address, kept in the data folder so a restart finds it again. */
const databaseUrlFile = (dataDir: string) => path.join(dataDir, 'database-url');

let databasesMade = 0;

/**
 * A fresh data folder. On PostgreSQL (PG_TEST_URL), a copy of the run's seeded template database, named in the
 * folder, which then holds only the operator socket: a copy takes ~0.1 s and the server starts in about half the
 * time of one on the embedded database. Otherwise a copy of the run's seeded PGlite folder when there is one
 * (seeding 10,000 games takes ~7 s per server), else empty, so the server migrates and seeds it itself.
 */
async function freshDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playstate-e2e-'));
  const pgTemplate = process.env[PG_TEMPLATE_ENV];
  if (pgTemplate) {
    const name = `${pgTemplate}_${process.pid}_${++databasesMade}`;
    await pgAdmin(`create database ${name} template ${pgTemplate}`);
    fs.writeFileSync(databaseUrlFile(dataDir), pgDatabaseUrl(name));
    return dataDir;
  }
  const template = process.env[TEMPLATE_ENV];
  if (template) fs.cpSync(template, dataDir, { recursive: true, filter: (src) => !src.endsWith('.sock') && !src.endsWith('.lock') });
  return dataDir;
}

/** The PostgreSQL database a data folder names, if any. */
function databaseUrlOf(dataDir: string): string {
  return fs.existsSync(databaseUrlFile(dataDir)) ? fs.readFileSync(databaseUrlFile(dataDir), 'utf8') : '';
}

/** Where global-setup.ts left the server built as one module (scripts/server-bundle.ts); else it runs through tsx. */
export const SERVER_BUNDLE_ENV = 'PLAYSTATE_E2E_SERVER_BUNDLE';

/** Extra environment for one server (e.g. a config knob one spec file needs), leaving this process's own alone. */
export type ServerEnv = Record<string, string>;

/** The run's clock for a server (run-clock.ts); one started without demo mode keeps the real time (its clock is fixed). */
const runClockEnv = (extraEnv: ServerEnv): ServerEnv => (extraEnv.DEMO_MODE === '0' ? {} : { DEMO_CLOCK_OFFSET_MINUTES: process.env[RUN_CLOCK_ENV] ?? '0' });

/** Starts a server on `existing` (a data folder a stopped server kept) or on a fresh one. */
export async function startSiteServer(existing?: string, extraEnv: ServerEnv = {}): Promise<SiteServer> {
  const dataDir = existing ?? (await freshDataDir());
  const port = await freePort();
  const databaseUrl = databaseUrlOf(dataDir);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG: '0',
    // A busy test machine delays every event loop by seconds at times; the overload guard would then refuse the calls
    // a test makes. It has its own test (tests/server/fleet/health-metrics.test.ts).
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    DATABASE_URL: databaseUrl,
    OPS_SOCKET: databaseUrl ? '1' : '0',
    ...runClockEnv(extraEnv),
    ...extraEnv,
  };
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const child: ChildProcess = spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // A first start seeds the demo (10,000 games, 30 days of play): minutes on a slow machine of this kind.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('playstate is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    // What `npm run ops -- ...` does while the server holds the data folder, without starting a process per call.
    async ops(...args) {
      const { name, args: parsed } = parseOpsArgs(args);
      const { ok, text } = await sendOpsCommand(dataDir, name, parsed);
      if (!ok) throw new Error(`ops ${args.join(' ')}: ${text}`);
      return text.trim();
    },
    async stop({ keepData = false } = {}) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (keepData) return;
      if (databaseUrl) await pgAdmin(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Centavos as the site shows money: ₱1,234.50. */
export const peso = (centavos: number) => `₱${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * A member's balance in centavos, as the server answers it now. The seed's demo play (30 days of rounds) moved the
 * demo accounts' balances from their openings, so tests read the figure rather than write it down.
 */
export async function balanceOf(site: Pick<SiteServer, 'url' | 'ops'>, account: string): Promise<number> {
  return Math.round((await apiValueAs<{ balance: number }>(site, account, callPath('balance'))).balance * 100);
}

/** A gain or a loss as the record pages show it: +₱500.00, −₱20.00 (a minus sign, not a hyphen). */
export const signedPeso = (centavos: number) => (centavos === 0 ? peso(0) : `${centavos > 0 ? '+' : '−'}${peso(Math.abs(centavos))}`);

/** The value the server answers to a GET call made as `account`: what a page should show, to compare it with. */
export async function apiValueAs<T>(site: Pick<SiteServer, 'url' | 'ops'>, account: string, path: string): Promise<T> {
  const token = await site.ops('token', account);
  const res = await fetch(`${site.url}${path}`, { headers: { Merchant: 'playstate', Language: 'EN', Device: 'web', Authorization: token } });
  const body = (await res.json()) as { success: boolean; value: T; errorCode: string };
  if (!body.success) throw new Error(`${path} as ${account}: ${body.errorCode}`);
  return body.value;
}

/** Signs in through the login popup, opened by the header's "Log in" with nothing typed. */
export async function signInFromPopup(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** Marks the announcement popup as already closed for both audiences, for tests about something else. */
export async function quietAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('playstate.announcement.closed.anonymous', '1');
    sessionStorage.setItem('playstate.announcement.closed.user', '1');
  });
}

/**
 * One fresh server for the spec file that calls this (at its top level): started before its tests, stopped
 * after them. Tests about something else start with the announcement popup marked closed.
 */
export function serverForThisFile(opts: { quietAnnouncements?: boolean; env?: ServerEnv } = {}): SiteServer {
  let current: SiteServer | undefined;
  test.beforeAll(async () => {
    current = await startSiteServer(undefined, opts.env);
  });
  if (opts.quietAnnouncements !== false) test.beforeEach(({ page }) => quietAnnouncements(page));
  // Contexts a test opens itself (a second player, a visitor) are not closed by Playwright; left open, their pages
  // keep running (the jackpot, the banner slider) and slow every later test of the worker.
  test.afterEach(async ({ browser, context }) => {
    await Promise.all(
      browser
        .contexts()
        .filter((c) => c !== context)
        .map((c) => c.close()),
    );
  });
  test.afterAll(async () => {
    await current?.stop();
  });
  const started = () => {
    if (!current) throw new Error('The site server has not started');
    return current;
  };
  const site: SiteServer = {
    get url() {
      return started().url;
    },
    get dataDir() {
      return started().dataDir;
    },
    ops: (...args) => started().ops(...args),
    stop: (opts) => started().stop(opts),
  };
  // The file's tests sign in on it (test.ts's signIn).
  test.use({ site });
  return site;
}

export interface PlayedRound {
  /** Centavos. */
  bet: number;
  win: number;
}

/**
 * Launches a game as the member (a session token) and plays `n` rounds on the demo vendor's page, optionally at the
 * page's `betChoice`-th bet size; answers the rounds as the page lists them, oldest first.
 */
export async function playRounds(
  page: Page,
  site: Pick<SiteServer, 'url'>,
  token: string,
  game: { vassalage: string; gameType: string; gameCode: string },
  n: number,
  betChoice?: number,
): Promise<PlayedRound[]> {
  const launched = await page.request.post(`${site.url}${routes.launchGame.path}`, {
    headers: { Merchant: 'playstate', Language: 'EN', Device: 'web', Authorization: token },
    data: game,
  });
  if (!launched.ok()) throw new Error(`launchGame answered ${launched.status()}`);
  await page.goto(new URL(((await launched.json()) as { value: { url: string } }).value.url, site.url).toString());
  if (betChoice !== undefined) await page.getByRole('radio').nth(betChoice).click();
  const rows = page.locator('#rounds tr');
  const spin = page.getByRole('button', { name: 'Spin' });
  for (let i = 0; i < n; i++) {
    await expect(spin).toBeEnabled();
    await spin.click();
    await expect(rows).toHaveCount(i + 1);
  }
  const played = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({ bet: Number((tr as HTMLElement).dataset.bet), win: Number((tr as HTMLElement).dataset.win) })),
  );
  // The page lists the newest round first.
  return played.reverse();
}

export const staked = (rounds: readonly PlayedRound[]) => rounds.reduce((s, r) => s + r.bet, 0);
