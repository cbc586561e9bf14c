// npm run bench: bundle sizes, Lighthouse, server throughput, the TPC-B reference with the ledger and vendor-wallet
// rates beside it, and the day close, printed as one table and written to .bench/last.txt. Budgets are marked, never
// enforced: the run exits 0 whatever the figures.
// Everything runs against 127.0.0.1; every loop is bounded in count and time (BENCH_SECONDS shortens the timed runs).
import fs from 'node:fs';
import path from 'node:path';
import { startSiteServer, type SiteServer } from '../tests/e2e/site-server.ts';
import { benchBundle } from './bench/bundle.ts';
import { benchLedger } from './bench/ledger.ts';
import { benchHomeScripts, benchLighthouse } from './bench/lighthouse.ts';
import { errorRow, formatTable, type Row } from './bench/table.ts';
import { benchThroughput } from './bench/throughput.ts';
import { benchVendor } from './bench/vendor.ts';
import { benchSettlement } from './bench/settlement.ts';
import { benchReferences } from './bench/reference.ts';
import { benchSeconds, log } from './bench/util.ts';

const root = path.resolve(import.meta.dirname, '..');
/** docs/architecture.md §8: home, a game list and the member centre (the last two signed in through a token URL). */
const lighthousePages = (token: string | null) => ['/', '/help', ...(token ? [`/rng?token=${token}`, `/member?token=${token}`] : [])];

/** The real server on a free port with a fresh data folder, its flood guard lifted so the load test sees no 429s. */
async function startServer(): Promise<SiteServer> {
  const previous = process.env.FLOOD_LIMIT_PER_MINUTE;
  process.env.FLOOD_LIMIT_PER_MINUTE = '100000000';
  try {
    return await startSiteServer();
  } finally {
    if (previous === undefined) delete process.env.FLOOD_LIMIT_PER_MINUTE;
    else process.env.FLOOD_LIMIT_PER_MINUTE = previous;
  }
}

/**
 * The home route's JavaScript as a visitor's browser loads it, on a server as an operator runs it: without demo mode,
 * whose inspection chunk a production site never loads. Its own server, so the others keep their demo mode.
 */
async function homeScriptsOnProductionServer(): Promise<Row[]> {
  log('starting a server without demo mode');
  let server: SiteServer | null = null;
  try {
    server = await startSiteServer(undefined, { DEMO_MODE: '0' });
    return await benchHomeScripts(server.url, path.join(root, 'dist', 'site'));
  } catch (err) {
    return [errorRow('bundle', 'home JS before idle (browser)', err)];
  } finally {
    await server?.stop().catch(() => undefined);
  }
}

/**
 * BENCH_ONLY=throughput,vendor, or the names as arguments (npm run bench -- settlement), runs only those sections
 * (bundle, lighthouse, throughput, ledger, vendor, settlement).
 */
const only = new Set([...(process.env.BENCH_ONLY ?? '').split(','), ...process.argv.slice(2)].map((s) => s.trim()).filter(Boolean));
const runs = (section: string) => only.size === 0 || only.has(section);

async function main() {
  const started = Date.now();
  const rows: Row[] = [];
  if (runs('bundle')) rows.push(...(await benchBundle(root)), ...(await homeScriptsOnProductionServer()));

  if (runs('lighthouse') || runs('throughput')) {
    log('starting the server');
    let server: SiteServer | null = null;
    try {
      server = await startServer();
    } catch (err) {
      rows.push(errorRow('server', 'start', err));
    }
    try {
      const token = await server?.ops('token', 'demo').catch((err: unknown) => (rows.push(errorRow('server', 'session token', err)), null));
      if (server && runs('lighthouse')) rows.push(...(await benchLighthouse(server.url, lighthousePages(token ?? null))));
      if (runs('throughput')) rows.push(...(await benchThroughput(server?.url ?? null, token ?? null)));
    } finally {
      await server?.stop().catch((err: unknown) => rows.push(errorRow('server', 'stop', err)));
    }
  }

  if (runs('ledger') || runs('vendor')) {
    const { rows: referenceRows, references } = await benchReferences(benchSeconds(5));
    rows.push(...referenceRows);
    if (runs('ledger')) rows.push(...(await benchLedger(references)));
    if (runs('vendor')) rows.push(...(await benchVendor(references)));
  }
  if (runs('settlement')) rows.push(...(await benchSettlement()));

  const table = `${formatTable(rows)}\n\n(KB = 1024 bytes; gz = gzip level 9; ran in ${Math.round((Date.now() - started) / 1000)} s)\n`;
  process.stdout.write(`\n${table}`);
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(root, '.bench', 'last.txt'), table);
}

// Exit explicitly: a timed-out run may still hold a handle. Only a crash of the bench itself exits non-zero.
main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
