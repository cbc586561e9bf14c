// What both load runs do once the players stop: wait for the requests cut off at the end to finish, and have the
// operator pay the withdrawals the players asked for, before the checks.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client.ts';
import type { OpenDatabase } from '../../server/db/open.ts';
import { oneLine } from '../bench/table.ts';
import { APP_NAME } from './probe.ts';

const root = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits (at most `waitS`) until no round is open and the instances run no statement: requests cut off at a step's end
 * finish, and a round cut by a killed instance is finished by the rounds job of another.
 */
export async function quiesce(db: OpenDatabase['db'], database: string, waitS = 15) {
  const until = Date.now() + waitS * 1000;
  while (Date.now() < until) {
    const [row] = await queryRows<{ open: string; busy: string }>(
      db,
      sql`select (select count(*) from game_rounds where status = 'open') as open,
                 (select count(*) from pg_stat_activity where datname = ${database} and application_name like ${`${APP_NAME}%`} and state = 'active') as busy`,
    );
    if (Number(row?.open) === 0 && Number(row?.busy) === 0) return;
    await sleep(250);
  }
  console.error(`[load] rounds still open or statements still running after ${waitS} s; checking anyway`);
}

/** The operator pays every pending withdrawal (two parts each) with the ops CLI, as README's operator commands do. */
export async function payWithdrawals(url: string): Promise<string> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, PGAPPNAME: 'playstate-load-ops' };
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'ops', 'cli.ts'), 'withdrawal', 'process'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString()));
    child.stderr.on('data', (c: Buffer) => (text += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const said = oneLine(text.split(':')[0] ?? text, 160);
      resolve(code === 0 ? said : `failed (exit ${code}): ${oneLine(text)}`);
    });
  });
}
