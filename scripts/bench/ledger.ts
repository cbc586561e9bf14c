// Section 4: ledger transfer rate. Bet+win pairs from concurrent clients, every one against one vendor account that
// may go below zero, as a vendor's is (it keeps no balance row, so no player waits on another's commit: migration
// 0024), on an in-memory PGlite and on a throwaway PostgreSQL database, with 8 and 32 clients, each as a share of
// pgbench's TPC-B-like and simple-update references (./reference.ts), then the ledger invariants.
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../server/db/client.ts';
import { openDatabase, type DatabaseTarget, type OpenDatabase } from '../../server/db/open.ts';
import { systemClock } from '../../server/deps.ts';
import { LedgerError, transfer } from '../../server/ledger/transfer.ts';
import { ledgerViolations } from '../../server/ledger/checks.ts';
import { errorRow, int, oneLine, row, type Row } from './table.ts';
import { onEveryDatabase, shareRow, type Reference, type References } from './reference.ts';
import { benchSeconds, log, steadyWindow, withTimeout } from './util.ts';
import { accountId, houseAccountId } from '../../server/ledger/accounts.ts';

const SECTION = 'ledger';
const CURRENCY = 'PHP';
const PLAYER_FUNDS = 100_000_000; // centavos: far more than a run can lose at <= 10 PHP a bet
const MAX_PAIRS_PER_CLIENT = 1_000_000;

interface RunResult {
  pairs: number;
  seconds: number;
  errors: Map<string, number>;
}

/** Bet+win pairs with 8 and with 32 clients on PGlite and on PostgreSQL, each beside its references. */
export async function benchLedger(references: References): Promise<Row[]> {
  const seconds = benchSeconds(5);
  return onEveryDatabase(SECTION, references, (label, target, clients, reference) => section(label, target, clients, seconds, reference));
}

async function section(label: string, target: DatabaseTarget, clients: number, seconds: number, reference: Reference): Promise<Row[]> {
  log(`ledger on ${label} (${seconds} s, ${clients} clients)`);
  let database: OpenDatabase | null = null;
  try {
    database = await openDatabase(target);
    const run = await withTimeout(betAndWin(database.db, clients, seconds), (seconds + 60) * 1000, `ledger run on ${label}`);
    const violations = await withTimeout(invariantViolations(database.db), 60_000, `ledger invariants on ${label}`);
    const errorCount = [...run.errors.values()].reduce((a, b) => a + b, 0);
    const errorText = [...run.errors].map(([code, n]) => `${code} x${n}`).join(', ');
    const at = `${label}, ${clients} clients`;
    return [
      shareRow(SECTION, label, clients, run.pairs, run.seconds, reference),
      row(SECTION, `${at}: failed transfers`, errorCount ? `${int(errorCount)}: ${errorText}` : '0', '0', errorCount ? 'error' : 'ok'),
      ...violations.map(([what, n]) => row(SECTION, `${at}: ${what}`, int(n), '0', n === 0 ? 'ok' : 'error')),
    ];
  } catch (err) {
    return [errorRow(SECTION, `${label}, ${clients} clients`, err)];
  } finally {
    await database?.close();
  }
}

/** Funds the players from the house, then runs bet+win pairs from every client until time is up. */
async function betAndWin(db: Db, clients: number, seconds: number): Promise<RunResult> {
  const house = await houseAccountId(db, CURRENCY);
  const runId = randomBytes(4).toString('hex');
  const vendor = await accountId(db, `bench:${runId}:vendor`, CURRENCY, { allowNegative: true });
  const players: number[] = [];
  for (let i = 0; i < clients; i++) {
    const player = await accountId(db, `bench:${runId}:player:${i}`, CURRENCY, { allowNegative: false });
    await transfer(db, systemClock, { key: `bench:${runId}:fund:${i}`, kind: 'bench.fund', fromAccountId: house, toAccountId: player, amount: PLAYER_FUNDS });
    players.push(player);
  }

  const errors = new Map<string, number>();
  const window = steadyWindow(seconds);
  const client = async (c: number, player: number) => {
    let pairs = 0;
    let counted = 0;
    while (pairs < MAX_PAIRS_PER_CLIENT && window.open()) {
      const bet = randomInt(100, 1_001);
      const win = randomInt(1, 2 * bet);
      const key = `bench:${runId}:${c}:${pairs}`;
      try {
        await transfer(db, systemClock, { key: `${key}:bet`, kind: 'bench.bet', fromAccountId: player, toAccountId: vendor, amount: bet });
        await transfer(db, systemClock, { key: `${key}:win`, kind: 'bench.win', fromAccountId: vendor, toAccountId: player, amount: win });
        pairs++;
        if (window.counting()) counted++;
      } catch (err) {
        const code = err instanceof LedgerError ? err.code : oneLine(err, 60);
        errors.set(code, (errors.get(code) ?? 0) + 1);
        // A failing database would otherwise spin; stop this client after a few failures.
        if ((errors.get(code) ?? 0) > 100) break;
      }
    }
    return counted;
  };
  const counts = await Promise.all(players.map((player, c) => client(c, player)));
  return { pairs: counts.reduce((a, b) => a + b, 0), seconds: window.seconds(), errors };
}

/** Each invariant with its number of violations (the ledger's own checks). */
export async function invariantViolations(db: Db): Promise<[string, number][]> {
  return Object.entries(await ledgerViolations(db));
}
